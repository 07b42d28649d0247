import { beforeEach } from 'vitest';
import { baseUrl } from './browser.ts';
import { loginDemoGuest } from './product-server.ts';

/**
 * Every browser test meets the demo guest (room 101, Tanaka) speaking English. The stay's language is
 * kept on the server, and a test that shows Arabic leaves it there; files run in an order of Vitest's
 * choosing, so each test starts from English instead of hoping the one before put it back.
 */
beforeEach(async () => {
  const token = await loginDemoGuest(baseUrl());
  const response = await fetch(`${baseUrl()}/api/languages/set/`, {
    method: 'POST',
    headers: { authorization: `Token ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ language: 'en' }),
  });
  if (!response.ok) throw new Error(`could not put the demo guest back in English: ${response.status}`);
});
