import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { HttpError } from '../http/errors.ts';
import { createTestApp, createTestHotel, uniqueSuffix, type TestApp } from '../../../test/test-app.ts';
import { rooms } from '../../modules/hotels/schema.ts';
import { fingerprintHash, runIdempotent } from './idempotency.ts';
import { findIdempotencyKey } from './repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A unit of work that writes a row, so what was created can be counted. */
function roomMaker(hotelId: number) {
  let calls = 0;
  return {
    get calls() {
      return calls;
    },
    work: async (tx: TestApp['ctx']['db']) => {
      calls++;
      const [room] = await tx
        .insert(rooms)
        .values({ hotelId, roomNumber: `R${uniqueSuffix()}` })
        .returning({ id: rooms.id });
      return { statusCode: 201, body: { room: room!.id } };
    },
  };
}

const roomsOf = (hotelId: number) => t.ctx.db.select().from(rooms).where(eq(rooms.hotelId, hotelId));

describe('runIdempotent', () => {
  it('runs once per key and replays the first answer', async () => {
    const hotel = await createTestHotel(t.ctx);
    const maker = roomMaker(hotel.hotelId);
    const request = { scope: `test:${hotel.hotelId}`, key: 'k1', fingerprint: { a: 1, b: [1, 2] } };
    const first = await runIdempotent(t.ctx.db, request, maker.work);
    const again = await runIdempotent(t.ctx.db, { ...request, fingerprint: { b: [1, 2], a: 1 } }, maker.work);
    expect(first.replayed).toBe(false);
    expect(again).toEqual({ ...first, replayed: true });
    expect(maker.calls).toBe(1);
    expect(await roomsOf(hotel.hotelId)).toHaveLength(2); // the test hotel's own room and one more
  });

  it('runs every time without a key', async () => {
    const hotel = await createTestHotel(t.ctx);
    const maker = roomMaker(hotel.hotelId);
    const request = { scope: `test:${hotel.hotelId}`, key: undefined, fingerprint: {} };
    await runIdempotent(t.ctx.db, request, maker.work);
    await runIdempotent(t.ctx.db, request, maker.work);
    expect(maker.calls).toBe(2);
  });

  it('refuses the same key for a different request with 422', async () => {
    const hotel = await createTestHotel(t.ctx);
    const maker = roomMaker(hotel.hotelId);
    const scope = `test:${hotel.hotelId}`;
    await runIdempotent(t.ctx.db, { scope, key: 'k', fingerprint: { n: 1 } }, maker.work);
    const refused = await runIdempotent(
      t.ctx.db,
      { scope, key: 'k', fingerprint: { n: 2 } },
      maker.work,
    ).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect((refused as HttpError).statusCode).toBe(422);
    expect(maker.calls).toBe(1);
  });

  it('rolls back the work and keeps no key when the work fails', async () => {
    const hotel = await createTestHotel(t.ctx);
    const scope = `test:${hotel.hotelId}`;
    const failing = async (tx: TestApp['ctx']['db']) => {
      await roomMaker(hotel.hotelId).work(tx);
      throw new HttpError(400, 'nope');
    };
    await expect(runIdempotent(t.ctx.db, { scope, key: 'k', fingerprint: {} }, failing)).rejects.toThrow(
      'nope',
    );
    expect(await roomsOf(hotel.hotelId)).toHaveLength(1);
    expect(await findIdempotencyKey(t.ctx.db, scope, 'k')).toBeUndefined();
  });

  it('runs the work once when the same key arrives several times at once', async () => {
    const hotel = await createTestHotel(t.ctx);
    const maker = roomMaker(hotel.hotelId);
    const request = { scope: `test:${hotel.hotelId}`, key: 'burst', fingerprint: { same: true } };
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, () => runIdempotent(t.ctx.db, request, maker.work)),
    );
    expect(maker.calls).toBe(1);
    expect(new Set(outcomes.map((outcome) => JSON.stringify(outcome.body))).size).toBe(1);
    expect(outcomes.filter((outcome) => !outcome.replayed)).toHaveLength(1);
    expect(await roomsOf(hotel.hotelId)).toHaveLength(2);
  });

  it('hashes fingerprints independently of property order, and tells different ones apart', () => {
    expect(fingerprintHash({ a: 1, b: { c: 2, d: 3 } })).toBe(fingerprintHash({ b: { d: 3, c: 2 }, a: 1 }));
    expect(fingerprintHash({ a: [1, 2] })).not.toBe(fingerprintHash({ a: [2, 1] }));
    expect(fingerprintHash({ a: '1' })).not.toBe(fingerprintHash({ a: 1 }));
  });
});
