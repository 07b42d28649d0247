import { zonedToInstant } from '../../platform/time.ts';
import type { ScheduleKind } from './schema.ts';

/**
 * A day's slots, computed from the schedules (wall-clock times in the hotel's zone). Slots are not stored
 * until someone books one (docs/decisions/0020-activity-capacity.md); this is the one place that says
 * which slots exist.
 */

export interface ScheduleRecord {
  id: number;
  activityId: number;
  kind: ScheduleKind;
  weekdays: number[];
  onDate: string | null;
  opensAt: string;
  closesAt: string | null;
  slotMinutes: number;
  capacity: number;
}

export interface ClosureRecord {
  id: number;
  activityId: number;
  onDate: string;
  startTime: string | null;
  reason: string;
  cancelledBookings: number;
}

export interface SlotCandidate {
  activityId: number;
  scheduleId: number;
  date: string;
  startTime: string;
  endTime: string;
  startsAt: Date;
  endsAt: Date;
  capacity: number;
}

const MINUTES_PER_DAY = 24 * 60;

export function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

export function wallTime(minutes: number): string {
  const inDay = ((minutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return `${String(Math.floor(inDay / 60)).padStart(2, '0')}:${String(inDay % 60).padStart(2, '0')}`;
}

/** 0 Sunday … 6 Saturday, for a plain calendar date. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** Every slot the schedules give on `date`, earliest first; two schedules starting a slot at once give one. */
export function slotsOfDay(schedules: ScheduleRecord[], date: string, timeZone: string): SlotCandidate[] {
  const byStart = new Map<string, SlotCandidate>();
  const instantOf = dayClock(date, timeZone);
  for (const schedule of schedules) {
    for (const [start, end] of startsOf(schedule, date)) {
      const startTime = wallTime(start);
      const key = `${schedule.activityId}:${startTime}`;
      if (byStart.has(key)) continue;
      const startsAt = instantOf(start, startTime);
      byStart.set(key, {
        activityId: schedule.activityId,
        scheduleId: schedule.id,
        date,
        startTime,
        endTime: wallTime(end),
        startsAt,
        endsAt: new Date(startsAt.getTime() + (end - start) * 60_000),
        capacity: schedule.capacity,
      });
    }
  }
  return [...byStart.values()].sort(
    (a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.activityId - b.activityId,
  );
}

/**
 * Each day's midnight per zone, when the zone's offset is the same at both ends of the day (null: a day of a
 * daylight-saving change). The zone rules do not change while the process runs; bounded by clearing.
 */
const uniformMidnights = new Map<string, number | null>();
const MAX_REMEMBERED_DAYS = 10_000;

/**
 * Wall-clock minutes of `date` to instants. Asking Intl costs about 0.1 ms a call (a busy day has a hundred
 * slots, and finding a day's midnight takes four calls), so on every day but the two of a daylight-saving
 * change the instant is plain arithmetic from the day's remembered midnight.
 */
function dayClock(date: string, timeZone: string): (minutes: number, time: string) => Date {
  const key = `${timeZone} ${date}`;
  let midnight = uniformMidnights.get(key);
  if (midnight === undefined) {
    const start = zonedToInstant(date, '00:00:00', timeZone).getTime();
    const lastMinute = zonedToInstant(date, '23:59:00', timeZone).getTime();
    midnight = lastMinute - start === (MINUTES_PER_DAY - 1) * 60_000 ? start : null;
    if (uniformMidnights.size >= MAX_REMEMBERED_DAYS) uniformMidnights.clear();
    uniformMidnights.set(key, midnight);
  }
  if (midnight !== null) {
    const dayStart = midnight;
    return (minutes) => new Date(dayStart + minutes * 60_000);
  }
  return (_minutes, time) => zonedToInstant(date, `${time}:00`, timeZone);
}

/** [start, end] in minutes after the day's midnight. */
function startsOf(schedule: ScheduleRecord, date: string): [number, number][] {
  const opens = minutesOf(schedule.opensAt);
  if (schedule.kind === 'session') {
    return schedule.onDate === date ? [[opens, opens + schedule.slotMinutes]] : [];
  }
  if (!schedule.weekdays.includes(weekdayOf(date)) || schedule.closesAt === null) return [];
  const closes = minutesOf(schedule.closesAt);
  const starts: [number, number][] = [];
  for (let start = opens; start + schedule.slotMinutes <= closes; start += schedule.slotMinutes) {
    starts.push([start, start + schedule.slotMinutes]);
  }
  return starts;
}

export function isClosed(
  slot: Pick<SlotCandidate, 'activityId' | 'date' | 'startTime'>,
  closures: ClosureRecord[],
) {
  return closures.some(
    (closure) =>
      closure.activityId === slot.activityId &&
      closure.onDate === slot.date &&
      (closure.startTime === null || closure.startTime === slot.startTime),
  );
}

export function formattedTime(startTime: string, endTime: string): string {
  return `${startTime} – ${endTime}`;
}
