import { describe, expect, it } from 'vitest';
import { calibratedCpuSlowdown } from './cpu-calibration.ts';

describe("the CPU slowdown calibrated to the host's benchmark index", () => {
  it("goes through Lighthouse's points, its default 4× at an index of about 1,530", () => {
    expect(calibratedCpuSlowdown(150)).toBe(1);
    expect(calibratedCpuSlowdown(800)).toBe(2);
    expect(calibratedCpuSlowdown(1050)).toBe(2.5);
    expect(calibratedCpuSlowdown(1300)).toBe(3);
    expect(calibratedCpuSlowdown(1533)).toBeCloseTo(4, 2);
    expect(calibratedCpuSlowdown(2000)).toBeCloseTo(6, 1);
  });

  it('refuses a host too slow to emulate the phone, and a missing index', () => {
    expect(calibratedCpuSlowdown(149)).toBeNull();
    expect(calibratedCpuSlowdown(Number.NaN)).toBeNull();
  });
});
