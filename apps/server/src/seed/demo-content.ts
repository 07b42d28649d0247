import { and, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../platform/database/database.ts';
import type { WeatherReading } from '../platform/providers/weather-provider.ts';
import { addDays, dateInZone, zonedToInstant } from '../platform/time.ts';
import { saveTouristInfo, saveWeatherLocation, type TouristInfoFields } from '../modules/content/index.ts';
import { calendarEvents, slides, touristInfo, weatherLocations } from '../modules/content/schema.ts';
import type { DemoHotelIds } from './demo-seed.ts';

/*
 * The demo's dashboard content: slides (the project's own SVGs under media/slides), events in the days
 * ahead, tourist information and a weather reading kept as if just fetched, so the weather widget works
 * with no network. Running the seed again keeps slides and tourist info as they are, and moves events and
 * the reading to the new "now".
 */

interface DemoContent {
  timeZone: string;
  slides: { image: string; caption: string }[];
  events: {
    title: string;
    description: string;
    location: string;
    dayOffset: number;
    start: string;
    end: string;
  }[];
  touristInfo: TouristInfoFields;
  weather: {
    townName: string;
    latitude: number;
    longitude: number;
    temperature: number;
    code: number;
    days: [number, number, number][];
  };
}

const DEMO: DemoContent = {
  timeZone: 'Asia/Bangkok',
  slides: [
    { image: 'riverside-sunset.svg', caption: 'Sunset cocktails on the Riverside terrace, 5–7 pm' },
    { image: 'pool-deck.svg', caption: 'The pool deck is open from 7 am to 9 pm' },
    { image: 'night-market.svg', caption: 'The night market is a five-minute walk from the lobby' },
  ],
  events: [
    {
      title: 'Thai cooking class',
      description: 'Learn green curry and som tam with our chef.',
      location: 'Riverside Restaurant',
      dayOffset: 1,
      start: '10:00',
      end: '12:00',
    },
    {
      title: 'Sunset river cruise',
      description: 'A one-hour cruise past the temples, drinks included.',
      location: 'Hotel pier',
      dayOffset: 1,
      start: '17:30',
      end: '18:30',
    },
    {
      title: 'Live jazz at the Sky Bar',
      description: 'The Riverside Trio plays from nine.',
      location: 'Sky Bar',
      dayOffset: 2,
      start: '21:00',
      end: '23:00',
    },
    {
      title: 'Morning yoga',
      description: 'Gentle yoga by the pool; mats provided.',
      location: 'Pool Deck',
      dayOffset: 2,
      start: '07:00',
      end: '08:00',
    },
    {
      title: 'Muay Thai show',
      description: 'Traditional boxing demonstration with commentary.',
      location: 'Garden lawn',
      dayOffset: 3,
      start: '19:00',
      end: '20:00',
    },
    {
      title: 'Flower market walk',
      description: 'A guided walk to Pak Khlong Talat at dawn.',
      location: 'Lobby',
      dayOffset: 4,
      start: '06:30',
      end: '08:30',
    },
  ],
  touristInfo: {
    emergency_call_center: '191',
    medical_emergency_call_center: '1669',
    disaster_warning_center: '1784',
    tourist_authority_contact: '1672',
    tourist_authority_website: 'https://www.tourismthailand.org',
    tourist_police_contact: '1155',
    immigration_bureau_contact: '1178',
    immigration_bureau_website: 'https://www.immigration.go.th',
    railway_contact: '1690',
    railway_website: 'https://www.railway.co.th',
    airport_contact: '+66 2 132 1888',
    metro_contact: '+66 2 624 5200',
    highway_info_contact: '1586',
  },
  weather: {
    townName: 'Bangkok',
    latitude: 13.7563,
    longitude: 100.5018,
    temperature: 31.4,
    code: 2,
    days: [
      [2, 25, 33],
      [80, 25, 32],
      [95, 24, 31],
      [1, 24, 33],
      [3, 25, 32],
      [61, 24, 30],
    ],
  },
};

const SEA: DemoContent = {
  timeZone: 'Europe/Madrid',
  slides: [
    { image: 'beach-morning.svg', caption: 'Sun loungers on the beach are free for guests' },
    { image: 'paella-night.svg', caption: 'Paella night at the Beach Club every Friday' },
  ],
  events: [
    {
      title: 'Paella night',
      description: 'Seafood paella cooked on the beach.',
      location: 'Beach Club',
      dayOffset: 1,
      start: '20:00',
      end: '22:30',
    },
    {
      title: 'Kayak tour',
      description: 'Paddle along the coast to the lighthouse.',
      location: 'Beach hut',
      dayOffset: 2,
      start: '10:00',
      end: '12:00',
    },
    {
      title: 'Flamenco evening',
      description: 'Guitar and dance in the lobby café.',
      location: 'Lobby Café',
      dayOffset: 3,
      start: '21:00',
      end: '22:30',
    },
  ],
  touristInfo: {
    emergency_call_center: '112',
    medical_emergency_call_center: '061',
    tourist_authority_contact: '+34 913 433 500',
    tourist_authority_website: 'https://www.spain.info',
    tourist_police_contact: '091',
    consular_affairs_contact: '+34 913 799 700',
    intercity_transport_contact: '+34 902 422 242',
    railway_contact: '+34 912 320 320',
    railway_website: 'https://www.renfe.com',
    airport_contact: '+34 913 211 000',
    airport_website: 'https://www.aena.es',
  },
  weather: {
    townName: 'Valencia',
    latitude: 39.4699,
    longitude: -0.3763,
    temperature: 17.2,
    code: 1,
    days: [
      [1, 11, 19],
      [3, 12, 18],
      [61, 11, 16],
      [0, 10, 18],
      [2, 11, 19],
      [1, 12, 20],
    ],
  },
};

const KEEP_REAL_READING_MS = 6 * 3_600_000;

export async function seedDemoContent(db: Database, ids: DemoHotelIds, now: Date): Promise<void> {
  await seedHotelContent(db, ids.demo, DEMO, now);
  await seedHotelContent(db, ids.sea, SEA, now);
}

async function seedHotelContent(
  db: Database,
  hotelId: number,
  content: DemoContent,
  now: Date,
): Promise<void> {
  const images = content.slides.map((slide) => `/media/slides/${slide.image}`);
  const present = await db
    .select({ imageUrl: slides.imageUrl })
    .from(slides)
    .where(and(eq(slides.hotelId, hotelId), inArray(slides.imageUrl, images)));
  const have = new Set(present.map((row) => row.imageUrl));
  const missing = content.slides
    .map((slide, sortOrder) => ({
      hotelId,
      imageUrl: `/media/slides/${slide.image}`,
      caption: slide.caption,
      sortOrder,
    }))
    .filter((slide) => !have.has(slide.imageUrl));
  if (missing.length > 0) await db.insert(slides).values(missing);

  const today = dateInZone(now, content.timeZone);
  const titles = content.events.map((event) => event.title);
  await db
    .delete(calendarEvents)
    .where(and(eq(calendarEvents.hotelId, hotelId), inArray(calendarEvents.title, titles)));
  await db.insert(calendarEvents).values(
    content.events.map((event) => {
      const date = addDays(today, event.dayOffset);
      return {
        hotelId,
        title: event.title,
        description: event.description,
        location: event.location,
        startTime: zonedToInstant(date, event.start, content.timeZone),
        endTime: zonedToInstant(date, event.end, content.timeZone),
      };
    }),
  );

  // Only when the hotel has none: a re-seed never overwrites what staff typed.
  const [info] = await db
    .select({ hotelId: touristInfo.hotelId })
    .from(touristInfo)
    .where(eq(touristInfo.hotelId, hotelId));
  if (!info) await saveTouristInfo(db, hotelId, content.touristInfo, now);

  const { weather } = content;
  await saveWeatherLocation(db, hotelId, weather);
  const reading: WeatherReading = {
    temperature: weather.temperature,
    conditionCode: weather.code,
    isDay: true,
    observedAt: now.toISOString(),
    daily: weather.days.map(([conditionCode, min, max], offset) => ({
      date: addDays(today, offset),
      conditionCode,
      min,
      max,
    })),
  };
  // A real reading fetched in the last hours is kept; an old or missing one is replaced by the demo's.
  await db
    .update(weatherLocations)
    .set({ reading, readingFetchedAt: now })
    .where(
      and(
        eq(weatherLocations.hotelId, hotelId),
        or(
          isNull(weatherLocations.readingFetchedAt),
          lt(weatherLocations.readingFetchedAt, new Date(now.getTime() - KEEP_REAL_READING_MS)),
        ),
      ),
    );
}
