import { afterEach, beforeAll } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { initI18n } from '../lib/i18n/i18n.ts';

// findBy…/waitFor give up after 1 s by default: too tight for a first render when the machine is busy.
configure({ asyncUtilTimeout: 3000 });

beforeAll(async () => {
  await initI18n();
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
