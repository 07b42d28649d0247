import { describe, expect, it } from 'vitest';
import { SWIPE, swipeStep } from './swipe.ts';

describe('swipe between tabs (SPEC section 9)', () => {
  it('needs more than 30 px across', () => {
    expect(swipeStep({ dx: -30, dy: 0, durationMs: 100 })).toBe(0);
    expect(swipeStep({ dx: -31, dy: 0, durationMs: 100 })).toBe(1);
    expect(swipeStep({ dx: 30, dy: 0, durationMs: 100 })).toBe(0);
    expect(swipeStep({ dx: 31, dy: 0, durationMs: 100 })).toBe(-1);
  });

  it('must be done within 300 ms', () => {
    expect(swipeStep({ dx: -80, dy: 0, durationMs: 300 })).toBe(1);
    expect(swipeStep({ dx: -80, dy: 0, durationMs: 301 })).toBe(0);
  });

  it('leaves mostly vertical movement to scrolling', () => {
    expect(swipeStep({ dx: -40, dy: 45, durationMs: 100 })).toBe(0);
    expect(swipeStep({ dx: -40, dy: 40, durationMs: 100 })).toBe(0);
    expect(swipeStep({ dx: -45, dy: 40, durationMs: 100 })).toBe(1);
  });

  it('mirrors the direction right to left', () => {
    expect(swipeStep({ dx: -50, dy: 0, durationMs: 100 }, true)).toBe(-1);
    expect(swipeStep({ dx: 50, dy: 0, durationMs: 100 }, true)).toBe(1);
  });

  it('keeps the constants of the spec', () => {
    expect(SWIPE).toEqual({ minDistance: 30, delta: 10, maxDurationMs: 300 });
  });
});
