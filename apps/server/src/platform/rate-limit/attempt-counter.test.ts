import { describe, expect, it } from 'vitest';
import { MemoryAttemptCounter } from './attempt-counter.ts';

describe('MemoryAttemptCounter', () => {
  it('counts within a window and starts over after it', async () => {
    let now = 1_000;
    const counter = new MemoryAttemptCounter(() => now);
    expect(await counter.increment('k', 100)).toBe(1);
    expect(await counter.increment('k', 100)).toBe(2);
    expect(await counter.count('k')).toBe(2);
    expect(await counter.remainingMs('k')).toBe(100);
    now += 100;
    expect(await counter.count('k')).toBe(0);
    expect(await counter.increment('k', 100)).toBe(1);
  });

  it('keeps keys apart and forgets a reset key', async () => {
    const counter = new MemoryAttemptCounter();
    await counter.increment('a', 60_000);
    await counter.increment('b', 60_000);
    await counter.reset('a');
    expect(await counter.count('a')).toBe(0);
    expect(await counter.count('b')).toBe(1);
  });
});
