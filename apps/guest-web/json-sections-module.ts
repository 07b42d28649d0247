import fs from 'node:fs';
import type { Plugin } from 'vite';

/**
 * `en.json?login`: the English catalogue once more as a module of its own, so the login's named imports from it
 * (its first screen's sections) go in the entry bundle while the whole file stays a chunk of its own
 * (lib/i18n/i18n.ts). A JSON module's named imports tree-shake; one module cannot be in two chunks.
 */
export const jsonSectionsModule: Plugin = {
  name: 'json-sections-module',
  load(id) {
    const [file = '', query] = id.split('?', 2);
    if (query !== 'login' || !file.endsWith('.json')) return null;
    return { code: fs.readFileSync(file, 'utf8'), moduleType: 'json' };
  },
};
