import { describe, expect, it } from 'vitest';
import type { Activity } from '@hotel/contracts/activities';
import {
  bookingErrorCode,
  bookingTotal,
  datesBetween,
  defaultSelection,
  partyBounds,
} from './booking-form.ts';

const activity: Activity = {
  id: 1,
  name: 'Kayak',
  description: '',
  image_url: null,
  price: 500,
  price_per_person: true,
  min_people: 2,
  max_people: null,
  prepayment_required: false,
  currency_symbol: '฿',
  cancel_cutoff_minutes: 120,
  options: [
    {
      id: 10,
      name: 'Level',
      description: '',
      required: true,
      multiple: false,
      min_selections: 0,
      max_selections: null,
      values: [
        { id: 11, name: 'Beginner', description: '', price_adjustment: 0 },
        { id: 12, name: 'Advanced', description: '', price_adjustment: 100.5 },
      ],
    },
    {
      id: 20,
      name: 'Extras',
      description: '',
      required: true,
      multiple: true,
      min_selections: 1,
      max_selections: 2,
      values: [{ id: 21, name: 'Photos', description: '', price_adjustment: -600 }],
    },
  ],
};

describe('booking form', () => {
  it('starts required single choices on their first value, and nothing else', () => {
    expect(defaultSelection(activity.options)).toEqual({ '10': 11 });
  });

  it('totals per person or per booking, never below free', () => {
    expect(bookingTotal(activity, { '10': 12 }, 3)).toBe(1801.5);
    expect(bookingTotal({ ...activity, price_per_person: false }, { '10': 12 }, 3)).toBe(600.5);
    expect(bookingTotal(activity, { '10': 11, '20': [21] }, 2)).toBe(0);
  });

  it('bounds the party by min_people and max_people, or the booking limit', () => {
    expect(partyBounds(activity)).toEqual({ min: 2, max: 50 });
    expect(partyBounds({ min_people: 1, max_people: 4 })).toEqual({ min: 1, max: 4 });
    expect(partyBounds({ min_people: 0, max_people: null }).min).toBe(1);
  });

  it('lists the days between two dates across a month end', () => {
    expect(datesBetween('2026-11-29', '2026-12-02')).toEqual([
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
    ]);
    expect(datesBetween('2026-12-02', '2026-11-29')).toEqual([]);
  });

  it('knows the rule keys and nothing else', () => {
    expect(bookingErrorCode('insufficient_capacity')).toBe('insufficient_capacity');
    expect(bookingErrorCode('made_up')).toBeNull();
    expect(bookingErrorCode(undefined)).toBeNull();
  });
});
