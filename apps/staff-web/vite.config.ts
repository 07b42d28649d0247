import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';

// Served by the server under /staff/ (its own bundle: the guest app never loads a byte of it). In
// development Vite serves it on 5174 and hands every server path to the server on 3000.
const serverOrigin = 'http://127.0.0.1:3000';

/**
 * The catalogue chunks of the languages other than English (lib/i18n/locales/<code>.json; English is in the
 * entry), found as the bundle is written: the worker leaves them out of its precache and keeps the member's own
 * language once loaded (41 catalogues were two thirds of the console's bytes).
 */
const otherLanguageChunks = new Set<string>();
const findOtherLanguageChunks: Plugin = {
  name: 'find-other-language-chunks',
  apply: 'build',
  generateBundle(_options, bundle) {
    for (const chunk of Object.values(bundle)) {
      const language =
        chunk.type === 'chunk' ? /locales[\\/]([a-z-]+)\.json$/.exec(chunk.facadeModuleId ?? '') : null;
      if (language && language[1] !== 'en') otherLanguageChunks.add(chunk.fileName);
    }
  },
};

/**
 * The console's service worker (src/service-worker/sw.ts, docs/decisions/0157), built by vite-plugin-pwa after
 * the console and given its built files to precache; index.html is served by the server with its security policy,
 * so it is kept as the page it served, not precached. No manifest, no registration script in the page
 * (lib/service-worker.ts registers it after load).
 */
const serviceWorker = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src/service-worker',
  filename: 'sw.ts',
  injectRegister: false,
  manifest: false,
  injectManifest: {
    globPatterns: ['assets/**/*.{js,css,woff2,svg,png,webp}'],
    dontCacheBustURLsMatching: /-[\w-]{8}\.[a-z0-9]+$/,
    manifestTransforms: [
      async (entries) => ({
        manifest: entries.filter((entry) => !otherLanguageChunks.has(entry.url)),
        warnings: [],
      }),
    ],
    minify: true,
    sourcemap: false,
  },
});

export default defineConfig({
  base: '/staff/',
  plugins: [react(), tailwindcss(), findOtherLanguageChunks, serviceWorker],
  server: {
    port: 5174,
    proxy: {
      '/api': serverOrigin,
      '/media': serverOrigin,
      '/ws': { target: serverOrigin, ws: true },
    },
  },
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022' },
});
