import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// Served by the server under /staff/ (its own bundle: the guest app never loads a byte of it). In
// development Vite serves it on 5174 and hands every server path to the server on 3000.
const serverOrigin = 'http://127.0.0.1:3000';

export default defineConfig({
  base: '/staff/',
  plugins: [react(), tailwindcss()],
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
