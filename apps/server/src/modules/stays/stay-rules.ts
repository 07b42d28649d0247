import type { StayStatus } from '@hotel/contracts/stays';
import { addDays } from '../../platform/time.ts';

export interface StaySpan {
  checkInDate: string;
  checkOutDate: string;
}

/**
 * The nights a stay holds its room: from check-in up to (not including) check-out, so the next guest
 * may arrive on the day the last one leaves. A day-use stay (same dates) holds its one day.
 */
function occupiedUntil(span: StaySpan): string {
  return span.checkOutDate > span.checkInDate ? span.checkOutDate : addDays(span.checkInDate, 1);
}

export function staysOverlap(a: StaySpan, b: StaySpan): boolean {
  return a.checkInDate < occupiedUntil(b) && b.checkInDate < occupiedUntil(a);
}

export function overlapMessage(
  roomNumber: string,
  other: StaySpan & { familyName: string },
  where = 'already has a stay',
): string {
  return `Room ${roomNumber} ${where} from ${other.checkInDate} to ${other.checkOutDate} (${other.familyName}). Stays in one room may not overlap; the next guest can arrive on the day the last one leaves.`;
}

export function stayStatus(stay: StaySpan & { checkedOutAt: Date | null }, today: string): StayStatus {
  if (stay.checkedOutAt) return 'checked_out';
  if (stay.checkInDate > today) return 'upcoming';
  if (stay.checkOutDate < today) return 'ended';
  return 'in_house';
}

export function coversDay(stay: StaySpan, day: string): boolean {
  return stay.checkInDate <= day && day <= stay.checkOutDate;
}
