import type { Activity, ActivityBooking, ActivityWithSlots } from '@hotel/contracts/activities';

export const testActivity: Activity = {
  id: 4,
  name: 'Sunset Cruise',
  description: 'Two hours on the river',
  image_url: null,
  price: 1000,
  price_per_person: true,
  min_people: 2,
  max_people: 6,
  prepayment_required: false,
  currency_symbol: '฿',
  cancel_cutoff_minutes: 120,
  options: [
    {
      id: 40,
      name: 'Boat',
      description: '',
      required: true,
      multiple: false,
      min_selections: 0,
      max_selections: null,
      values: [
        { id: 41, name: 'Long-tail', description: '', price_adjustment: 0 },
        { id: 42, name: 'Barge', description: '', price_adjustment: 250 },
      ],
    },
  ],
};

export function dayOf(date: string, slots: [string, number][]): ActivityWithSlots {
  return {
    ...testActivity,
    date,
    timezone: 'Asia/Bangkok',
    available_slots: slots.map(([start, remaining]) => {
      const end = `${String(Number(start.slice(0, 2)) + 1).padStart(2, '0')}:00`;
      return {
        start_time: start,
        end_time: end,
        formatted_time: `${start} – ${end}`,
        remaining_capacity: remaining,
        capacity: 8,
        starts_at: new Date(`${date}T${start}:00+07:00`).toISOString(),
      };
    }),
  };
}

export const booking = (id: number, overrides: Partial<ActivityBooking> = {}): ActivityBooking => ({
  id,
  activity_id: 4,
  activity_name: 'Sunset Cruise',
  activity_image: null,
  status: 'confirmed',
  scheduled_date: '2026-11-25',
  scheduled_time: '17:00',
  end_time: '19:00',
  formatted_time: '17:00 – 19:00',
  starts_at: '2026-11-25T10:00:00.000Z',
  ends_at: '2026-11-25T12:00:00.000Z',
  timezone: 'Asia/Bangkok',
  number_of_people: 2,
  selected_options_details: [
    { id: 40, name: 'Boat', values: [{ id: 42, name: 'Barge', price_adjustment: 250 }] },
  ],
  special_requests: 'Vegetarian snacks',
  total_price: 2500,
  currency_symbol: '฿',
  reference_number: `ACT-TEST${id}X`,
  prepayment_required: false,
  prepayment_made: false,
  can_cancel: true,
  cancel_until: '2026-11-25T08:00:00.000Z',
  cancel_reason: null,
  created_at: '2026-11-23T10:00:00.000Z',
  updated_at: '2026-11-23T10:00:00.000Z',
  ...overrides,
});
