import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
// By path, not by the package's name: Vite bundles a config's relative imports, and leaves a package's to Node,
// which does not load TypeScript.
import { serviceWorkerPlugins } from '../../packages/client-kit/src/service-worker-build.ts';
import { jsonSectionsModule } from './json-sections-module.ts';
import { modulePreloadHelper } from './module-preload-helper.ts';
import { routeChunkGroups, routeChunks } from './route-chunks.ts';

// The server (apps/server) listens on 3000 and serves the built app itself; in development Vite serves the
// app and hands every server path to it, so the page and the API share one origin as in production.
const serverOrigin = 'http://127.0.0.1:3000';

/**
 * The stylesheet inlined in <head>, before the scripts and their modulepreloads (docs/decisions/0115): it is
 * what the first paint waits for, and as a file it cost a request of its own before anything could be
 * drawn (over HTTP/1.1's six connections per host it once queued behind five scripts, 1.8 s in on Fast 3G).
 * The app has one stylesheet and loads its HTML once per visit, so nothing is lost to caching.
 */
const inlineStylesheet: Plugin = {
  name: 'inline-stylesheet',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html, context) {
      const links = html.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
      const styles = links.map((link) => {
        const href = /href="\/?([^"]+)"/.exec(link)?.[1] ?? '';
        const asset = context.bundle?.[href];
        if (asset?.type !== 'asset') throw new Error(`inline-stylesheet: ${href} is not in the bundle`);
        // `</style` cannot occur in Tailwind's output, but a stylesheet must never end the element early.
        return `<style>${String(asset.source).replaceAll('</style', '<\\/style')}</style>`;
      });
      const withoutLinks = links.reduce((page, link) => page.replace(link, ''), html);
      const at = withoutLinks.indexOf('<script type="module"');
      if (styles.length === 0 || at < 0) return html;
      return `${withoutLinks.slice(0, at)}${styles.join('')}${withoutLinks.slice(at)}`;
    },
  },
};

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    inlineStylesheet,
    jsonSectionsModule,
    modulePreloadHelper,
    routeChunks,
    // The service worker (src/service-worker/sw.ts); the catalogues are ui-catalogues/<code>.json.
    ...serviceWorkerPlugins(/ui-catalogues[\\/]([a-z-]+)\.json$/),
  ],
  server: {
    proxy: {
      '/api': serverOrigin,
      '/media': serverOrigin,
      '/health': serverOrigin,
      '/ws': { target: serverOrigin, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Phones from the last few years; lets the bundler keep modern syntax instead of shipping helpers.
    target: 'es2022',
    // The baht sign's faces (index.css) as files of their own: inlined, they took the served page past the 14 KB
    // a connection's first round trip carries (decision 0127).
    assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
    rolldownOptions: {
      output: {
        // Fewer, larger files on the way to the first screen (decision 0120). Over HTTP/1.1's six connections on a
        // slow network each extra file there can cost a round trip; left to itself the bundler had cut them finer
        // once the overlays became modules of their own (every dashboard section 1.5 s later under Lighthouse's
        // throttling). `core`: what main.tsx needs besides itself (main.tsx stays out: a chunk holding its
        // top-level await that others import would never finish loading). `vendor`: react-dom and the router.
        // Then `start` and `signed-in` (route-chunks.ts, decision 0125): the app's start with the login, and what
        // the shell and the dashboard add to it, one file each instead of a file per shared module.
        codeSplitting: {
          groups: [
            {
              name: 'core',
              test: /node_modules[\\/](react[\\/]|zustand[\\/])|src[\\/]lib[\\/](storage|theme|module-preload|next-task|after-paint|service-worker)\.ts$/,
              priority: 2,
            },
            { name: 'vendor', test: /node_modules[\\/](react-dom|scheduler|react-router)[\\/]/, priority: 1 },
            ...routeChunkGroups,
          ],
        },
      },
    },
  },
});
