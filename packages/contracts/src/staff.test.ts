import { describe, expect, it } from 'vitest';
import {
  STAFF_ROLES,
  STAFF_TOPICS,
  staffHearsUpdate,
  staffSignInLockoutList,
  type StaffRole,
} from './staff.ts';

const order = (locationId: number | null) => ({
  topic: 'orders' as const,
  data: { id: 1, location: locationId === null ? null : { id: locationId, name: 'Terrace' } },
});
const everywhere = (role: StaffRole) => ({ role, locationScope: null });

describe('who hears a staff update', () => {
  it('a kitchen hears orders, the menu and hotel settings, nothing about requests, stays or staff', () => {
    const heard = STAFF_TOPICS.filter((topic) => staffHearsUpdate(everywhere('kitchen'), { topic }));
    expect(heard).toEqual(['orders', 'menu', 'settings']);
  });

  it('housekeeping hears service requests and hotel settings only; a manager hears every topic', () => {
    expect(STAFF_TOPICS.filter((topic) => staffHearsUpdate(everywhere('housekeeping'), { topic }))).toEqual([
      'requests',
      'settings',
    ]);
    expect(STAFF_TOPICS.every((topic) => staffHearsUpdate(everywhere('manager'), { topic }))).toBe(true);
  });

  it('a kitchen with places hears the orders of those places only', () => {
    const terraceCook = { role: 'kitchen' as const, locationScope: [7] };
    expect(staffHearsUpdate(terraceCook, order(7))).toBe(true);
    expect(staffHearsUpdate(terraceCook, order(8))).toBe(false);
    expect(staffHearsUpdate(terraceCook, order(null))).toBe(false);
    expect(staffHearsUpdate({ role: 'kitchen', locationScope: ['room_service'] }, order(null))).toBe(true);
    // Without the record the order cannot be placed: kept from a scoped console.
    expect(staffHearsUpdate(terraceCook, { topic: 'orders' })).toBe(false);
  });

  it('every role hears something', () => {
    for (const role of STAFF_ROLES)
      expect(STAFF_TOPICS.some((topic) => staffHearsUpdate(everywhere(role), { topic }))).toBe(true);
  });
});

describe('sign-in pauses', () => {
  const pause = {
    id: 1,
    staff_member_id: 2,
    kind: 'account_and_address',
    address: '203.0.113.9',
    failures: 10,
    locked_until: '2026-11-29T08:30:00.000Z',
  };

  it('names the account, the kind, the address (none for every unknown device) and the end', () => {
    const unknownDevices = { ...pause, id: 2, kind: 'account_unknown_devices', address: null };
    expect(staffSignInLockoutList.parse({ lockouts: [pause, unknownDevices] }).lockouts).toHaveLength(2);
  });

  it('knows only the three counts of decision 0145', () => {
    expect(staffSignInLockoutList.safeParse({ lockouts: [{ ...pause, kind: 'account' }] }).success).toBe(
      false,
    );
  });
});
