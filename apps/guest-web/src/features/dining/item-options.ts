import type { DiningItem, ItemOption } from '@hotel/contracts/dining';
import { ROOM_SERVICE, type CartItem, type CartLocationId, type CartOptionDetail } from './cart-store.ts';

/** Option id → the chosen value id (radio), or the chosen value ids (checkboxes); absent when nothing is chosen. */
export type OptionSelection = Record<string, number | number[]>;

/** The ids chosen for one option, whatever its kind. */
export function chosenValueIds(selection: OptionSelection, optionId: number): number[] {
  const chosen = selection[String(optionId)];
  if (chosen === undefined) return [];
  return Array.isArray(chosen) ? chosen : [chosen];
}

/** A radio pick: one value, or none (`null`) for an option that may be left out. */
export function chooseSingle(
  selection: OptionSelection,
  optionId: number,
  valueId: number | null,
): OptionSelection {
  const next = { ...selection };
  if (valueId === null) delete next[String(optionId)];
  else next[String(optionId)] = valueId;
  return next;
}

/** A checkbox tick or untick; ticks beyond max_selections are refused (the box is disabled too). */
export function toggleMultiple(
  selection: OptionSelection,
  option: Pick<ItemOption, 'id' | 'max_selections'>,
  valueId: number,
  checked: boolean,
): OptionSelection {
  const current = chosenValueIds(selection, option.id);
  const without = current.filter((id) => id !== valueId);
  if (checked && option.max_selections !== null && without.length >= option.max_selections) return selection;
  const values = checked ? [...without, valueId] : without;
  const next = { ...selection };
  if (values.length === 0) delete next[String(option.id)];
  else next[String(option.id)] = values;
  return next;
}

/** The chosen values of every option, in menu order, named and priced: the cart line's option_details. */
export function optionDetails(options: ItemOption[], selection: OptionSelection): CartOptionDetail[] {
  return options.flatMap((option) => {
    const chosen = new Set(chosenValueIds(selection, option.id));
    const values = option.values
      .filter((value) => chosen.has(value.id))
      .map((value) => ({ id: value.id, name: value.name, price_adjustment: value.price_adjustment }));
    return values.length > 0 ? [{ id: option.id, name: option.name, values }] : [];
  });
}

/** One item with the chosen adjustments, never below free (as the server prices it), to the cent. */
export function unitPrice(item: Pick<DiningItem, 'price' | 'options'>, selection: OptionSelection): number {
  const adjustments = optionDetails(item.options, selection)
    .flatMap((option) => option.values)
    .reduce((sum, value) => sum + value.price_adjustment, 0);
  return Math.round(Math.max(0, item.price + adjustments) * 100) / 100;
}

export type OptionProblem = { kind: 'required'; name: string } | { kind: 'minimum'; n: number };

/**
 * SPEC section 5, order modal: a required option needs a choice ('please select {option name}'), a multiple
 * choice with a minimum needs that many ('minimum selections {n}'). The same rules the server applies.
 */
export function optionProblems(
  options: ItemOption[],
  selection: OptionSelection,
): Map<number, OptionProblem> {
  const problems = new Map<number, OptionProblem>();
  for (const option of options) {
    const count = chosenValueIds(selection, option.id).length;
    if (option.required && count === 0) problems.set(option.id, { kind: 'required', name: option.name });
    else if (option.multiple && option.min_selections > 0 && count < option.min_selections) {
      problems.set(option.id, { kind: 'minimum', n: option.min_selections });
    }
  }
  return problems;
}

/**
 * SPEC section 5, Menu: an item shows when no location is chosen, for room service, when it lists the chosen
 * location, or when it lists none (served everywhere).
 */
export function isItemVisible(item: Pick<DiningItem, 'locations'>, location: CartLocationId | null): boolean {
  if (location === null || location === ROOM_SERVICE) return true;
  return item.locations.length === 0 || item.locations.some((place) => place.id === location);
}

/** The cart line for `quantity` of `item` with these choices (SPEC section 3, Cart). */
export function toCartItem(item: DiningItem, selection: OptionSelection, quantity: number): CartItem {
  return {
    itemId: item.id,
    quantity,
    notes: '',
    selectedOptions: { ...selection },
    name: item.name,
    price: item.price,
    imageUrl: item.image_url,
    currency_symbol: item.currency_symbol,
    option_details: optionDetails(item.options, selection),
  };
}

interface Described {
  name: string;
  description?: string | null;
}

/**
 * The hotel's texts of a dish or an activity (name, description, its options and their values), for the
 * translation notice.
 */
export function textsOfItem(
  item: Described & { options: (Described & { values: Described[] })[] },
): string[] {
  return [
    item.name,
    item.description,
    ...item.options.flatMap((option) => [
      option.name,
      option.description,
      ...option.values.flatMap((value) => [value.name, value.description]),
    ]),
  ].filter((text): text is string => Boolean(text));
}
