/**
 * Compiles the server for production: `dist/main.js` (the server) and `dist/cli.js` (the hotel CLI), plain
 * JavaScript that `node` runs without a TypeScript loader. The workspace's own packages (@hotel/*, written in
 * TypeScript) are bundled in; every other package stays in node_modules, loaded as it is published.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const publishedPackagesStayExternal: Plugin = {
  name: 'published-packages-stay-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@hotel/') ? undefined : { path: args.path, external: true },
    );
  },
};

await build({
  entryPoints: [path.join(serverRoot, 'src/main.ts'), path.join(serverRoot, 'src/cli.ts')],
  outdir: path.join(serverRoot, 'dist'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  // Every runtime package.json's engines allows: the image runs Node 24 (the LTS); CI also runs Node 20.
  target: ['node20.19', 'node22.12', 'node24'],
  sourcemap: true,
  // One copy of the code the two entry points share.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  plugins: [publishedPackagesStayExternal],
  logLevel: 'warning',
});
