import { describe, expect, it } from 'vitest';
import type { ActivityOption } from '@hotel/contracts/activities';
import { optionsFromText, optionsToText } from './options-text.ts';

describe('options as text', () => {
  it('reads required, multiple with bounds, and signed adjustments', () => {
    expect(
      optionsFromText('Spice level * : Mild | Thai hot\n\nExtras [1-2] : Booklet +150 | Tofu -30.5'),
    ).toEqual({
      options: [
        {
          name: 'Spice level',
          required: true,
          multiple: false,
          min_selections: 0,
          max_selections: null,
          values: [
            { name: 'Mild', price_adjustment: 0 },
            { name: 'Thai hot', price_adjustment: 0 },
          ],
        },
        {
          name: 'Extras',
          required: false,
          multiple: true,
          min_selections: 1,
          max_selections: 2,
          values: [
            { name: 'Booklet', price_adjustment: 150 },
            { name: 'Tofu', price_adjustment: -30.5 },
          ],
        },
      ],
    });
  });

  it('names the line it cannot read', () => {
    expect(optionsFromText('Boat : Long-tail\nno colon here')).toEqual({ error: true, line: 2 });
  });

  it('writes what it reads back', () => {
    const option = (overrides: Partial<ActivityOption>): ActivityOption => ({
      id: 1,
      name: 'Extras',
      description: '',
      required: false,
      multiple: true,
      min_selections: 0,
      max_selections: 2,
      values: [{ id: 2, name: 'Photos', description: '', price_adjustment: 50 }],
      ...overrides,
    });
    const text = optionsToText([
      option({}),
      option({ name: 'Any', max_selections: null }),
      option({ name: 'Boat', multiple: false, required: true }),
    ]);
    expect(text).toBe('Extras [-2] : Photos +50\nAny [multiple] : Photos +50\nBoat * : Photos +50');
    const back = optionsFromText(text);
    expect('options' in back && back.options.map((o) => [o.name, o.multiple, o.max_selections])).toEqual([
      ['Extras', true, 2],
      ['Any', true, null],
      ['Boat', false, null],
    ]);
  });
});
