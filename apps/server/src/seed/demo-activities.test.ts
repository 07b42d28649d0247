import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { findActivities, findSchedules } from '../modules/activities/repository.ts';
import { hotels } from '../modules/hotels/schema.ts';
import { seedDemo } from './demo-seed.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function demoActivities(uniqueId: string) {
  const [hotel] = await t.ctx.db.select({ id: hotels.id }).from(hotels).where(eq(hotels.uniqueId, uniqueId));
  const records = await findActivities(t.ctx.db, hotel!.id);
  return {
    records,
    schedules: await findSchedules(
      t.ctx.db,
      records.map((record) => record.id),
    ),
  };
}

describe('demo activities seed', () => {
  it('gives both hotels bookable activities with small capacities, and is safe to run twice', async () => {
    await seedDemo(t.ctx.db, t.ctx.now());
    const once = await demoActivities('HOTEL-DEMO');
    await seedDemo(t.ctx.db, t.ctx.now());
    expect(await demoActivities('HOTEL-DEMO')).toEqual(once);
    expect(once.records.length).toBeGreaterThanOrEqual(5);
    expect(once.records.some((record) => record.prepaymentRequired)).toBe(true);
    expect(once.records.some((record) => record.minPeople > 1)).toBe(true);
    expect(once.records.some((record) => !record.pricePerPerson)).toBe(true);
    expect(once.records.flatMap((record) => record.options).some((option) => option.required)).toBe(true);
    expect(Math.min(...once.schedules.map((schedule) => schedule.capacity))).toBeLessThanOrEqual(2);
    const sea = await demoActivities('HOTEL-SEA');
    expect(sea.records.length).toBeGreaterThanOrEqual(2);
  });
});
