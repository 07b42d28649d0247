import type { Activity, ActivityOption } from '@hotel/contracts/activities';
import { ACTIVITY_BOOKING_ERROR_CODES, ACTIVITY_LIMITS } from '@hotel/contracts/activity-status';
import type { OptionSelection } from '../dining/option-groups.lazy.tsx';

/** SPEC section 5: required single-choice options start on their first value. */
export function defaultSelection(options: ActivityOption[]): OptionSelection {
  const selection: OptionSelection = {};
  for (const option of options) {
    const first = option.values[0];
    if (option.required && !option.multiple && first) selection[String(option.id)] = first.id;
  }
  return selection;
}

/** Party size within min_people (default 1) … max_people (or the booking limit). */
export function partyBounds(activity: Pick<Activity, 'min_people' | 'max_people'>): {
  min: number;
  max: number;
} {
  const min = Math.max(1, activity.min_people);
  const max = Math.min(activity.max_people ?? ACTIVITY_LIMITS.maxPeople, ACTIVITY_LIMITS.maxPeople);
  return { min, max: Math.max(min, max) };
}

/** As the server computes it: (price + adjustments) per person times the party, or once; never below free. */
export function bookingTotal(activity: Activity, selection: OptionSelection, people: number): number {
  const chosen = new Set(
    Object.values(selection).flatMap((value) => (Array.isArray(value) ? value : [value])),
  );
  const adjustments = activity.options
    .flatMap((option) => option.values)
    .filter((value) => chosen.has(value.id))
    .reduce((sum, value) => sum + value.price_adjustment, 0);
  const unit = Math.max(0, activity.price + adjustments);
  return Math.round((activity.price_per_person ? unit * people : unit) * 100) / 100;
}

/** The dates from `first` to `last` inclusive (YYYY-MM-DD, plain calendar days). */
export function datesBetween(first: string, last: string): string[] {
  const dates: string[] = [];
  for (let date = first; date <= last && dates.length < ACTIVITY_LIMITS.maxAvailabilityDays;) {
    dates.push(date);
    const [year, month, day] = date.split('-').map(Number) as [number, number, number];
    date = new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
  }
  return dates;
}

const KNOWN_CODES: ReadonlySet<string> = new Set(ACTIVITY_BOOKING_ERROR_CODES);

/** The error catalogue key of a refusal's code, when the guest app has words for it. */
export function bookingErrorCode(
  code: string | undefined,
): (typeof ACTIVITY_BOOKING_ERROR_CODES)[number] | null {
  return code && KNOWN_CODES.has(code) ? (code as (typeof ACTIVITY_BOOKING_ERROR_CODES)[number]) : null;
}
