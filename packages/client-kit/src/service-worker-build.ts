import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * Both apps' service workers as their builds make them (docs/decisions/0157): src/service-worker/sw.ts built by
 * vite-plugin-pwa after the app and given the list of built files to precache. No manifest (the server writes one
 * per hotel) and no registration script in the page (each app's lib/service-worker.ts registers it after load).
 *
 * `catalogueChunk` names the source of a language's catalogue and captures its code: the chunks of the languages
 * other than English are found as the bundle is written and left out of the precache; the worker keeps the
 * reader's own language once loaded (one language of 41 is all a guest or a member reads; precaching them all
 * doubled what a phone downloads in the background).
 */
export function serviceWorkerPlugins(catalogueChunk: RegExp): Plugin[] {
  const otherLanguageChunks = new Set<string>();
  const findOtherLanguageChunks: Plugin = {
    name: 'find-other-language-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        const language = chunk.type === 'chunk' ? catalogueChunk.exec(chunk.facadeModuleId ?? '') : null;
        if (language && language[1] !== 'en') otherLanguageChunks.add(chunk.fileName);
      }
    },
  };
  const serviceWorker = VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/service-worker',
    filename: 'sw.ts',
    injectRegister: false,
    manifest: false,
    injectManifest: {
      // The fingerprinted files only: index.html is written by the server per hotel and session.
      globPatterns: ['assets/**/*.{js,css,woff2,svg,png,webp}'],
      // Their names change with their content: no revision query needed to tell two versions apart.
      dontCacheBustURLsMatching: /-[\w-]{8}\.[a-z0-9]+$/,
      manifestTransforms: [
        async (entries) => ({
          manifest: entries.filter((entry) => !otherLanguageChunks.has(entry.url)),
          warnings: [],
        }),
      ],
      // The worker's own bundle: minified, with no source map to serve.
      minify: true,
      sourcemap: false,
    },
  });
  return [findOtherLanguageChunks, ...serviceWorker];
}
