import { nextTask } from './next-task.ts';

/**
 * The bundler's dynamic-import helper, in place of Vite's own (vite.config.ts routes `vite/preload-helper` here;
 * decision 0123). Every `import()` of the app's code goes through it with the files that code needs: it asks
 * for them all at once with a `<link rel=modulepreload>` each, so that a screen's files arrive in one round trip
 * instead of one per level of imports, then imports the module.
 *
 * Vite's helper adds every link in the calling task. Adding one costs Chromium about half a millisecond on this
 * project's hosts (two at Lighthouse's 4× CPU slowdown), and a cold load of the dashboard asked for some fifty
 * files (a dozen since decision 0125): the app's start and each route's preload were long tasks of that alone.
 * Here the links go out in tasks of their own, at most `LINKS_PER_TASK` in each, starting with the task after
 * the call (a message, not a timer: the links all go out within milliseconds), so the caller's task carries none
 * of them (decision 0129). The module itself is imported at once, as by Vite's helper; the browser shares one
 * fetch per file between a preload and the import that needs it.
 */
export const LINKS_PER_TASK = 3;

/** Files asked for already: by this helper, or by the page's own link elements (index.html's preloads). */
let requested: Set<string> | undefined;
const waiting: string[] = [];
let adding = false;

export function __vitePreload<T>(baseModule: () => Promise<T>, deps?: string[]): Promise<T> {
  if (deps && deps.length > 0) {
    requested ??= new Set(Array.from(document.getElementsByTagName('link'), (link) => link.href));
    for (const dep of deps) {
      // The bundler names each file relative to the app's base (`assets/x.js`).
      const href = new URL(`${import.meta.env.BASE_URL}${dep}`, document.baseURI).href;
      if (requested.has(href)) continue;
      requested.add(href);
      waiting.push(href);
    }
    if (!adding) void addWaitingLinks();
  }
  return baseModule();
}

async function addWaitingLinks() {
  adding = true;
  try {
    while (waiting.length > 0) {
      await nextTask();
      for (const href of waiting.splice(0, LINKS_PER_TASK)) {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        document.head.appendChild(link);
      }
    }
  } finally {
    adding = false;
  }
}

/** For tests: forgets what was asked for. */
export function resetModulePreloads() {
  requested = undefined;
  waiting.length = 0;
}
