/**
 * Activity benchmarks on PostgreSQL: the slot query of a busy day (beside a bare node:http server returning
 * the same bytes), and booking throughput (beside placing orders, the other creating transaction, in the
 * same run), with a check that no slot holds more people than its capacity.
 */
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import type { ActivityWithSlots, StaffActivity } from '@hotel/contracts/activities';
import type { RunningServer } from '../../e2e/support/product-server.ts';
import { compareCachedRead, type CachedReadComparison } from './cached-read.ts';
import { benchPlaceOrders, type BenchFigures } from './dining.ts';
import { highestBookingId, readStoredBookings } from '../lib/stored-bookings.ts';

const authorization = (token: string) => ({ authorization: `Token ${token}` });

/** Every 15 minutes round the clock, 96 slots a day, capacity 1,000 each. */
const BENCH_SCHEDULE = {
  kind: 'weekly',
  weekdays: [0, 1, 2, 3, 4, 5, 6],
  opens_at: '00:00',
  closes_at: '23:59',
  slot_minutes: 15,
  capacity: 1000,
} as const;

async function call<T>(url: string, token: string, method: string, body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    headers: {
      ...authorization(token),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

async function staffToken(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/staff/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'staff@hotel-demo.test', password: 'demo-staff' }),
  });
  if (!response.ok) throw new Error(`staff login answered ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

function nextDay(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}

export interface BookingBenchResult extends BenchFigures {
  acknowledged: number;
  /** Bookings the database holds that were made during the run. */
  stored: number;
  lost: number;
  /** People booked in the most-booked slot (in the database), and its capacity: must not exceed it. */
  mostBooked: number;
  /** Slots whose running count differs from their bookings in the database: must be 0. */
  slotsMiscounted: number;
  capacity: number;
  /** Orders/s placed by the same guest on the same server just before: the baseline. */
  ordersPerSecond: number;
  ratio: number;
}

export interface ActivityBenchResult {
  busyDaySlots: CachedReadComparison & { slots: number; bookingsThatDay: number };
  bookings: BookingBenchResult;
}

/**
 * Creates a bench activity through the staff API, fills tomorrow with bookings (the busy day), measures the
 * day's slot query against bare node:http, then books under load (each request its own Idempotency-Key,
 * slots taken round-robin) against placing orders on the same server.
 */
export async function benchActivities(
  server: RunningServer,
  guestToken: string,
  baselinePort: number,
  databaseUrl: string,
): Promise<ActivityBenchResult> {
  const staff = await staffToken(server.url);
  const activity = await call<StaffActivity>(`${server.url}/api/staff/activities/`, staff, 'POST', {
    name: 'Bench tour',
    price: 100,
    price_per_person: true,
    max_people: 10,
  });
  await call(`${server.url}/api/staff/activities/${activity.id}/schedules/`, staff, 'POST', BENCH_SCHEDULE);
  const today = (
    await call<ActivityWithSlots>(`${server.url}/api/activities/${activity.id}/`, guestToken, 'GET')
  ).date;
  const busyDay = nextDay(today);
  const dayPath = `/api/activities/${activity.id}/?date=${busyDay}`;
  const day = await call<ActivityWithSlots>(`${server.url}${dayPath}`, guestToken, 'GET');
  const times = day.available_slots.map((slot) => slot.start_time);

  // The busy day: every slot booked several times over.
  let bookingsThatDay = 0;
  for (let round = 0; round < 5; round++) {
    await Promise.all(
      times.map(async (time) => {
        await call(`${server.url}/api/activity-bookings/`, guestToken, 'POST', {
          activity_id: activity.id,
          scheduled_date: busyDay,
          scheduled_time: time,
          number_of_people: 2,
        });
        bookingsThatDay++;
      }),
    );
  }
  const busyDaySlots = {
    ...(await compareCachedRead(server, dayPath, baselinePort, authorization(guestToken))),
    slots: times.length,
    bookingsThatDay,
  };

  const orders = await benchPlaceOrders(server.url, guestToken, {
    databaseUrl,
    connections: 100,
    durationSeconds: 10,
  });
  const bookingDay = nextDay(busyDay);
  const highestBefore = await highestBookingId(databaseUrl);
  const acknowledged: number[] = [];
  let next = 0;
  const result = await autocannon({
    url: server.url,
    connections: 100,
    duration: 10,
    requests: [
      {
        method: 'POST',
        path: '/api/activity-bookings/',
        headers: { ...authorization(guestToken), 'content-type': 'application/json' },
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, 'idempotency-key': randomUUID() },
          body: JSON.stringify({
            activity_id: activity.id,
            scheduled_date: bookingDay,
            scheduled_time: times[next++ % times.length],
            number_of_people: 1,
          }),
        }),
        onResponse: (status, body) => {
          if (status !== 201) return;
          const id = (JSON.parse(body) as { id?: unknown }).id;
          if (typeof id === 'number') acknowledged.push(id);
        },
      },
    ],
  });
  // Read in the database, the source of truth, not the guest's list or the cached slots.
  const { bookingIds, mostBooked, slotsMiscounted } = await readStoredBookings(
    databaseUrl,
    activity.id,
    highestBefore,
  );
  const storedSet = new Set(bookingIds);
  const requestsPerSecond = Math.round(result.requests.average);
  return {
    busyDaySlots,
    bookings: {
      requestsPerSecond,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      errors: result.errors + result.timeouts + result.non2xx,
      acknowledged: acknowledged.length,
      stored: storedSet.size,
      lost: acknowledged.filter((id) => !storedSet.has(id)).length,
      mostBooked,
      slotsMiscounted,
      capacity: BENCH_SCHEDULE.capacity,
      ordersPerSecond: orders.requestsPerSecond,
      ratio: requestsPerSecond / Math.max(1, orders.requestsPerSecond),
    },
  };
}
