import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { loadMenuRecords, type MenuRecords } from '../modules/dining/menu-repository.ts';
import { hotels } from '../modules/hotels/schema.ts';
import { seedDemo } from './demo-seed.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function demoMenu(uniqueId: string): Promise<MenuRecords> {
  const [hotel] = await t.ctx.db.select({ id: hotels.id }).from(hotels).where(eq(hotels.uniqueId, uniqueId));
  const records = await loadMenuRecords(t.ctx.db, hotel!.id);
  return records!;
}

describe('demo dining seed', () => {
  it('is safe to run twice', async () => {
    await seedDemo(t.ctx.db, t.ctx.now());
    const once = await demoMenu('HOTEL-DEMO');
    await seedDemo(t.ctx.db, t.ctx.now());
    const twice = await demoMenu('HOTEL-DEMO');
    expect(twice).toEqual(once);
    expect((await demoMenu('HOTEL-SEA')).items.length).toBeGreaterThanOrEqual(5);
  });

  it('gives HOTEL-DEMO a menu that shows every kind of option and location rule', async () => {
    await seedDemo(t.ctx.db, t.ctx.now());
    const menu = await demoMenu('HOTEL-DEMO');
    expect(menu.items.length).toBeGreaterThanOrEqual(14);
    expect(menu.subCategories.map((category) => category.name)).toEqual(
      expect.arrayContaining(['Breakfast', 'Mains', 'Thai Favourites', 'Drinks', 'Desserts']),
    );
    const options = menu.items.flatMap((item) => item.options);
    expect(options.some((option) => option.required && !option.multiple)).toBe(true);
    expect(options.some((option) => !option.required && !option.multiple)).toBe(true);
    expect(options.some((option) => option.multiple && option.minSelections === 1)).toBe(true);
    expect(
      options.some((option) => option.multiple && option.minSelections === 2 && option.maxSelections),
    ).toBe(true);
    const adjustments = options.flatMap((option) => option.values.map((value) => value.priceAdjustmentMinor));
    expect(adjustments.some((amount) => amount > 0)).toBe(true);
    expect(adjustments.some((amount) => amount < 0)).toBe(true);
    expect(menu.items.some((item) => item.locations.length === 0)).toBe(true);
    expect(menu.items.some((item) => item.locations.length === 1)).toBe(true);
    const popular = menu.items.filter((item) => item.popularRank !== null);
    expect(popular.length).toBeGreaterThanOrEqual(4);
    expect(popular.length).toBeLessThanOrEqual(5);
    expect(menu.items.filter((item) => item.imageUrl === null)).toHaveLength(1);
  });

  it('points every image at a small SVG the app serves', async () => {
    await seedDemo(t.ctx.db, t.ctx.now());
    const urls = [...(await demoMenu('HOTEL-DEMO')).items, ...(await demoMenu('HOTEL-SEA')).items]
      .map((item) => item.imageUrl)
      .filter((url): url is string => url !== null);
    expect(new Set(urls).size).toBe(urls.length);
    for (const url of urls) {
      expect(url).toMatch(/^\/media\/dining\/[a-z-]+\.svg$/);
      const file = path.join(t.ctx.config.mediaDir, url.replace('/media/', ''));
      expect(fs.statSync(file).size, url).toBeLessThanOrEqual(3 * 1024);
      const served = await t.app.inject({ url });
      expect(served.statusCode, url).toBe(200);
      expect(served.headers['content-type']).toContain('image/svg+xml');
    }
  });
});
