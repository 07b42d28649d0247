import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// The server (apps/server) listens on 3000 and serves the built app itself; in development Vite serves the
// app and hands every server path to it, so the page and the API share one origin as in production.
const serverOrigin = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
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
  },
});
