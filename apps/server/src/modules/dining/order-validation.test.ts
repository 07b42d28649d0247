import { describe, expect, it } from 'vitest';
import { HttpError } from '../../platform/http/errors.ts';
import { zonedToInstant } from '../../platform/time.ts';
import type { MenuItemRecord } from './menu-repository.ts';
import { SCHEDULE_GRACE_MS, checkSchedule, chooseOptions } from './order-validation.ts';

const item: MenuItemRecord = {
  id: 1,
  name: 'Noodles',
  description: '',
  priceMinor: 10000,
  imageUrl: null,
  subCategoryId: null,
  available: true,
  popularRank: null,
  locations: [],
  options: [
    {
      id: 10,
      name: 'Broth',
      description: '',
      required: false,
      multiple: false,
      minSelections: 0,
      maxSelections: null,
      values: [
        { id: 100, name: 'Clear', description: '', priceAdjustmentMinor: 0 },
        { id: 101, name: 'Rich', description: '', priceAdjustmentMinor: 500 },
      ],
    },
    {
      id: 20,
      name: 'Toppings',
      description: '',
      required: false,
      multiple: true,
      minSelections: 2,
      maxSelections: 2,
      values: [
        { id: 200, name: 'Egg', description: '', priceAdjustmentMinor: 1000 },
        { id: 201, name: 'Pork', description: '', priceAdjustmentMinor: 2000 },
        { id: 202, name: 'Tofu', description: '', priceAdjustmentMinor: -500 },
      ],
    },
  ],
};

function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return `${error.statusCode} ${error.detail}`;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('chooseOptions', () => {
  it('accepts a single value as a one-item list and names only what was chosen', () => {
    expect(chooseOptions(item, { 10: [101], 20: [200, 202] })).toEqual([
      { id: 10, name: 'Broth', values: [{ id: 101, name: 'Rich', priceAdjustmentMinor: 500 }] },
      {
        id: 20,
        name: 'Toppings',
        values: [
          { id: 200, name: 'Egg', priceAdjustmentMinor: 1000 },
          { id: 202, name: 'Tofu', priceAdjustmentMinor: -500 },
        ],
      },
    ]);
  });

  it('counts a value chosen twice once, so it is not charged twice', () => {
    expect(refusal(() => chooseOptions(item, { 20: [200, 200] }))).toBe('400 minimum selections 2');
  });

  it('applies a minimum even to an option that is not required (SPEC: a minimum needs that many)', () => {
    expect(refusal(() => chooseOptions(item, {}))).toBe('400 minimum selections 2');
    expect(refusal(() => chooseOptions(item, { 20: null }))).toBe('400 minimum selections 2');
  });

  it('refuses values of other options and keys that are not options of the item', () => {
    expect(refusal(() => chooseOptions(item, { 10: 200, 20: [200, 201] }))).toBe(
      '400 Unknown choice for Broth.',
    );
    expect(refusal(() => chooseOptions(item, { 99: 1, 20: [200, 201] }))).toBe(
      '400 Unknown option for Noodles.',
    );
  });
});

describe('checkSchedule', () => {
  const zone = 'Asia/Bangkok';
  // 23:50 on 10 March in Bangkok: the window's last day is 23 March.
  const now = zonedToInstant('2026-03-10', '23:50:00', zone);

  it('treats no time, and a time within the grace just passed, as right away', () => {
    expect(checkSchedule(null, now, zone)).toBeNull();
    expect(checkSchedule(undefined, now, zone)).toBeNull();
    expect(
      checkSchedule(new Date(now.getTime() - SCHEDULE_GRACE_MS + 1000).toISOString(), now, zone),
    ).toBeNull();
  });

  it('refuses a time before the grace', () => {
    expect(
      refusal(() =>
        checkSchedule(new Date(now.getTime() - SCHEDULE_GRACE_MS - 1000).toISOString(), now, zone),
      ),
    ).toBe('400 The scheduled time has passed. Please choose a later time.');
  });

  it('keeps to the 14 calendar days starting today in the hotel zone', () => {
    const lastMinute = zonedToInstant('2026-03-23', '23:59:00', zone);
    expect(checkSchedule(lastMinute.toISOString(), now, zone)).toEqual(lastMinute);
    const firstOutside = zonedToInstant('2026-03-24', '00:00:00', zone);
    expect(refusal(() => checkSchedule(firstOutside.toISOString(), now, zone))).toBe(
      '400 Orders can be scheduled at most 14 days ahead.',
    );
    // The same instant seen from a zone where it is still 10 March morning is inside the window there.
    expect(checkSchedule('2026-03-24T00:30:00+07:00', now, 'America/Los_Angeles')).toBeInstanceOf(Date);
  });
});
