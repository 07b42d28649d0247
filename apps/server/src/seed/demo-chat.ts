import type { Database } from '../platform/database/database.ts';
import { countFaqEntries, insertFaqEntry } from '../modules/chat/index.ts';
import type { DemoHotelIds } from './demo-seed.ts';

/** The demo hotel's FAQ: what the concierge answers from out of the box (chat is off at HOTEL-SEA). */
export const DEMO_FAQ = [
  {
    question: 'What time is breakfast served?',
    answer: 'Breakfast is served every day from 06:30 to 10:30 at the Riverside Restaurant.',
  },
  {
    question: 'When is check-out? Can I check out late?',
    answer:
      'Check-out is at 12:00. Late check-out until 15:00 is free when the room is not booked; ask the front desk.',
  },
  {
    question: 'What is the Wi-Fi password?',
    answer: 'The Wi-Fi network is "Riverside-Guest" and the password is printed on your key card holder.',
  },
  {
    question: 'Where is the swimming pool and when is it open?',
    answer:
      'The swimming pool is on the 5th floor, open every day from 07:00 to 21:00. Towels are at the pool.',
  },
  {
    question: 'Do you have an airport shuttle?',
    answer:
      'The airport shuttle leaves the lobby at 06:00, 10:00 and 15:00; it costs ฿250 per person. Book at the front desk.',
  },
] as const;

export async function seedDemoChat(db: Database, ids: DemoHotelIds, now: Date): Promise<void> {
  if ((await countFaqEntries(db, ids.demo)) > 0) return;
  for (const entry of DEMO_FAQ) await insertFaqEntry(db, { hotelId: ids.demo, ...entry, updatedAt: now });
}
