import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const source = (file: string) => path.join(path.dirname(fileURLToPath(import.meta.url)), 'src', file);

/**
 * The two files the app's code comes in besides the entry's (decision 0125). Left to itself the bundler cuts
 * every module that two screens share into a chunk of its own: a cold load of the dashboard fetched some fifty
 * files, most under 1 KB, each a request (over HTTP/1.1's six connections on a phone network, round trips), a
 * `<link rel=modulepreload>` the preloader adds on the main thread, and a module record to link.
 *
 * - `start`: all the app's start imports (start-app.tsx's static imports, with the login in them). Every visit
 *   loads it whole before anything else, so a later screen loses nothing by finding what it shares with the
 *   login there rather than in a file of its own.
 * - `signed-in`: what the shell and the dashboard import beyond that (the screen behind the login, and what the
 *   start asks for there: the session and the dashboard's content). The other screens import from it what they
 *   share with them and keep their own code in files of their own, loaded when they open.
 */
const GROUP_ROOTS = {
  start: [source('start-app.tsx')],
  'signed-in': [
    source('app/layout/shell-layout.tsx'),
    source('features/dashboard/dashboard-page.lazy.tsx'),
    source('features/dashboard/dashboard-content.ts'),
    source('lib/session/guest-session.ts'),
  ],
} as const;

type GroupName = keyof typeof GROUP_ROOTS;

/** Module id → its group, filled once the module graph is known (buildEnd), read while chunking. */
const groupOf = new Map<string, GroupName>();

/** The bundler's groups (vite.config.ts), below the `core` and `vendor` groups, which take their modules first. */
export const routeChunkGroups = (Object.keys(GROUP_ROOTS) as GroupName[]).map((name) => ({
  name,
  test: (id: string) => groupOf.get(id) === name,
  // The graph walk below already took each root's static imports.
  includeDependenciesRecursively: false,
}));

export const routeChunks: Plugin = {
  name: 'route-chunks',
  apply: 'build',
  buildEnd(error) {
    if (error) return;
    groupOf.clear();
    // What the entry imports statically stays with it (main.tsx paints before the rest of the code is in).
    const entry = staticClosure(this, [source('main.tsx')]);
    for (const [name, roots] of Object.entries(GROUP_ROOTS) as [GroupName, readonly string[]][]) {
      for (const root of roots) {
        if (!this.getModuleInfo(root)) this.error(`route-chunks: ${root} is not in the build`);
      }
      for (const id of staticClosure(this, roots)) {
        if (!entry.has(id) && !groupOf.has(id)) groupOf.set(id, name);
      }
    }
  },
};

/** The modules `roots` import statically, directly or not, with the roots themselves. */
function staticClosure(
  context: { getModuleInfo(id: string): { importedIds: readonly string[] } | null },
  roots: readonly string[],
): Set<string> {
  const found = new Set<string>();
  const pending = [...roots];
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (found.has(id)) continue;
    found.add(id);
    pending.push(...(context.getModuleInfo(id)?.importedIds ?? []));
  }
  return found;
}
