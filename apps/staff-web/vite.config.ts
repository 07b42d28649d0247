import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
// By path, not by the package's name: Vite bundles a config's relative imports, and leaves a package's to Node,
// which does not load TypeScript.
import { serviceWorkerPlugins } from '../../packages/client-kit/src/service-worker-build.ts';

// Served by the server under /staff/ (its own bundle: the guest app never loads a byte of it). In
// development Vite serves it on 5174 and hands every server path to the server on 3000.
const serverOrigin = 'http://127.0.0.1:3000';

export default defineConfig({
  base: '/staff/',
  plugins: [
    react(),
    tailwindcss(),
    // The console's service worker (src/service-worker/sw.ts, docs/decisions/0157): its page is served by the
    // server with its security policy, so kept as served, not precached. Catalogues: lib/i18n/locales/<code>.json.
    ...serviceWorkerPlugins(/locales[\\/]([a-z-]+)\.json$/),
  ],
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
