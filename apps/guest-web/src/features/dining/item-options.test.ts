import { describe, expect, it } from 'vitest';
import { ROOM_SERVICE } from './cart-store.ts';
import { icedTea, padThai, pizza, sizeOption, toppingsOption } from '../../test/dining-fixtures.ts';
import {
  chooseSingle,
  isItemVisible,
  optionDetails,
  optionProblems,
  toCartItem,
  toggleMultiple,
  unitPrice,
  type OptionSelection,
} from './item-options.ts';

describe('price with options', () => {
  it('adds the chosen adjustments, positive and negative, to the base price', () => {
    expect(unitPrice(pizza, {})).toBe(380);
    expect(unitPrice(pizza, { 100: 1001 })).toBe(530);
    expect(unitPrice(pizza, { 100: 1001, 101: [1011, 1013] })).toBe(570);
  });

  it('ignores choices that are not the item’s and never goes below free', () => {
    expect(unitPrice(pizza, { 100: 9999, 555: 1 })).toBe(380);
    const cheap = { price: 10, options: [toppingsOption] };
    expect(unitPrice(cheap, { 101: [1013] })).toBe(0);
  });

  it('keeps cents exact', () => {
    const item = {
      price: 0.1,
      options: [{ ...sizeOption, values: [{ id: 1, name: 'x', description: '', price_adjustment: 0.2 }] }],
    };
    expect(unitPrice(item, { 100: 1 })).toBe(0.3);
  });
});

describe('choosing options', () => {
  it('picks one value for a radio option and can clear it', () => {
    let selection: OptionSelection = chooseSingle({}, 100, 1000);
    selection = chooseSingle(selection, 100, 1001);
    expect(selection).toEqual({ 100: 1001 });
    expect(chooseSingle(selection, 100, null)).toEqual({});
  });

  it('ticks up to the maximum and unticks', () => {
    let selection: OptionSelection = {};
    for (const id of [1010, 1011, 1012, 1013])
      selection = toggleMultiple(selection, toppingsOption, id, true);
    expect(selection).toEqual({ 101: [1010, 1011, 1012] });
    selection = toggleMultiple(selection, toppingsOption, 1011, false);
    expect(selection).toEqual({ 101: [1010, 1012] });
    selection = toggleMultiple(
      toggleMultiple(selection, toppingsOption, 1010, false),
      toppingsOption,
      1012,
      false,
    );
    expect(selection).toEqual({});
  });

  it('describes the choices in menu order for the cart', () => {
    expect(optionDetails(pizza.options, { 101: [1013, 1010], 100: 1001 })).toEqual([
      { id: 100, name: 'Size', values: [{ id: 1001, name: 'Large', price_adjustment: 150 }] },
      {
        id: 101,
        name: 'Toppings',
        values: [
          { id: 1010, name: 'Mushrooms', price_adjustment: 0 },
          { id: 1013, name: 'No cheese', price_adjustment: -20 },
        ],
      },
    ]);
    const line = toCartItem(pizza, { 100: 1000 }, 2);
    expect(line).toMatchObject({
      itemId: 1,
      quantity: 2,
      name: 'Margherita Pizza',
      price: 380,
      currency_symbol: '฿',
    });
    expect(line.selectedOptions).toEqual({ 100: 1000 });
  });
});

describe('option rules (SPEC section 5, order modal)', () => {
  it('asks for a required option and for the minimum of a multiple choice', () => {
    expect([...optionProblems(pizza.options, {})]).toEqual([
      [100, { kind: 'required', name: 'Size' }],
      [101, { kind: 'minimum', n: 2 }],
    ]);
    expect([...optionProblems(pizza.options, { 100: 1000, 101: [1010] })]).toEqual([
      [101, { kind: 'minimum', n: 2 }],
    ]);
    expect(optionProblems(pizza.options, { 100: 1000, 101: [1010, 1012] }).size).toBe(0);
  });

  it('asks nothing of an item without options', () => {
    expect(optionProblems(padThai.options, {}).size).toBe(0);
  });
});

describe('visibility rule (SPEC section 5, Menu)', () => {
  it('shows everything when no location is chosen, and for room service', () => {
    for (const item of [pizza, padThai, icedTea]) {
      expect(isItemVisible(item, null)).toBe(true);
      expect(isItemVisible(item, ROOM_SERVICE)).toBe(true);
    }
  });

  it('shows an item at a location it lists, or one that lists none', () => {
    expect(isItemVisible(pizza, 2)).toBe(true);
    expect(isItemVisible(pizza, 1)).toBe(false);
    expect(isItemVisible(icedTea, 1)).toBe(true);
    expect(isItemVisible(icedTea, 2)).toBe(false);
    expect(isItemVisible(padThai, 1)).toBe(true);
    expect(isItemVisible(padThai, 2)).toBe(true);
  });
});
