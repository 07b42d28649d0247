import { z } from 'zod';
import { userText, recordId } from './common.ts';
import {
  TOURIST_INFO_EMERGENCY_FIELDS,
  TOURIST_INFO_SERVICES,
  type TouristInfoField,
} from './tourist-info-fields.ts';

export {
  TOURIST_INFO_EMERGENCY_FIELDS,
  TOURIST_INFO_SERVICE_GROUPS,
  TOURIST_INFO_SERVICES,
  type TouristInfoField,
  type TouristInfoService,
} from './tourist-info-fields.ts';

/*
 * Dashboard content and tourist information (SPEC section 3: Slide, Weather, Calendar event, Tourist
 * info; section 7: the slideshow, weather, calendar-events and tourist-info calls).
 */

// ---------------------------------------------------------------- slideshow

export const slide = z.object({
  id: z.number(),
  image_url: z.string(),
  caption: z.string(),
});
export type Slide = z.infer<typeof slide>;
export const slideList = z.array(slide);

// ---------------------------------------------------------------- weather

/** The icon names the guest app draws; the server maps the provider's condition codes onto them. */
export const WEATHER_ICONS = [
  'clear-day',
  'clear-night',
  'partly-cloudy-day',
  'partly-cloudy-night',
  'cloudy',
  'fog',
  'drizzle',
  'rain',
  'sleet',
  'snow',
  'thunderstorm',
] as const;
export type WeatherIcon = (typeof WEATHER_ICONS)[number];

/** Condition keys the guest app translates; `condition` is the same in English, for any other client. */
export const WEATHER_CONDITIONS = [
  'clear',
  'mainly_clear',
  'partly_cloudy',
  'overcast',
  'fog',
  'drizzle',
  'freezing_drizzle',
  'rain',
  'freezing_rain',
  'snow',
  'snow_grains',
  'rain_showers',
  'snow_showers',
  'thunderstorm',
  'thunderstorm_hail',
  'unknown',
] as const;
export type WeatherConditionKey = (typeof WEATHER_CONDITIONS)[number];

export const weatherForecastDay = z.object({
  /** The day in the hotel's zone, YYYY-MM-DD; clients format it in the guest's language. */
  date: z.string(),
  /** The English weekday (SPEC's `label`), for clients that do not format dates themselves. */
  label: z.string(),
  condition: z.string(),
  condition_key: z.enum(WEATHER_CONDITIONS),
  icon: z.enum(WEATHER_ICONS),
  temp_min: z.number(),
  temp_max: z.number(),
});

export const weatherResponse = z.object({
  townName: z.string(),
  /** Degrees Celsius, one decimal. */
  temperature: z.number(),
  condition: z.string(),
  condition_key: z.enum(WEATHER_CONDITIONS),
  icon: z.enum(WEATHER_ICONS),
  forecast: z.array(weatherForecastDay),
  /** When the provider produced this reading (ISO); older than the cache time while it is unreachable. */
  observed_at: z.string(),
  /** True when the provider could not be reached and this is the last reading kept. */
  stale: z.boolean(),
});
export type WeatherResponse = z.infer<typeof weatherResponse>;

export const weatherParams = z.object({ hotelId: z.string().max(64) });

// ---------------------------------------------------------------- calendar events

export const calendarEvent = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  /** ISO instant. */
  start_time: z.string(),
  end_time: z.string().nullable(),
  location: z.string(),
});
export type CalendarEvent = z.infer<typeof calendarEvent>;
export const calendarEventList = z.array(calendarEvent);

/** SPEC section 7: the guest app names its hotel; without it the answer is missing_hotel_id. */
export const calendarEventsQuery = z.object({ hotel_unique_id: z.string().max(64).optional() });

// ---------------------------------------------------------------- tourist info

export const TOURIST_INFO_FIELDS: TouristInfoField[] = [
  ...TOURIST_INFO_EMERGENCY_FIELDS,
  ...TOURIST_INFO_SERVICES.flatMap((service) => [
    `${service}_contact` as const,
    `${service}_website` as const,
  ]),
];

const nullableText = z.string().nullable();

/** Every SPEC field; null when the hotel has not filled it, so the page shows only filled entries. */
export const touristInfoResponse = z.object(
  Object.fromEntries(TOURIST_INFO_FIELDS.map((field) => [field, nullableText])) as Record<
    TouristInfoField,
    typeof nullableText
  >,
);
export type TouristInfoResponse = z.infer<typeof touristInfoResponse>;

// ---------------------------------------------------------------- staff editors

const optionalInstant = z.iso
  .datetime({ offset: true, error: 'Expected a date and time with its offset (ISO 8601)' })
  .nullable()
  .optional();

/** Only images the app itself serves (uploads, the project's media) or https: a slide never loads http. */
const imageUrl = z
  .string({ error: 'Image is required' })
  .trim()
  .max(500, 'Image address is too long')
  .refine(
    (value) => /^\/(media|api\/images)\/[\w./-]+$/.test(value) || /^https:\/\/[^\s"'<>]+$/.test(value),
    'Image must be an uploaded image or an https address',
  );

export const staffSlide = slide.extend({
  sort_order: z.number(),
  show_from: z.string().nullable(),
  show_until: z.string().nullable(),
});
export type StaffSlide = z.infer<typeof staffSlide>;
export const staffSlideList = z.object({ slides: z.array(staffSlide) });

const slideFields = {
  image_url: imageUrl,
  caption: userText('Caption', { max: 200, required: false }).optional(),
  show_from: optionalInstant,
  show_until: optionalInstant,
};

function scheduleInOrder(value: { show_from?: string | null; show_until?: string | null }): boolean {
  return !value.show_from || !value.show_until || Date.parse(value.show_from) < Date.parse(value.show_until);
}
const SCHEDULE_ORDER = { message: 'Show until must be after show from', path: ['show_until'] };

export const slideCreate = z.object(slideFields).refine(scheduleInOrder, SCHEDULE_ORDER);
export type SlideCreate = z.infer<typeof slideCreate>;
/** Only the fields sent change; null clears a schedule bound. */
export const slideUpdate = z.object(slideFields).partial().refine(scheduleInOrder, SCHEDULE_ORDER);
export type SlideUpdate = z.infer<typeof slideUpdate>;

/** The slides' new order: every slide of the hotel exactly once. */
export const slideOrder = z.object({
  ids: z
    .array(recordId)
    .max(200, 'Too many slides')
    .refine((ids) => new Set(ids).size === ids.length, 'A slide appears twice'),
});

export const uploadedImage = z.object({ url: z.string() });

const eventFields = {
  title: userText('Title', { max: 200 }),
  description: userText('Description', { max: 2000, required: false }).optional(),
  start_time: z.iso.datetime({ offset: true, error: 'Start time must be a date and time (ISO 8601)' }),
  end_time: optionalInstant,
  location: userText('Location', { max: 200, required: false }).optional(),
};
function endAfterStart(value: { start_time?: string; end_time?: string | null }): boolean {
  return !value.start_time || !value.end_time || Date.parse(value.start_time) < Date.parse(value.end_time);
}
const END_AFTER_START = { message: 'End time must be after the start time', path: ['end_time'] };

export const calendarEventCreate = z.object(eventFields).refine(endAfterStart, END_AFTER_START);
export type CalendarEventCreate = z.infer<typeof calendarEventCreate>;
export const calendarEventUpdate = z.object(eventFields).partial().refine(endAfterStart, END_AFTER_START);
export type CalendarEventUpdate = z.infer<typeof calendarEventUpdate>;
/** Staff see past events too, newest last, so the list is the hotel's programme. */
export const staffCalendarEventList = z.object({ events: calendarEventList });

const touristText = (field: string) => userText(field, { max: 300, required: false }).nullable().optional();
const websiteText = (field: string) =>
  touristText(field).refine(
    (value) => !value || /^https?:\/\/[^\s"'<>]+$/i.test(value),
    `${field} must start with https:// or http://`,
  );

/** A full replacement of the hotel's tourist info: absent, null or empty fields are cleared. */
export const touristInfoUpdate = z.object(
  Object.fromEntries(
    TOURIST_INFO_FIELDS.map((field) => [
      field,
      field.endsWith('_website') ? websiteText(field) : touristText(field),
    ]),
  ) as Record<TouristInfoField, ReturnType<typeof touristText>>,
);
export type TouristInfoUpdate = z.infer<typeof touristInfoUpdate>;

export const weatherLocation = z.object({
  town_name: userText('Town name', { max: 100 }),
  latitude: z.number({ error: 'Latitude must be a number' }).min(-90).max(90),
  longitude: z.number({ error: 'Longitude must be a number' }).min(-180).max(180),
});
export type WeatherLocation = z.infer<typeof weatherLocation>;
export const staffWeatherLocation = z.object({ location: weatherLocation.nullable() });
