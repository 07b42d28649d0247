import type { OptionGroupInput, StaffMenuItem } from '@hotel/contracts/menu-admin';
import { parseAmount } from './price.ts';

/** An option group as the form holds it: amounts as typed, so "1," is not lost mid-keystroke. */
export interface OptionGroupDraft {
  key: string;
  id?: number;
  name: string;
  required: boolean;
  multiple: boolean;
  min: string;
  max: string;
  values: { key: string; id?: number; name: string; price: string }[];
}

let nextKey = 0;
export const draftKey = () => `draft-${(nextKey += 1)}`;

export function toDrafts(item: StaffMenuItem | null): OptionGroupDraft[] {
  return (item?.options ?? []).map((group) => ({
    key: draftKey(),
    id: group.id,
    name: group.name,
    required: group.required,
    multiple: group.multiple,
    min: String(group.min_selections),
    max: group.max_selections === null ? '' : String(group.max_selections),
    values: group.values.map((value) => ({
      key: draftKey(),
      id: value.id,
      name: value.name,
      price: value.price_adjustment === 0 ? '' : String(value.price_adjustment),
    })),
  }));
}

export function fromDraft(group: OptionGroupDraft): OptionGroupInput {
  const min = group.min.trim() === '' ? 0 : Number(group.min);
  return {
    ...(group.id !== undefined && { id: group.id }),
    name: group.name,
    required: group.required || min > 0,
    multiple: group.multiple,
    min_selections: group.multiple ? min : group.required ? 1 : 0,
    max_selections: !group.multiple ? null : group.max.trim() === '' ? null : Number(group.max),
    values: group.values.map((value) => ({
      ...(value.id !== undefined && { id: value.id }),
      name: value.name,
      price_adjustment: parseAmount(value.price),
    })),
  };
}
