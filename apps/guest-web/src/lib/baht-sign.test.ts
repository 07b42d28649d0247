import { afterEach, expect, it, vi } from 'vitest';
import { BAHT_SIGN_FACES, loadBahtSign } from './baht-sign.ts';

afterEach(() => {
  Reflect.deleteProperty(document, 'fonts');
});

it('asks for the baht sign in each weight the prices are drawn in', () => {
  const load = vi.fn(() => Promise.resolve([]));
  Object.defineProperty(document, 'fonts', { value: { load }, configurable: true });
  loadBahtSign();
  expect(load.mock.calls).toEqual(BAHT_SIGN_FACES.map((face) => [face, '฿']));
});

it('leaves a browser without the font loading API to load it on first use', () => {
  expect('fonts' in document).toBe(false);
  expect(() => loadBahtSign()).not.toThrow();
});
