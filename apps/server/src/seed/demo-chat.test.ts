import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { retrievalConcierge } from '../modules/chat/concierge.ts';
import { loadHotelFacts } from '../modules/chat/hotel-facts.ts';
import { hotels } from '../modules/hotels/schema.ts';
import { seedDemo } from './demo-seed.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WEATHER_PROVIDER: 'none' });
});
afterAll(() => t.close());

describe('the concierge on the demo hotel', () => {
  it('answers breakfast hours and a dish price from the demo data, and hands over the rest', async () => {
    await seedDemo(t.ctx.db, t.ctx.now());
    const [demo] = await t.ctx.db
      .select({ id: hotels.id })
      .from(hotels)
      .where(eq(hotels.uniqueId, 'HOTEL-DEMO'));
    const facts = (await loadHotelFacts(t.ctx, demo!.id))!;
    const ask = (question: string) =>
      retrievalConcierge.answer({ question, language: 'en', facts, history: [] });

    const breakfast = await ask('What time is breakfast?');
    expect(breakfast.handoff).toBe(false);
    expect(breakfast.text).toContain('from 06:30 to 10:30 at the Riverside Restaurant');

    const price = await ask('How much is the American Breakfast?');
    expect(price.text).toMatch(/American Breakfast \(Breakfast\): ฿\d+\.\d{2}/);

    const activities = facts.facts.filter((fact) => fact.kind === 'activity');
    expect(activities.length).toBeGreaterThan(0);
    expect(facts.facts.some((fact) => fact.kind === 'tourist')).toBe(true);
    expect(facts.facts.some((fact) => fact.kind === 'request' && fact.text.includes('Towels'))).toBe(true);

    expect((await ask('Can you book me a table at a restaurant in the old town?')).handoff).toBe(true);
  });
});
