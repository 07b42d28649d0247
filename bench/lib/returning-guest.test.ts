import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { returningGuestStorage } from './returning-guest.ts';

let server: Server | undefined;

/** A stand-in for the product's public hotel answer: `status` and the zone it names. */
async function hotelServer(status: number, timezone: string): Promise<string> {
  server = createServer((request, response) => {
    const found = request.url === '/api/hotels/HOTEL-DEMO/' && status === 200;
    response.writeHead(found ? 200 : status, { 'Content-Type': 'application/json' });
    response.end(
      JSON.stringify(found ? { unique_id: 'HOTEL-DEMO', timezone } : { detail: 'Hotel not found' }),
    );
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

describe('returningGuestStorage', () => {
  it('keeps the session, the hotel and the zone the hotel answers with, as the login leaves them', async () => {
    const url = await hotelServer(200, 'Asia/Bangkok');
    expect(await returningGuestStorage(url, 'token-1')).toEqual({
      sessionToken: 'token-1',
      hotelId: 'HOTEL-DEMO',
      hotelUniqueId: 'HOTEL-DEMO',
      hotelTimezone: 'Asia/Bangkok',
      hasSeenRequestsTooltip: 'true',
    });
  });

  it('says so when the hotel cannot be read', async () => {
    const url = await hotelServer(404, 'Asia/Bangkok');
    await expect(returningGuestStorage(url, 'token-1')).rejects.toThrow('The hotel HOTEL-DEMO answered 404');
  });
});
