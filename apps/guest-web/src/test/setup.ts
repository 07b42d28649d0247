import { afterEach, beforeAll } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { forgetHotels, hotelRetry } from '../lib/hotel/use-hotel.ts';
import { initI18n, loadEnglish } from '../lib/i18n/i18n.ts';

// jsdom has no CSS.escape; react-aria's popovers use it to look up a CSP nonce.
if (typeof CSS === 'undefined' || typeof CSS.escape !== 'function') {
  const escape = (value: string) => value.replace(/[^\w-]/g, (character) => `\\${character}`);
  Object.assign(globalThis, { CSS: { ...(globalThis as { CSS?: object }).CSS, escape } });
}

// findBy…/waitFor give up after 1 s by default: too tight for a first render when the machine is busy.
configure({ asyncUtilTimeout: 3000 });

// Like the tests' query clients: a failed hotel read is answered at once, not after the product's retries.
hotelRetry.delaysMs = [];

beforeAll(async () => {
  await initI18n('en');
  await loadEnglish();
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  forgetHotels();
  document.documentElement.removeAttribute('style');
  document.documentElement.className = '';
});
