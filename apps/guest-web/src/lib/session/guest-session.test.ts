import { afterEach, describe, expect, it } from 'vitest';
import { appQueryClient } from '../query-client.ts';
import { STORAGE_KEYS, readStorage } from '../storage.ts';
import { demoSession } from '../../test/fixtures.ts';
import { guestSessionQueryOptions, prefetchGuestSession } from './guest-session.ts';

afterEach(() => appQueryClient.clear());

describe('the session read before the dashboard renders', () => {
  it('takes the answer of a call already on its way, and keeps the booking', async () => {
    await prefetchGuestSession(Promise.resolve(demoSession));
    expect(appQueryClient.getQueryData(guestSessionQueryOptions().queryKey)).toEqual(demoSession);
    expect(readStorage(STORAGE_KEYS.bookingId)).toBe(String(demoSession.booking.id));
  });

  it('leaves a failed call to the dashboard, whose query asks again', async () => {
    await expect(prefetchGuestSession(Promise.reject(new Error('offline')))).resolves.toBeUndefined();
    expect(appQueryClient.getQueryData(guestSessionQueryOptions().queryKey)).toBeUndefined();
  });
});
