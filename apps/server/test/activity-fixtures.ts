import {
  activityInput,
  scheduleInput,
  type ActivityInput,
  type ScheduleInput,
} from '@hotel/contracts/activities';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../src/platform/context.ts';
import { addDays, dateInZone } from '../src/platform/time.ts';
import { insertSchedule, saveActivity } from '../src/modules/activities/editor-repository.ts';
import { findActivities } from '../src/modules/activities/repository.ts';
import { auth, createTestHotel, loginTestGuest, type TestHotel } from './test-app.ts';

/**
 * An activity in the test hotel, every day 10:00–14:00 in 60-minute slots of `capacity` (default 5), with a
 * required single choice (Level: Beginner 0 / Advanced +100) and an optional multiple choice limited to
 * 1–2 values (Extras: Photos +50, Video +80, Snacks +20) unless `options` says otherwise. 500 per person.
 */
export async function createTestActivity(
  ctx: AppContext,
  hotelId: number,
  overrides: Partial<ActivityInput> = {},
  schedules: ScheduleInput[] = [
    {
      kind: 'weekly',
      weekdays: [0, 1, 2, 3, 4, 5, 6],
      opens_at: '10:00',
      closes_at: '14:00',
      slot_minutes: 60,
      capacity: 5,
    },
  ],
) {
  const id = await saveActivity(
    ctx.db,
    hotelId,
    undefined,
    activityInput.parse({
      name: 'Kayak',
      description: 'On the river',
      price: 500,
      price_per_person: true,
      options: [
        {
          name: 'Level',
          required: true,
          values: [{ name: 'Beginner' }, { name: 'Advanced', price_adjustment: 100 }],
        },
        {
          name: 'Extras',
          multiple: true,
          min_selections: 1,
          max_selections: 2,
          values: [
            { name: 'Photos', price_adjustment: 50 },
            { name: 'Video', price_adjustment: 80 },
            { name: 'Snacks', price_adjustment: 20 },
          ],
        },
      ],
      ...overrides,
    }),
  );
  for (const schedule of schedules) await insertSchedule(ctx.db, id!, scheduleInput.parse(schedule));
  const [record] = await findActivities(ctx.db, hotelId, { activityId: id!, includeInactive: true });
  const [level, extras] = record!.options;
  return { id: id!, record: record!, level, extras };
}

export function tomorrowIn(ctx: AppContext, hotel: Pick<TestHotel, 'timezone'>): string {
  return addDays(dateInZone(ctx.now(), hotel.timezone), 1);
}

/** A hotel, its guest logged in, and an activity with the default options. */
export async function bookingSetUp(
  app: FastifyInstance,
  ctx: AppContext,
  activity: Partial<ActivityInput> = {},
) {
  const hotel = await createTestHotel(ctx);
  const token = await loginTestGuest(app, hotel);
  const created = await createTestActivity(ctx, hotel.hotelId, activity);
  const tomorrow = tomorrowIn(ctx, hotel);
  const valid = () => ({
    activity_id: created.id,
    scheduled_date: tomorrow,
    scheduled_time: '10:00',
    number_of_people: 2,
    special_requests: 'Window seat',
    selected_options:
      created.level && created.extras
        ? {
            [String(created.level.id)]: created.level.values[1]!.id,
            [String(created.extras.id)]: [created.extras.values[0]!.id],
          }
        : {},
  });
  const book = (payload: object, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/activity-bookings/',
      headers: { ...auth(token), ...headers },
      payload,
    });
  return { hotel, token, activity: created, tomorrow, valid, book };
}
