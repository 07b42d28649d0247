import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const VITE_PRELOAD_HELPER = '\0vite/preload-helper.js';
const OUR_HELPER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'src/lib/module-preload.ts');

/**
 * Vite's dynamic-import helper replaced by src/lib/module-preload.ts, which adds its preload links a few per task
 * (decision 0123). The helper preloads scripts only: the app's one stylesheet is inlined into index.html
 * (decision 0115), and the build stops if a chunk ever brings a stylesheet of its own.
 */
export const modulePreloadHelper: Plugin = {
  name: 'module-preload-helper',
  enforce: 'pre',
  resolveId(id) {
    return id === VITE_PRELOAD_HELPER ? OUR_HELPER : null;
  },
  generateBundle(_options, bundle) {
    for (const output of Object.values(bundle)) {
      if (output.type !== 'chunk' || output.isEntry) continue;
      const css = output.viteMetadata?.importedCss;
      if (css && css.size > 0) {
        this.error(
          `${output.fileName} brings a stylesheet (${[...css].join(', ')}): module-preload.ts preloads scripts only`,
        );
      }
    }
  },
};
