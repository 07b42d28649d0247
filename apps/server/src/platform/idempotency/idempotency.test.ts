import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { HttpError } from '../http/errors.ts';
import { createTestApp, createTestHotel, uniqueSuffix, type TestApp } from '../../../test/test-app.ts';
import { rooms } from '../../modules/stays/schema.ts';
import { createOnce, fingerprintHash, type IdempotencyClaim } from './idempotency.ts';
import { findIdempotencyKey, insertIdempotencyKey } from './repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/**
 * Steps that create a room (and, given a claim, its key in the same statement), so what was created can be
 * counted; `refuse` makes `create` fail validation before writing, as a bad order does.
 */
function roomMaker(hotelId: number, options: { roomNumber?: string; refuse?: boolean } = {}) {
  let creates = 0;
  return {
    get creates() {
      return creates;
    },
    async create(claim: IdempotencyClaim | undefined) {
      creates++;
      if (options.refuse) throw new HttpError(400, 'Not a room.');
      const roomNumber = options.roomNumber ?? `R${uniqueSuffix()}`;
      const result = await t.ctx.db.execute<{ id: number }>(sql`
        with new_room as (
          insert into ${rooms} (hotel_id, room_number) values (${hotelId}, ${roomNumber}) returning id
        )${claim ? sql`, new_key as (${insertIdempotencyKey(claim, 'new_room')})` : sql``}
        select id from new_room`);
      return { room: (result as unknown as { rows: { id: number }[] }).rows[0]!.id };
    },
    replay: async (id: number) => ({ room: id }),
  };
}

const roomsOf = (hotelId: number) => t.ctx.db.select().from(rooms).where(eq(rooms.hotelId, hotelId));

describe('createOnce', () => {
  it('creates once per key and answers a retry with the record the key points at', async () => {
    const hotel = await createTestHotel(t.ctx);
    const maker = roomMaker(hotel.hotelId);
    const request = { scope: `test:${hotel.hotelId}`, key: 'k1', fingerprint: { a: 1, b: [1, 2] } };
    const first = await createOnce(t.ctx.db, request, maker);
    const again = await createOnce(t.ctx.db, { ...request, fingerprint: { b: [1, 2], a: 1 } }, maker);
    expect(first.replayed).toBe(false);
    expect(again).toEqual({ value: first.value, replayed: true });
    expect(await roomsOf(hotel.hotelId)).toHaveLength(2); // the test hotel's own room and one more
    expect((await findIdempotencyKey(t.ctx.db, request.scope, 'k1'))?.resourceId).toBe(first.value.room);
  });

  it('creates every time without a key', async () => {
    const hotel = await createTestHotel(t.ctx);
    const maker = roomMaker(hotel.hotelId);
    const request = { scope: `test:${hotel.hotelId}`, key: undefined, fingerprint: {} };
    await createOnce(t.ctx.db, request, maker);
    await createOnce(t.ctx.db, request, maker);
    expect(await roomsOf(hotel.hotelId)).toHaveLength(3);
  });

  it('refuses the same key for a different request with 422 and creates nothing', async () => {
    const hotel = await createTestHotel(t.ctx);
    const maker = roomMaker(hotel.hotelId);
    const scope = `test:${hotel.hotelId}`;
    await createOnce(t.ctx.db, { scope, key: 'k', fingerprint: { n: 1 } }, maker);
    const refused = await createOnce(t.ctx.db, { scope, key: 'k', fingerprint: { n: 2 } }, maker).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(HttpError);
    expect((refused as HttpError).statusCode).toBe(422);
    expect(await roomsOf(hotel.hotelId)).toHaveLength(2);
  });

  it('keeps no key for a refused request, so it can be corrected and resent under the same key', async () => {
    const hotel = await createTestHotel(t.ctx);
    const scope = `test:${hotel.hotelId}`;
    const request = { scope, key: 'k', fingerprint: {} };
    await expect(createOnce(t.ctx.db, request, roomMaker(hotel.hotelId, { refuse: true }))).rejects.toThrow(
      'Not a room.',
    );
    expect(await findIdempotencyKey(t.ctx.db, scope, 'k')).toBeUndefined();
    expect((await createOnce(t.ctx.db, request, roomMaker(hotel.hotelId))).replayed).toBe(false);
  });

  it('answers a retry that no longer validates with the record its key already created', async () => {
    const hotel = await createTestHotel(t.ctx);
    const request = { scope: `test:${hotel.hotelId}`, key: 'k', fingerprint: {} };
    const first = await createOnce(t.ctx.db, request, roomMaker(hotel.hotelId));
    const retry = await createOnce(t.ctx.db, request, roomMaker(hotel.hotelId, { refuse: true }));
    expect(retry).toEqual({ value: first.value, replayed: true });
  });

  it('answers a used key before create runs when asked to check it first, and still refuses another request', async () => {
    const hotel = await createTestHotel(t.ctx);
    const maker = roomMaker(hotel.hotelId);
    const request = { scope: `test:${hotel.hotelId}`, key: 'k', fingerprint: { n: 1 }, checkKeyFirst: true };
    const first = await createOnce(t.ctx.db, request, maker);
    const retry = await createOnce(t.ctx.db, request, maker);
    expect(retry).toEqual({ value: first.value, replayed: true });
    expect(maker.creates).toBe(1);
    const other = createOnce(t.ctx.db, { ...request, fingerprint: { n: 2 } }, maker);
    await expect(other).rejects.toMatchObject({ statusCode: 422, code: 'idempotency_key_reused' });
    expect(maker.creates).toBe(1);
  });

  it('passes on other unique violations', async () => {
    const hotel = await createTestHotel(t.ctx);
    const request = { scope: `test:${hotel.hotelId}`, key: 'k', fingerprint: {} };
    const taken = roomMaker(hotel.hotelId, { roomNumber: hotel.roomNumber });
    await expect(createOnce(t.ctx.db, request, taken)).rejects.not.toBeInstanceOf(HttpError);
    expect(await findIdempotencyKey(t.ctx.db, request.scope, 'k')).toBeUndefined();
  });

  it('creates one record when the same key arrives several times at once', async () => {
    const hotel = await createTestHotel(t.ctx);
    const maker = roomMaker(hotel.hotelId);
    const request = { scope: `test:${hotel.hotelId}`, key: 'burst', fingerprint: { same: true } };
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, () => createOnce(t.ctx.db, request, maker)),
    );
    expect(new Set(outcomes.map((outcome) => outcome.value.room)).size).toBe(1);
    expect(outcomes.filter((outcome) => !outcome.replayed)).toHaveLength(1);
    expect(await roomsOf(hotel.hotelId)).toHaveLength(2);
  });

  it('hashes fingerprints independently of property order, and tells different ones apart', () => {
    expect(fingerprintHash({ a: 1, b: { c: 2, d: 3 } })).toBe(fingerprintHash({ b: { d: 3, c: 2 }, a: 1 }));
    expect(fingerprintHash({ a: [1, 2] })).not.toBe(fingerprintHash({ a: [2, 1] }));
    expect(fingerprintHash({ a: '1' })).not.toBe(fingerprintHash({ a: 1 }));
  });
});
