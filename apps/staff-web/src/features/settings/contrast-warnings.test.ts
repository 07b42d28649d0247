import { describe, expect, it } from 'vitest';
import { contrastRatio } from '@hotel/contracts/colour';
import { AA, contrastWarnings, navigationBarColours, type ColourFields } from './contrast-warnings.ts';

const readable: ColourFields = {
  primary_color: '#12355b',
  secondary_color: '#1d4e89',
  accent_color: '#0f766e',
  text_color: '#102a43',
  text_light_color: '#486581',
  background_color: '#f5f9fc',
};

describe('contrast warnings', () => {
  it('says nothing about colours guests can read', () => {
    expect(contrastWarnings(readable)).toEqual([]);
  });

  it('warns about a mid-tone navigation bar and names the shade guests will see, which passes AA', () => {
    const colours = { ...readable, primary_color: '#e0533d' };
    const [warning] = contrastWarnings(colours);
    expect(warning?.key).toBe('navigation');
    expect(warning!.ratio).toBeLessThan(AA);
    const nav = navigationBarColours(colours);
    expect(warning!.adjusted).toBe(nav.fill);
    expect(contrastRatio(nav.text, nav.fill)).toBeGreaterThanOrEqual(AA);
  });

  it('warns about pale text on the background and an accent that cannot carry text', () => {
    const keys = contrastWarnings({ ...readable, text_light_color: '#c0c0c0', accent_color: '#e0533d' }).map(
      (warning) => warning.key,
    );
    expect(keys).toEqual(['textLight', 'accent']);
  });
});
