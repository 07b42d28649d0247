import type { StaffRole } from '@hotel/contracts/staff';
import { WEEKDAYS, type OpeningHours } from '@hotel/contracts/opening-hours';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../platform/database/database.ts';
import { addDays, dateInZone } from '../platform/time.ts';
import { stays } from '../modules/stays/schema.ts';
import { hotels } from '../modules/hotels/schema.ts';
import { locations } from '../modules/dining/schema.ts';
import { upsertHotel } from '../modules/hotels/index.ts';
import { checkInGuest, ensureRoom } from '../modules/stays/index.ts';
import { upsertStaffMember } from '../modules/staff/index.ts';
import { seedDemoContent } from './demo-content.ts';
import { seedDemoActivities } from './demo-activities.ts';
import { seedDemoDining } from './demo-dining.ts';
import { seedDemoChat } from './demo-chat.ts';

export const DEMO_STAFF_PASSWORD = 'demo-staff';

export const DEMO_LOGINS = [
  { hotel: 'HOTEL-DEMO', room: '101', familyName: 'Tanaka' },
  { hotel: 'HOTEL-SEA', room: '202', familyName: 'Garcia' },
] as const;

/**
 * One account per role at the demo hotel, so each role's console can be tried; a manager at the other; and a
 * group manager who works for both (one account, two memberships: the console's hotel switcher).
 */
export const DEMO_STAFF = [
  { hotel: 'HOTEL-DEMO', email: 'staff@hotel-demo.test', name: 'Mali Manager', role: 'manager' },
  { hotel: 'HOTEL-DEMO', email: 'desk@hotel-demo.test', name: 'Dao Front Desk', role: 'front_desk' },
  { hotel: 'HOTEL-DEMO', email: 'kitchen@hotel-demo.test', name: 'Krit Kitchen', role: 'kitchen' },
  {
    hotel: 'HOTEL-DEMO',
    email: 'housekeeping@hotel-demo.test',
    name: 'Hom Housekeeping',
    role: 'housekeeping',
  },
  { hotel: 'HOTEL-SEA', email: 'staff@hotel-sea.test', name: 'Sol Manager', role: 'manager' },
  { hotel: 'HOTEL-DEMO', email: 'group@hotel-demo.test', name: 'Gita Group Manager', role: 'manager' },
  { hotel: 'HOTEL-SEA', email: 'group@hotel-demo.test', name: 'Gita Group Manager', role: 'manager' },
] as const satisfies readonly { hotel: string; email: string; name: string; role: StaffRole }[];

export interface DemoHotelIds {
  demo: number;
  sea: number;
}

/** The demo seed of ENGINEERING.md. Each domain adds its own demo data in its own seed file. */
export async function seedDemo(db: Database, now: Date): Promise<DemoHotelIds> {
  return db.transaction(async (tx) => {
    const ids = await seedHotels(tx as unknown as Database, now);
    await seedDemoDining(tx as unknown as Database, ids);
    await seedDemoContent(tx as unknown as Database, ids, now);
    await seedDemoActivities(tx as unknown as Database, ids);
    await seedDemoChat(tx as unknown as Database, ids, now);
    return ids;
  });
}

export async function hasAnyHotel(db: Database): Promise<boolean> {
  const rows = await db.select({ id: hotels.id }).from(hotels).limit(1);
  return rows.length > 0;
}

async function seedHotels(db: Database, now: Date): Promise<DemoHotelIds> {
  const demo = await upsertHotel(db, {
    uniqueId: 'HOTEL-DEMO',
    name: 'Demo Riverside Hotel',
    logoUrl: '/media/hotels/hotel-demo-logo.svg',
    smallLogoUrl: '/media/hotels/hotel-demo-mark.svg',
    primaryColor: '#f2b544',
    secondaryColor: '#c47f17',
    accentColor: '#0f766e',
    textColor: '#1f2328',
    textLightColor: '#57606a',
    backgroundColor: '#fffaf0',
    currencyCode: 'THB',
    timezone: 'Asia/Bangkok',
    roomServiceEnabled: true,
    roomServiceHours: everyDay('06:30', '23:00'),
    chatEnabled: true,
  });
  const sea = await upsertHotel(db, {
    uniqueId: 'HOTEL-SEA',
    name: 'Sea Breeze Resort',
    logoUrl: '/media/hotels/hotel-sea-logo.svg',
    smallLogoUrl: '/media/hotels/hotel-sea-mark.svg',
    primaryColor: '#12355b',
    secondaryColor: '#1d4e89',
    accentColor: '#f26419',
    textColor: '#102a43',
    textLightColor: '#486581',
    backgroundColor: '#f5f9fc',
    currencyCode: 'EUR',
    timezone: 'Europe/Madrid',
    roomServiceEnabled: false,
    chatEnabled: false,
    guestsCanRequestTowels: false,
    guestsCanRequestSheets: false,
  });

  for (const number of ['101', '102', '103', '201']) await ensureRoom(db, demo, number);
  await ensureRoom(db, demo, '999', true);
  for (const number of ['202', '203']) await ensureRoom(db, sea, number);

  await refreshDemoStay(db, demo, '101', 'Tanaka', 'Asia/Bangkok', now);
  await refreshDemoStay(db, demo, '999', 'Lee', 'Asia/Bangkok', now);
  await refreshDemoStay(db, sea, '202', 'Garcia', 'Europe/Madrid', now);

  for (const member of DEMO_STAFF) {
    const hotelId = member.hotel === 'HOTEL-DEMO' ? demo : sea;
    await upsertStaffMember(db, { ...member, hotelId, password: DEMO_STAFF_PASSWORD });
  }

  await ensureLocations(db, demo, [
    {
      name: 'Riverside Restaurant',
      description: 'All-day dining on the terrace',
      openingHours: everyDay('06:30', '22:30'),
    },
    {
      name: 'Sky Bar',
      description: 'Cocktails and small plates on the rooftop',
      openingHours: everyDay('17:00', '01:00'),
    },
    {
      name: 'Pool Deck',
      description: 'Snacks and drinks by the pool',
      openingHours: everyDay('09:00', '19:00'),
    },
  ]);
  await ensureLocations(db, sea, [
    {
      name: 'Beach Club',
      description: 'Grill and salads on the sand',
      openingHours: everyDay('11:00', '22:00'),
    },
    {
      name: 'Lobby Café',
      description: 'Coffee, pastries and sandwiches',
      openingHours: everyDay('07:00', '20:00'),
    },
  ]);
  return { demo, sea };
}

/** The demo guest stays from yesterday to three days from today, whenever the demo is (re)loaded. */
async function refreshDemoStay(
  db: Database,
  hotelId: number,
  roomNumber: string,
  familyName: string,
  timeZone: string,
  now: Date,
) {
  const today = dateInZone(now, timeZone);
  const roomId = await ensureRoom(db, hotelId, roomNumber, roomNumber === '999');
  const [existing] = await db
    .select({ id: stays.id })
    .from(stays)
    .where(and(eq(stays.roomId, roomId), eq(stays.familyName, familyName)));
  const dates = { checkInDate: addDays(today, -1), checkOutDate: addDays(today, 3) };
  if (existing) await db.update(stays).set(dates).where(eq(stays.id, existing.id));
  else await checkInGuest(db, { hotelId, roomNumber, familyName, ...dates });
}

/** The same opening every day of the week, on the hotel's clock. */
function everyDay(opens: string, closes: string): OpeningHours {
  return Object.fromEntries(WEEKDAYS.map((day) => [day, [{ opens, closes }]])) as OpeningHours;
}

async function ensureLocations(
  db: Database,
  hotelId: number,
  wanted: { name: string; description: string; openingHours: OpeningHours }[],
) {
  const existing = await db
    .select({ name: locations.name })
    .from(locations)
    .where(eq(locations.hotelId, hotelId));
  const names = new Set(existing.map((row) => row.name));
  const missing = wanted
    .map((location, sortOrder) => ({ ...location, hotelId, sortOrder }))
    .filter((l) => !names.has(l.name));
  if (missing.length > 0) await db.insert(locations).values(missing);
  // A demo reloaded over an older one gets the hours too, as the hotels get their settings back.
  for (const { name, openingHours } of wanted.filter((l) => names.has(l.name)))
    await db
      .update(locations)
      .set({ openingHours })
      .where(and(eq(locations.hotelId, hotelId), eq(locations.name, name)));
}
