import { describe, expect, it } from 'vitest';
import { isAllowedOrigin } from './origin.ts';

describe('isAllowedOrigin', () => {
  it('allows the page own host, with or without the default port', () => {
    expect(isAllowedOrigin('http://localhost:3300', 'localhost:3300', [])).toBe(true);
    expect(isAllowedOrigin('https://hotel.example', 'hotel.example', [])).toBe(true);
    expect(isAllowedOrigin('https://hotel.example:443', 'Hotel.Example', [])).toBe(true);
  });

  it('allows a configured origin and nothing else', () => {
    const allowed = ['https://guest.hotel.example/'];
    expect(isAllowedOrigin('https://guest.hotel.example', 'api.hotel.example', allowed)).toBe(true);
    expect(isAllowedOrigin('https://evil.example', 'api.hotel.example', allowed)).toBe(false);
    expect(isAllowedOrigin('http://guest.hotel.example', 'api.hotel.example', allowed)).toBe(false);
    expect(isAllowedOrigin('https://localhost:3300.evil.example', 'localhost:3300', [])).toBe(false);
  });

  it('refuses null and garbage origins, and allows a client that sends none', () => {
    expect(isAllowedOrigin('null', 'localhost', [])).toBe(false);
    expect(isAllowedOrigin('file:///etc/passwd', 'localhost', [])).toBe(false);
    expect(isAllowedOrigin('::::', 'localhost', [])).toBe(false);
    expect(isAllowedOrigin(undefined, 'localhost', [])).toBe(true);
  });
});
