import { eq } from 'drizzle-orm';
import type { ActivityInput, ScheduleInput } from '@hotel/contracts/activities';
import { activityInput, scheduleInput } from '@hotel/contracts/activities';
import type { Database } from '../platform/database/database.ts';
import { insertSchedule, saveActivity } from '../modules/activities/index.ts';
import { activities } from '../modules/activities/schema.ts';
import type { DemoHotelIds } from './demo-seed.ts';

/*
 * The demo activities: small capacities, so a full slot and a day with nothing left can be seen. Matched by
 * name, so running the seed again adds only what is missing. Prices are in major units.
 */

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];

interface SeedActivity {
  activity: ActivityInput;
  schedules: ScheduleInput[];
}

const image = (name: string) => `/media/activities/${name}.svg`;

export const DEMO_ACTIVITIES: SeedActivity[] = [
  {
    activity: {
      name: 'Thai Cooking Class',
      description:
        'Cook four classic dishes with our chef, then eat what you made. Ingredients and apron included.',
      image_url: image('thai-cooking-class'),
      price: 1200,
      price_per_person: true,
      min_people: 1,
      max_people: 6,
      popular_rank: 1,
      options: [
        {
          name: 'Spice level',
          required: true,
          values: [{ name: 'Mild' }, { name: 'Medium' }, { name: 'Thai hot' }],
        },
        {
          name: 'Extras',
          multiple: true,
          max_selections: 2,
          values: [
            { name: 'Recipe booklet', price_adjustment: 150 },
            { name: 'Market tour before class', price_adjustment: 400 },
            { name: 'Take-home curry paste', price_adjustment: 200 },
          ],
        },
      ],
    },
    schedules: [
      {
        kind: 'weekly',
        weekdays: EVERY_DAY,
        opens_at: '10:00',
        closes_at: '16:00',
        slot_minutes: 180,
        capacity: 6,
      },
    ],
  },
  {
    activity: {
      name: 'Sunset River Cruise',
      description: 'Two hours on the river at golden hour, with a welcome drink and Thai snacks.',
      image_url: image('sunset-river-cruise'),
      price: 4500,
      price_per_person: false,
      min_people: 2,
      max_people: 8,
      prepayment_required: true,
      cancel_cutoff_minutes: 24 * 60,
      popular_rank: 2,
      options: [
        {
          name: 'Boat',
          required: true,
          values: [{ name: 'Long-tail boat' }, { name: 'Teak rice barge', price_adjustment: 1500 }],
        },
      ],
    },
    schedules: [
      {
        kind: 'weekly',
        weekdays: EVERY_DAY,
        opens_at: '17:00',
        closes_at: '19:00',
        slot_minutes: 120,
        capacity: 8,
      },
    ],
  },
  {
    activity: {
      name: 'Traditional Thai Massage',
      description: 'Sixty minutes of traditional massage in the riverside spa pavilion.',
      image_url: image('spa-massage'),
      price: 900,
      price_per_person: true,
      max_people: 2,
      popular_rank: 3,
      options: [
        {
          name: 'Oil',
          values: [{ name: 'Coconut' }, { name: 'Lemongrass', price_adjustment: 100 }],
        },
      ],
    },
    schedules: [
      {
        kind: 'weekly',
        weekdays: EVERY_DAY,
        opens_at: '09:00',
        closes_at: '21:00',
        slot_minutes: 60,
        capacity: 2,
      },
    ],
  },
  {
    activity: {
      name: 'Sunrise Yoga',
      description: 'Gentle flow on the lawn by the river. Mats and water provided.',
      image_url: image('sunrise-yoga'),
      price: 0,
      price_per_person: true,
      max_people: 4,
    },
    schedules: [
      {
        kind: 'weekly',
        weekdays: [1, 3, 5, 6],
        opens_at: '06:30',
        closes_at: '07:30',
        slot_minutes: 60,
        capacity: 10,
      },
    ],
  },
  {
    activity: {
      name: 'Muay Thai Lesson',
      description: 'A private lesson with a former champion. Gloves and wraps provided.',
      image_url: image('muay-thai'),
      price: 1500,
      price_per_person: true,
      min_people: 1,
      max_people: 2,
      options: [
        {
          name: 'Focus',
          multiple: true,
          min_selections: 1,
          values: [{ name: 'Footwork' }, { name: 'Clinch' }, { name: 'Pad work' }],
        },
      ],
    },
    schedules: [
      {
        kind: 'weekly',
        weekdays: [2, 4, 6],
        opens_at: '16:00',
        closes_at: '18:00',
        slot_minutes: 60,
        capacity: 2,
      },
    ],
  },
];

export const SEA_ACTIVITIES: SeedActivity[] = [
  {
    activity: {
      name: 'Snorkelling Trip',
      description: 'Half a day at the reef with a guide; mask, fins and lunch on board.',
      image_url: image('snorkeling-trip'),
      price: 65,
      price_per_person: true,
      max_people: 6,
      popular_rank: 1,
      options: [
        { name: 'Wetsuit', values: [{ name: 'No wetsuit' }, { name: 'Wetsuit', price_adjustment: 8 }] },
      ],
    },
    schedules: [
      {
        kind: 'weekly',
        weekdays: EVERY_DAY,
        opens_at: '09:00',
        closes_at: '13:00',
        slot_minutes: 240,
        capacity: 12,
      },
    ],
  },
  {
    activity: {
      name: 'Paella Masterclass',
      description: 'Learn a Valencian paella over the fire, with a glass of wine.',
      image_url: image('paella-class'),
      price: 55,
      price_per_person: true,
      min_people: 2,
      max_people: 6,
      popular_rank: 2,
    },
    schedules: [
      {
        kind: 'weekly',
        weekdays: [2, 4, 6],
        opens_at: '18:00',
        closes_at: '20:00',
        slot_minutes: 120,
        capacity: 8,
      },
    ],
  },
  {
    activity: {
      name: 'Sunset Kayak Tour',
      description: 'Paddle along the cliffs as the sun goes down.',
      image_url: image('sunset-kayak'),
      price: 40,
      price_per_person: true,
      max_people: 4,
    },
    schedules: [
      {
        kind: 'weekly',
        weekdays: EVERY_DAY,
        opens_at: '19:00',
        closes_at: '20:30',
        slot_minutes: 90,
        capacity: 4,
      },
    ],
  },
];

export async function seedDemoActivities(db: Database, ids: DemoHotelIds): Promise<void> {
  await seedHotelActivities(db, ids.demo, DEMO_ACTIVITIES);
  await seedHotelActivities(db, ids.sea, SEA_ACTIVITIES);
}

async function seedHotelActivities(db: Database, hotelId: number, wanted: SeedActivity[]): Promise<void> {
  const existing = await db
    .select({ name: activities.name })
    .from(activities)
    .where(eq(activities.hotelId, hotelId));
  const names = new Set(existing.map((row) => row.name));
  for (const [position, seed] of wanted.entries()) {
    if (names.has(seed.activity.name)) continue;
    const id = await saveActivity(db, hotelId, undefined, activityInput.parse(seed.activity));
    await db.update(activities).set({ sortOrder: position }).where(eq(activities.id, id!));
    for (const schedule of seed.schedules) await insertSchedule(db, id!, scheduleInput.parse(schedule));
  }
}
