import { afterEach, describe, expect, it, vi } from 'vitest';
import { GUEST_CACHES, forgetOfflineGuestData } from './service-worker.ts';

afterEach(() => vi.unstubAllGlobals());

describe('what the service worker kept of a guest who leaves', () => {
  it('goes: the pages, the reads and the pictures; the built files, which are nobody’s, stay', async () => {
    const deleted: string[] = [];
    vi.stubGlobal('caches', {
      delete: async (name: string) => {
        deleted.push(name);
        return true;
      },
    });
    await forgetOfflineGuestData();
    expect(deleted.sort()).toEqual([GUEST_CACHES.media, GUEST_CACHES.pages, GUEST_CACHES.reads].sort());
    expect(deleted).not.toContain(GUEST_CACHES.assets);
  });

  it('does not stop a sign-out where the browser refuses', async () => {
    vi.stubGlobal('caches', {
      delete: async () => Promise.reject(new DOMException('denied', 'SecurityError')),
    });
    await expect(forgetOfflineGuestData()).resolves.toBeUndefined();
  });
});
