import { ACTIVITY_LIMITS, type ParsedActivityBookingRequest } from '@hotel/contracts/activities';
import { badRequest, guestError } from '../../platform/http/errors.ts';
import { MAX_MINOR_AMOUNT } from '../hotels/index.ts';
import type { ActivityOptionRecord, ActivityRecord } from './repository.ts';
import type { BookingOptionDetail } from './schema.ts';
import { englishText } from '../../platform/i18n/ui-text.ts';

type Selection = NonNullable<ParsedActivityBookingRequest['selected_options']>[string];

/** SPEC section 5, activity booking: each refusal carries its rule's key as `code`. */
export const BOOKING_ERRORS = {
  missingFields: englishText('serverErrors.bookingMissingFields'),
  tooLarge: englishText('serverErrors.bookingTooLarge'),
} as const;

export interface RequiredFields {
  date: string;
  time: string;
  people: number;
}

/** Date, time and party size must be there (missing_required_fields). */
export function requireFields(request: ParsedActivityBookingRequest): RequiredFields {
  const { scheduled_date: date, scheduled_time: time, number_of_people: people } = request;
  if (!date || !time || people === null || people === undefined) {
    throw guestError(400, 'bookingMissingFields', 'missing_required_fields');
  }
  return { date, time: time.slice(0, 5), people };
}

/** Party size within min_people (default 1) … max_people (when set). */
export function checkPartySize(activity: ActivityRecord, people: number): void {
  const min = Math.max(1, activity.minPeople);
  if (people < min) {
    throw badRequest(
      min === 1
        ? 'At least 1 person is needed.'
        : `${activity.name} needs at least ${min} people per booking.`,
      'party_too_small',
    );
  }
  const max = Math.min(activity.maxPeople ?? ACTIVITY_LIMITS.maxPeople, ACTIVITY_LIMITS.maxPeople);
  if (people > max) {
    throw badRequest(`${activity.name} takes at most ${max} people per booking.`, 'party_too_large');
  }
}

/** Checks the selections against the activity's options and names what was chosen, in the activity's order. */
export function chooseOptions(
  activity: ActivityRecord,
  selected: Record<string, Selection>,
): BookingOptionDetail[] {
  const known = new Set(activity.options.map((option) => String(option.id)));
  for (const optionId of Object.keys(selected)) {
    if (!known.has(optionId)) throw badRequest(`Unknown option for ${activity.name}.`, 'invalid_option');
  }
  const details: BookingOptionDetail[] = [];
  for (const option of activity.options) {
    const valueIds = new Set(asList(selected[String(option.id)]));
    const values = option.values.filter((value) => valueIds.has(value.id));
    if (values.length < valueIds.size)
      throw badRequest(`Unknown choice for ${option.name}.`, 'invalid_option');
    checkCount(option, values.length);
    if (values.length > 0) {
      details.push({
        id: option.id,
        name: option.name,
        values: values.map(({ id, name, priceAdjustmentMinor }) => ({ id, name, priceAdjustmentMinor })),
      });
    }
  }
  return details;
}

function asList(selection: Selection | undefined): number[] {
  if (selection === null || selection === undefined) return [];
  return Array.isArray(selection) ? selection : [selection];
}

function checkCount(option: ActivityOptionRecord, count: number): void {
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
 * The server's total: (price + option adjustments) per person times the party, or once per booking.
 * A discount never takes the unit below free.
 */
export function totalOf(activity: ActivityRecord, options: BookingOptionDetail[], people: number): number {
  const adjustments = options
    .flatMap((option) => option.values)
    .reduce((sum, value) => sum + value.priceAdjustmentMinor, 0);
  const unit = Math.max(0, activity.priceMinor + adjustments);
  const total = activity.pricePerPerson ? unit * people : unit;
  if (total > MAX_MINOR_AMOUNT) throw guestError(400, 'bookingTooLarge', 'activity_booking_failed');
  return total;
}
