import { describe, expect, it } from 'vitest';
import { LIVE_SOCKET } from '@hotel/contracts/live';
import { reconnectDelay } from './staff-live.ts';

describe('reconnectDelay', () => {
  it('doubles from one second and keeps its jitter inside the 30 s cap', () => {
    expect(reconnectDelay(0, () => 1)).toBe(1000);
    expect(reconnectDelay(0, () => 0)).toBe(500);
    expect(reconnectDelay(3, () => 1)).toBe(8000);
    for (let attempt = 0; attempt < 20; attempt++) {
      expect(reconnectDelay(attempt, () => 1)).toBeLessThanOrEqual(LIVE_SOCKET.reconnectBackoffCapMs);
      expect(reconnectDelay(attempt, () => 0)).toBeGreaterThan(0);
    }
  });
});
