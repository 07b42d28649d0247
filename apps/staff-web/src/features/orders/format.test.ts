import { afterEach, describe, expect, it } from 'vitest';
import { showConsoleIn } from '../../lib/i18n/i18n.ts';
import { formatScheduled } from './format.ts';

describe('a scheduled order’s time', () => {
  afterEach(() => showConsoleIn('en'));

  const now = Date.parse('2026-11-29T03:00:00Z'); // Sunday 10:00 in Bangkok
  it('is the hotel’s clock, on 24 hours, with the day when it is not today', () => {
    expect(formatScheduled('2026-11-29T12:30:00Z', 'Asia/Bangkok', now)).toBe('19:30');
    expect(formatScheduled('2026-11-30T12:30:00Z', 'Asia/Bangkok', now)).toBe('Mon 30 19:30');
  });

  it('is written in the console’s language', async () => {
    await showConsoleIn('de');
    expect(formatScheduled('2026-11-30T12:30:00Z', 'Asia/Bangkok', now)).toBe('Mo., 30. 19:30');
  });
});
