import {
  TOURIST_INFO_FIELDS,
  type CalendarEvent,
  type CalendarEventCreate,
  type CalendarEventUpdate,
  type Slide,
  type SlideCreate,
  type SlideUpdate,
  type StaffSlide,
  type TouristInfoResponse,
  type TouristInfoUpdate,
  type WeatherLocation,
} from '@hotel/contracts/content';
import type { AppContext } from '../../platform/context.ts';
import { badRequest, HttpError, notFound } from '../../platform/http/errors.ts';
import {
  deleteEvent,
  deleteSlide,
  findEvent,
  findTouristInfo,
  findWeatherLocation,
  insertEvent,
  insertSlide,
  listAllEvents,
  listAllSlides,
  listSlidesOnShow,
  listUpcomingEvents,
  reorderSlides,
  saveTouristInfo,
  saveWeatherLocation,
  updateEvent,
  updateSlide,
  type CalendarEventRow,
  type SlideRow,
  type SlideValues,
  type TouristInfoFields,
} from './repository.ts';

type Ctx = Pick<AppContext, 'db' | 'now'>;

export const SLIDE_NOT_FOUND = 'Slide not found.';
export const EVENT_NOT_FOUND = 'Event not found.';
export const MISSING_HOTEL_ID = 'hotel_unique_id is required.';

/**
 * Upcoming events sent to the guest app. It shows the first 5 (SPEC section 9) and drops events that
 * start while the page stays open, so a few more than 5 keep the widget full between its refreshes.
 */
const UPCOMING_EVENTS_SENT = 20;

const toSlide = (row: SlideRow): Slide => ({ id: row.id, image_url: row.imageUrl, caption: row.caption });

const toStaffSlide = (row: SlideRow): StaffSlide => ({
  ...toSlide(row),
  sort_order: row.sortOrder,
  show_from: row.showFrom?.toISOString() ?? null,
  show_until: row.showUntil?.toISOString() ?? null,
});

const toCalendarEvent = (row: CalendarEventRow): CalendarEvent => ({
  id: row.id,
  title: row.title,
  description: row.description,
  start_time: row.startTime.toISOString(),
  end_time: row.endTime?.toISOString() ?? null,
  location: row.location,
});

export async function slidesOnShow(ctx: Ctx, hotelId: number): Promise<Slide[]> {
  return (await listSlidesOnShow(ctx.db, hotelId, ctx.now())).map(toSlide);
}

export async function upcomingEvents(ctx: Ctx, hotelId: number): Promise<CalendarEvent[]> {
  return (await listUpcomingEvents(ctx.db, hotelId, ctx.now(), UPCOMING_EVENTS_SENT)).map(toCalendarEvent);
}

export async function touristInfoOf(
  ctx: Pick<AppContext, 'db'>,
  hotelId: number,
): Promise<TouristInfoResponse> {
  const stored = await findTouristInfo(ctx.db, hotelId);
  return Object.fromEntries(
    TOURIST_INFO_FIELDS.map((field) => [field, stored[field] ?? null]),
  ) as TouristInfoResponse;
}

// ---------------------------------------------------------------- staff: slides

const instantOrNull = (value: string | null | undefined) => (value ? new Date(value) : null);

export async function staffSlides(ctx: Ctx, hotelId: number): Promise<StaffSlide[]> {
  return (await listAllSlides(ctx.db, hotelId)).map(toStaffSlide);
}

export async function createSlide(ctx: Ctx, hotelId: number, body: SlideCreate): Promise<StaffSlide> {
  const row = await insertSlide(ctx.db, hotelId, {
    imageUrl: body.image_url,
    caption: body.caption ?? '',
    showFrom: instantOrNull(body.show_from),
    showUntil: instantOrNull(body.show_until),
  });
  return toStaffSlide(row);
}

/** A partial change; the schedule is checked as it will be stored, with the unchanged end kept. */
export async function changeSlide(
  ctx: Ctx,
  hotelId: number,
  id: number,
  body: SlideUpdate,
): Promise<StaffSlide> {
  return ctx.db.transaction(async (tx) => {
    const values: Partial<SlideValues> = {};
    if (body.image_url !== undefined) values.imageUrl = body.image_url;
    if (body.caption !== undefined) values.caption = body.caption;
    if (body.show_from !== undefined) values.showFrom = instantOrNull(body.show_from);
    if (body.show_until !== undefined) values.showUntil = instantOrNull(body.show_until);
    const row = await updateSlide(tx, hotelId, id, values);
    if (!row) throw notFound(SLIDE_NOT_FOUND);
    if (row.showFrom && row.showUntil && row.showFrom >= row.showUntil) {
      throw badRequest('Show until must be after show from');
    }
    return toStaffSlide(row);
  });
}

export async function removeSlide(ctx: Ctx, hotelId: number, id: number): Promise<void> {
  if (!(await deleteSlide(ctx.db, hotelId, id))) throw notFound(SLIDE_NOT_FOUND);
}

/** The new order names every slide of the hotel once, so two editors cannot leave a half-ordered list. */
export async function orderSlides(ctx: Ctx, hotelId: number, ids: number[]): Promise<StaffSlide[]> {
  return ctx.db.transaction(async (tx) => {
    const current = await listAllSlides(tx, hotelId);
    const known = new Set(current.map((row) => row.id));
    if (ids.length !== known.size || !ids.every((id) => known.has(id))) {
      throw new HttpError(409, 'The slides changed meanwhile. Reload and try again.', 'slides_changed');
    }
    await reorderSlides(tx, hotelId, ids);
    return (await listAllSlides(tx, hotelId)).map(toStaffSlide);
  });
}

// ---------------------------------------------------------------- staff: events

export async function staffEvents(ctx: Ctx, hotelId: number): Promise<CalendarEvent[]> {
  return (await listAllEvents(ctx.db, hotelId)).map(toCalendarEvent);
}

export async function createEvent(
  ctx: Ctx,
  hotelId: number,
  body: CalendarEventCreate,
): Promise<CalendarEvent> {
  const row = await insertEvent(ctx.db, hotelId, {
    title: body.title,
    description: body.description ?? '',
    location: body.location ?? '',
    startTime: new Date(body.start_time),
    endTime: instantOrNull(body.end_time),
  });
  return toCalendarEvent(row);
}

export async function changeEvent(
  ctx: Ctx,
  hotelId: number,
  id: number,
  body: CalendarEventUpdate,
): Promise<CalendarEvent> {
  return ctx.db.transaction(async (tx) => {
    const current = await findEvent(tx, hotelId, id);
    if (!current) throw notFound(EVENT_NOT_FOUND);
    const next = {
      title: body.title ?? current.title,
      description: body.description ?? current.description,
      location: body.location ?? current.location,
      startTime: body.start_time ? new Date(body.start_time) : current.startTime,
      endTime: body.end_time === undefined ? current.endTime : instantOrNull(body.end_time),
    };
    if (next.endTime && next.endTime <= next.startTime) {
      throw badRequest('End time must be after the start time');
    }
    const row = await updateEvent(tx, hotelId, id, next);
    if (!row) throw notFound(EVENT_NOT_FOUND);
    return toCalendarEvent(row);
  });
}

export async function removeEvent(ctx: Ctx, hotelId: number, id: number): Promise<void> {
  if (!(await deleteEvent(ctx.db, hotelId, id))) throw notFound(EVENT_NOT_FOUND);
}

// ---------------------------------------------------------------- staff: tourist info and weather place

export async function replaceTouristInfo(
  ctx: Ctx,
  hotelId: number,
  body: TouristInfoUpdate,
): Promise<TouristInfoResponse> {
  const fields: TouristInfoFields = {};
  for (const field of TOURIST_INFO_FIELDS) {
    const value = body[field];
    if (value) fields[field] = value;
  }
  await saveTouristInfo(ctx.db, hotelId, fields, ctx.now());
  return touristInfoOf(ctx, hotelId);
}

export async function weatherLocationOf(
  ctx: Pick<AppContext, 'db'>,
  hotelId: number,
): Promise<WeatherLocation | null> {
  const row = await findWeatherLocation(ctx.db, hotelId);
  return row ? { town_name: row.townName, latitude: row.latitude, longitude: row.longitude } : null;
}

export async function changeWeatherLocation(
  ctx: Pick<AppContext, 'db'>,
  hotelId: number,
  body: WeatherLocation,
): Promise<WeatherLocation | null> {
  await saveWeatherLocation(ctx.db, hotelId, {
    townName: body.town_name,
    latitude: body.latitude,
    longitude: body.longitude,
  });
  return weatherLocationOf(ctx, hotelId);
}
