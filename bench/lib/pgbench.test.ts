import { describe, expect, it } from 'vitest';
import { parsePgbenchOutput } from './pgbench.ts';

/** pgbench 15's report, as printed on this machine. */
const REPORT = `pgbench (15.20 (Debian 15.20-0+deb12u1))
transaction type: <builtin: TPC-B (sort of)>
scaling factor: 20
query mode: prepared
number of clients: 20
number of threads: 2
maximum number of tries: 1
duration: 15 s
number of transactions actually processed: 21390
number of failed transactions: 3 (0.014%)
latency average = 14.010 ms
initial connection time = 27.335 ms
tps = 1427.535386 (without initial connection time)
`;

describe('parsePgbenchOutput', () => {
  it('reads tps, latency, transactions and failures from the report', () => {
    expect(parsePgbenchOutput(REPORT)).toEqual({
      tps: 1427.535386,
      latencyAverageMs: 14.01,
      transactions: 21390,
      failed: 3,
    });
  });

  it('refuses a report without its tps line (a failed run), rather than read it as 0', () => {
    const failed = REPORT.split('\n')
      .filter((line) => !line.startsWith('tps ='))
      .join('\n');
    expect(() => parsePgbenchOutput(failed)).toThrow(/no tps line/);
  });
});
