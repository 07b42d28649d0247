import { ORDER_LIMITS, type ParsedOrderRequest } from '@hotel/contracts/dining';
import { isOpenAt, weekdayOf, type OpeningHours } from '@hotel/contracts/opening-hours';
import { badRequest, guestError } from '../../platform/http/errors.ts';
import { addDays, dateInZone, timeInZone, zonedToInstant } from '../../platform/time.ts';
import { MAX_MINOR_AMOUNT } from '../hotels/index.ts';
import type { MenuItemRecord, MenuOptionRecord } from './menu-repository.ts';
import { findLocation, isServedAt, roomService, type MenuPlace, type MenuSnapshot } from './menu.ts';
import type { OrderLineOptionDetail } from './schema.ts';
import { englishText } from '../../platform/i18n/ui-text.ts';

type RequestedLine = ParsedOrderRequest['items'][number];
type Selection = NonNullable<RequestedLine['selected_options']>[string];

/** An order line priced from the menu; whatever price the client sent was never read. */
export interface PricedLine {
  item: MenuItemRecord;
  quantity: number;
  notes: string;
  unitPriceMinor: number;
  totalPriceMinor: number;
  optionDetails: OrderLineOptionDetail[];
}

export interface PricedOrder {
  place: Exclude<MenuPlace, { kind: 'everywhere' }>;
  lines: PricedLine[];
  totalMinor: number;
}

export const ORDER_ERRORS = {
  cartEmpty: englishText('serverErrors.cartEmpty'),
  itemNotFound: englishText('serverErrors.itemGone'),
  tooLarge: englishText('serverErrors.orderTooLarge'),
  scheduledInPast: englishText('serverErrors.scheduledInPast'),
  scheduledTooFar: englishText('serverErrors.scheduledTooFar'),
  invalidTime: englishText('serverErrors.invalidTime'),
  closedAtThatTime: englishText('serverErrors.closedAtThatTime'),
} as const;

/** Where the order goes, every line checked against the item's real options, and the server's total. */
export function priceOrder(menu: MenuSnapshot, request: ParsedOrderRequest): PricedOrder {
  // Checked here rather than in the contract so the detail is the cart's exact text, without a field path.
  if (request.items.length === 0) throw guestError(400, 'cartEmpty', 'cart_empty');
  const place =
    request.location === null
      ? roomService(menu)
      : { kind: 'location' as const, location: findLocation(menu, request.location) };
  const lines = request.items.map((line) => priceLine(menu, place, line));
  const totalMinor = lines.reduce((sum, line) => sum + line.totalPriceMinor, 0);
  if (totalMinor > MAX_MINOR_AMOUNT) throw guestError(400, 'orderTooLarge', 'order_too_large');
  return { place, lines, totalMinor };
}

function priceLine(menu: MenuSnapshot, place: PricedOrder['place'], line: RequestedLine): PricedLine {
  const item = menu.itemsById.get(line.dining_item);
  if (!item) throw guestError(404, 'itemGone', 'item_not_found');
  if (!item.available) throw badRequest(`${item.name} is not available right now.`, 'item_unavailable');
  if (place.kind === 'location' && !isServedAt(item, place)) {
    throw badRequest(`${item.name} is not served at ${place.location.name}.`, 'item_not_served_here');
  }
  const optionDetails = chooseOptions(item, line.selected_options ?? {});
  const adjustments = optionDetails
    .flatMap((option) => option.values)
    .reduce((sum, value) => sum + value.priceAdjustmentMinor, 0);
  // Discounts may not take an item below free.
  const unitPriceMinor = Math.max(0, item.priceMinor + adjustments);
  return {
    item,
    quantity: line.quantity,
    notes: line.notes ?? '',
    unitPriceMinor,
    totalPriceMinor: unitPriceMinor * line.quantity,
    optionDetails,
  };
}

/** Checks the selections against the item's options (SPEC section 5, order modal) and names what was chosen. */
export function chooseOptions(
  item: MenuItemRecord,
  selected: Record<string, Selection>,
): OrderLineOptionDetail[] {
  const known = new Set(item.options.map((option) => String(option.id)));
  for (const optionId of Object.keys(selected)) {
    if (!known.has(optionId)) throw badRequest(`Unknown option for ${item.name}.`, 'invalid_option');
  }
  const details: OrderLineOptionDetail[] = [];
  for (const option of item.options) {
    const valueIds = new Set(asList(selected[String(option.id)]));
    const known = option.values.filter((value) => valueIds.has(value.id));
    if (known.length < valueIds.size)
      throw badRequest(`Unknown choice for ${option.name}.`, 'invalid_option');
    // In menu order, whatever order they were ticked in: the bill reads the same way every time.
    const values = known.map((value) => ({
      id: value.id,
      name: value.name,
      priceAdjustmentMinor: value.priceAdjustmentMinor,
    }));
    checkCount(option, values.length);
    if (values.length > 0) details.push({ id: option.id, name: option.name, values });
  }
  return details;
}

/** A value chosen twice counts once (the caller makes a set): it must not be charged twice. */
function asList(selection: Selection | undefined): number[] {
  if (selection === null || selection === undefined) return [];
  return Array.isArray(selection) ? selection : [selection];
}

function checkCount(option: MenuOptionRecord, count: number): void {
  if (!option.multiple && count > 1) {
    throw badRequest(`Only one choice is allowed for ${option.name}.`, 'invalid_option');
  }
  if (option.required && count === 0) throw badRequest(`please select ${option.name}`, 'option_required');
  if (option.multiple && option.minSelections > 0 && count < option.minSelections) {
    throw badRequest(`minimum selections ${option.minSelections}`, 'min_selections_required');
  }
  if (option.multiple && option.maxSelections !== null && count > option.maxSelections) {
    throw badRequest(`maximum selections ${option.maxSelections}`, 'max_selections_exceeded');
  }
}

/**
 * A few minutes of grace: the picker's minimum is "now", and the guest may take a moment to submit.
 * A time inside the grace is served right away, as the cart shows it ('Right Away').
 */
export const SCHEDULE_GRACE_MS = 5 * 60_000;

/**
 * The instant to prepare the order for, or null for as soon as possible. A scheduled time must fall inside
 * the opening hours of where the order goes (`hours`, on the hotel's clock; null: around the clock).
 */
export function checkSchedule(
  scheduledFor: string | null | undefined,
  now: Date,
  timeZone: string,
  hours: OpeningHours | null = null,
): Date | null {
  if (!scheduledFor) return null;
  const instant = new Date(scheduledFor);
  if (Number.isNaN(instant.getTime())) throw guestError(400, 'invalidTime', 'invalid_time');
  if (instant.getTime() < now.getTime() - SCHEDULE_GRACE_MS) {
    throw guestError(400, 'scheduledInPast', 'scheduled_in_past');
  }
  if (instant.getTime() <= now.getTime()) return null;
  const windowEnd = zonedToInstant(
    addDays(dateInZone(now, timeZone), ORDER_LIMITS.scheduleWindowDays),
    '00:00:00',
    timeZone,
  );
  if (instant.getTime() >= windowEnd.getTime()) throw guestError(400, 'scheduledTooFar', 'scheduled_too_far');
  const clock = timeInZone(instant, timeZone);
  const minute = Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
  if (!isOpenAt(hours, weekdayOf(dateInZone(instant, timeZone)), minute))
    throw guestError(400, 'closedAtThatTime', 'outside_opening_hours');
  return instant;
}
