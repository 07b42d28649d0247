/**
 * The CPU slowdown that turns this host into Lighthouse's mid-tier phone, from Lighthouse's benchmark index of
 * the host: the calibration Lighthouse documents (docs/throttling.md, "Calibrating the CPU slowdown", and the
 * calculator it links), a straight line between its points — index 150 → 1×, 800 → 2×, 1300 → 3×, and a
 * further 1× per 233 above. Its default 4× is the slowdown of a host scoring about 1,530; on a weaker host 4×
 * simulates a slower phone than intended, and Lighthouse itself warns below 1,000. Null below 150, where
 * Lighthouse says the host is too slow to emulate its phone at all.
 */
export function calibratedCpuSlowdown(benchmarkIndex: number): number | null {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex < 150) return null;
  if (benchmarkIndex < 800) return 1 + (benchmarkIndex - 150) / 650;
  if (benchmarkIndex < 1300) return 2 + (benchmarkIndex - 800) / 500;
  return 3 + (benchmarkIndex - 1300) / 233;
}
