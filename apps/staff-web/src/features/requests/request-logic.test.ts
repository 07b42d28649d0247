import { describe, expect, it } from 'vitest';
import type { StaffServiceRequest } from '@hotel/contracts/requests';
import { byWaitingTime, formatDuration, waitingRequests } from './request-logic.ts';

function request(id: number, overrides: Partial<StaffServiceRequest> = {}): StaffServiceRequest {
  return {
    id,
    booking_id: 1,
    room: '101',
    kind: 'towels',
    status: 'open',
    do_not_disturb: false,
    created_at: new Date(Date.UTC(2026, 10, 23, 12, 0, 60 - id)).toISOString(),
    acknowledged_at: null,
    acknowledged_by: null,
    closed_at: null,
    ...overrides,
  };
}

describe('request queue', () => {
  it('alerts for open requests nobody has taken, and stops for a taken or closed one', () => {
    const taken = request(2, {
      acknowledged_at: '2026-11-23T12:01:00.000Z',
      acknowledged_by: { id: 1, name: 'Anna' },
    });
    const done = request(3, { status: 'done' });
    expect(waitingRequests([request(1), taken, done]).map((entry) => entry.id)).toEqual([1]);
    expect(waitingRequests([taken, done])).toEqual([]);
  });

  it('lists the longest waiting first', () => {
    expect(byWaitingTime([request(1), request(5), request(3)]).map((entry) => entry.id)).toEqual([5, 3, 1]);
  });

  it('says durations as people do', () => {
    expect(formatDuration(12.4)).toBe('12 s');
    expect(formatDuration(90)).toBe('1 min');
    expect(formatDuration(3 * 3600 + 5 * 60)).toBe('3 h 05');
  });
});
