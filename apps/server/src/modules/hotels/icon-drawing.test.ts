import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * Draws a hotel's initial icon and the product's in a fresh process with the font configuration given, and says
 * whether they came out the same.
 */
function initialIsProductIcon(letter: string, env: NodeJS.ProcessEnv): boolean {
  const script = [
    "import { drawIcon } from './src/modules/hotels/icon-drawing.ts';",
    `const initial = await drawIcon('icon-192.png', '#12355b', { kind: 'initial', text: ${JSON.stringify(letter)} });`,
    "const product = await drawIcon('icon-192.png', '#12355b', { kind: 'product' });",
    'console.log(initial.equals(product));',
  ].join('\n');
  const output = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: serverRoot,
    env,
    encoding: 'utf8',
  });
  return output.trim() === 'true';
}

describe("a hotel's initial as its icon", () => {
  it('is drawn with the machine’s fonts, and gives way to the product’s "H" on a machine with none', () => {
    expect(initialIsProductIcon('S', process.env)).toBe(false);
    // A slim container image has no fonts at all: librsvg would draw a small box where the letter goes.
    const noFonts = fs.mkdtempSync(path.join(os.tmpdir(), 'no-fonts-'));
    try {
      const config = path.join(noFonts, 'fonts.conf');
      fs.writeFileSync(
        config,
        `<?xml version="1.0"?><fontconfig><cachedir>${noFonts}/cache</cachedir></fontconfig>`,
      );
      expect(initialIsProductIcon('S', { ...process.env, FONTCONFIG_FILE: config })).toBe(true);
    } finally {
      fs.rmSync(noFonts, { recursive: true, force: true });
    }
  });
});
