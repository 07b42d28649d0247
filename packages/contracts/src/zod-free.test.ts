import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The modules the apps and the client kit import at run time. They must not pull in zod: 25 KB gzipped on the
 * login route for nothing (the language list once did). Schemas live in their sibling modules.
 */
const ZOD_FREE = [
  'languages.ts',
  'order-status.ts',
  'opening-hours.ts',
  'currency.ts',
  'colour.ts',
  'first-paint.ts',
  'calendar-date.ts',
  'hotel-theme.ts',
  'activity-status.ts',
  'translation-polling.ts',
  'chat-senders.ts',
  'live-messages.ts',
  'request-fields.ts',
  'hotel-id.ts',
  'order-limits.ts',
  'tourist-info-fields.ts',
  'api-error.ts',
  'routes.ts',
];

const here = path.dirname(fileURLToPath(import.meta.url));

/** Run-time imports of a module (type-only imports vanish when compiled). */
function runtimeImports(file: string): string[] {
  const source = fs.readFileSync(path.join(here, file), 'utf8');
  return [...source.matchAll(/^import\s+(?!type\s)[^;]*?from\s+'([^']+)'/gms)].map((match) => match[1]!);
}

describe('zod-free contracts', () => {
  it.each(ZOD_FREE)('%s imports no schema library, directly or through a sibling', (file) => {
    const seen = new Set<string>();
    const visit = (module: string): void => {
      if (seen.has(module)) return;
      seen.add(module);
      for (const imported of runtimeImports(module)) {
        expect(imported.startsWith('./'), `${module} imports ${imported}`).toBe(true);
        visit(imported.slice(2));
      }
    };
    visit(file);
  });

  it('notices a module that does import zod', () => {
    expect(runtimeImports('common.ts')).toContain('zod');
  });
});
