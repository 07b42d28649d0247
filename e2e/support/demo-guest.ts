import { beforeEach } from 'vitest';
import { baseUrl } from './browser.ts';
import { loginDemoGuest } from './product-server.ts';

/**
 * Every browser test meets the demo guest (room 101, Tanaka) speaking English, with an empty
 * notification panel. Both are kept on the server per stay: a test that shows Arabic leaves the stay in
 * Arabic, and earlier tests leave notifications whose toasts would crowd out the one a test waits for.
 * Files run in an order of Vitest's choosing, so each test starts from this state instead of hoping the
 * one before put things back.
 */
beforeEach(async () => {
  const token = await loginDemoGuest(baseUrl());
  const headers = { authorization: `Token ${token}`, 'content-type': 'application/json' };
  for (const [path, body] of [
    ['/api/languages/set/', { language: 'en' }],
    ['/api/notifications/clear/', {}],
  ] as const) {
    const response = await fetch(`${baseUrl()}${path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`could not reset the demo guest (${path}): ${response.status}`);
  }
});
