import { WEEKDAYS, type OpeningHours } from '@hotel/contracts/menu-admin';
import { TOURIST_INFO_FIELDS } from '@hotel/contracts/content';
import type { AppContext } from '../../platform/context.ts';
import { addDays, dateInZone } from '../../platform/time.ts';
import { formatMinor } from '@hotel/contracts/currency';
import { loadCatalogue, slotsBetween, formattedTime } from '../activities/index.ts';
import { findTouristInfo } from '../content/index.ts';
import { loadMenuRecords } from '../dining/index.ts';
import { findHotelForChat, listFaqEntries, listOpeningHours } from './repository.ts';

/**
 * What the concierge knows: one sentence per fact, each built from the hotel's own records. The
 * concierge only ever quotes these sentences (or, with a model, answers from them), so it cannot invent
 * a price or a time.
 */
export interface HotelFact {
  kind: 'faq' | 'hours' | 'menu' | 'activity' | 'request' | 'tourist';
  /** The words retrieval matches on (a FAQ's question, an item's name and category). */
  topic: string;
  /** The sentence quoted to the guest. */
  text: string;
}

export interface HotelFacts {
  hotelName: string;
  timezone: string;
  facts: HotelFact[];
}

const DAY_NAMES = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
} as const;

/** How a guest asks for each service in the app (the request buttons of the navigation bar). */
const REQUEST_HOW_TOS: Array<[flag: keyof RequestFlags, topic: string, text: string]> = [
  [
    'guestsCanRequestCleaning',
    'room cleaning housekeeping clean tidy',
    'To have your room cleaned, tap the Cleaning button at the top of the app and confirm.',
  ],
  [
    'guestsCanRequestTowels',
    'towels fresh towel bath',
    'For fresh towels, tap the Towels button at the top of the app and confirm.',
  ],
  [
    'guestsCanRequestToiletries',
    'toiletries soap shampoo toothbrush amenities',
    'For toiletries, tap the Toiletries button at the top of the app and confirm.',
  ],
  [
    'guestsCanRequestSheets',
    'sheets bed linen bedding pillow',
    'For fresh sheets, tap the Sheets button at the top of the app and confirm.',
  ],
  [
    'guestsCanRequestGeneralAssistance',
    'help assistance assist problem broken',
    'For anything else in your room, tap the Assistance button at the top of the app and confirm.',
  ],
  [
    'guestsCanSetDoNotDisturb',
    'do not disturb privacy quiet',
    'To keep staff out of your room, tap Do not disturb at the top of the app; tap it again to turn it off.',
  ],
];

export type RequestFlags = {
  guestsCanRequestCleaning: boolean;
  guestsCanRequestTowels: boolean;
  guestsCanRequestToiletries: boolean;
  guestsCanRequestSheets: boolean;
  guestsCanRequestGeneralAssistance: boolean;
  guestsCanSetDoNotDisturb: boolean;
};

const TOURIST_LABELS: Record<string, string> = {
  emergency_call_center: 'Emergency call centre',
  medical_emergency_call_center: 'Medical emergency (ambulance)',
  disaster_warning_center: 'Disaster warning centre',
  tourist_authority: 'Tourist authority',
  tourist_police: 'Tourist police',
  immigration_bureau: 'Immigration bureau',
  consular_affairs: 'Consular affairs',
  intercity_transport: 'Intercity transport (bus)',
  railway: 'Railway (train)',
  airport: 'Airport',
  metro: 'Metro',
  highway_info: 'Highway information',
};

/** "Monday to Sunday 06:30–10:30" style lines, days with the same hours grouped. */
export function describeHours(hours: OpeningHours): string {
  const groups: Array<{ from: string; to: string; text: string }> = [];
  for (const day of WEEKDAYS) {
    const intervals = hours[day];
    const text =
      intervals.length === 0
        ? 'closed'
        : intervals.map((interval) => `${interval.opens}–${interval.closes}`).join(', ');
    const last = groups.at(-1);
    if (last && last.text === text) last.to = DAY_NAMES[day];
    else groups.push({ from: DAY_NAMES[day], to: DAY_NAMES[day], text });
  }
  return groups
    .map((group) =>
      group.from === 'Monday' && group.to === 'Sunday'
        ? `every day ${group.text}`
        : `${group.from === group.to ? group.from : `${group.from} to ${group.to}`} ${group.text}`,
    )
    .join('; ');
}

/** The days the concierge looks ahead for free activity slots. */
const SLOT_DAYS = 2;
const SLOTS_PER_ACTIVITY = 4;

/** Every fact of one hotel, read now (a few small queries; the menu and activities are cached). */
export async function loadHotelFacts(
  ctx: Pick<AppContext, 'db' | 'now'>,
  hotelId: number,
): Promise<HotelFacts | undefined> {
  const hotel = await findHotelForChat(ctx.db, hotelId);
  if (!hotel) return undefined;
  const [faq, hours, menu, catalogue, tourist] = await Promise.all([
    listFaqEntries(ctx.db, hotelId),
    listOpeningHours(ctx.db, hotelId),
    loadMenuRecords(ctx.db, hotelId),
    loadCatalogue(ctx.db, hotelId),
    findTouristInfo(ctx.db, hotelId),
  ]);
  const facts: HotelFact[] = [];
  for (const entry of faq) facts.push({ kind: 'faq', topic: entry.question, text: entry.answer });
  for (const location of hours) {
    if (!location.openingHours) continue;
    facts.push({
      kind: 'hours',
      topic: `${location.name} opening hours open close time ${location.description}`,
      text: `${location.name} is open ${describeHours(location.openingHours)} (hotel time).`,
    });
  }
  if (menu) {
    const categories = new Map(menu.subCategories.map((category) => [category.id, category.name]));
    for (const item of menu.items) {
      if (!item.available) continue;
      const category = item.subCategoryId === null ? '' : (categories.get(item.subCategoryId) ?? '');
      const where = item.locations.length > 0 ? ` at ${item.locations.map((l) => l.name).join(', ')}` : '';
      facts.push({
        kind: 'menu',
        topic: `${item.name} ${category} ${item.description} menu price food order`,
        text: `${item.name}${category ? ` (${category})` : ''}: ${formatMinor(item.priceMinor, hotel.currencyCode, 'en')}${where}. You can order it from the menu in the app.`,
      });
    }
  }
  const active = catalogue.activities.filter((activity) => activity.active);
  if (active.length > 0) {
    const today = dateInZone(ctx.now(), hotel.timezone);
    const slots = await slotsBetween(
      ctx,
      hotelId,
      active.map((activity) => activity.id),
      today,
      addDays(today, SLOT_DAYS - 1),
      hotel.timezone,
    );
    const nowMs = ctx.now().getTime();
    for (const activity of active) {
      const free = slots
        .filter(
          (slot) =>
            slot.activityId === activity.id &&
            !slot.closed &&
            slot.remaining > 0 &&
            slot.startsAt.getTime() > nowMs,
        )
        .slice(0, SLOTS_PER_ACTIVITY)
        .map(
          (slot) =>
            `${slot.date === today ? 'today' : slot.date} ${formattedTime(slot.startTime, slot.endTime)} (${slot.remaining} places)`,
        );
      const price = `${formatMinor(activity.priceMinor, hotel.currencyCode, 'en')}${activity.pricePerPerson ? ' per person' : ''}`;
      facts.push({
        kind: 'activity',
        topic: `${activity.name} ${activity.description} activity book booking slot`,
        text:
          `${activity.name}: ${price}. ` +
          (free.length > 0
            ? `Free slots: ${free.join('; ')}. Book it under Activities in the app.`
            : 'No free slots in the next two days.'),
      });
    }
  }
  for (const [flag, topic, text] of REQUEST_HOW_TOS)
    if (hotel[flag]) facts.push({ kind: 'request', topic, text });
  for (const field of TOURIST_INFO_FIELDS) {
    const value = tourist[field];
    if (!value) continue;
    const service = field.replace(/_(contact|website)$/, '');
    const label = TOURIST_LABELS[service] ?? service;
    facts.push({
      kind: 'tourist',
      topic: `${label} ${service.replaceAll('_', ' ')} phone number contact website`,
      text: `${label}${field.endsWith('_website') ? ' website' : ''}: ${value}.`,
    });
  }
  return { hotelName: hotel.name, timezone: hotel.timezone, facts };
}
