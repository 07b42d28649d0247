import { runLoad, type LoadResult } from '../lib/load.ts';
import { startBareServer } from '../lib/processes.ts';
import type { RunningServer } from '../../e2e/support/product-server.ts';

export interface CachedReadComparison {
  path: string;
  app: LoadResult;
  baseline: LoadResult;
  /** App requests/s over bare node:http requests/s: the budget is ≥ 0.5. */
  ratio: number;
}

/**
 * A cached guest read against a bare node:http server returning the same bytes, measured back to back
 * in the same run so machine noise hits both.
 */
export async function compareCachedRead(
  app: RunningServer,
  path: string,
  baselinePort: number,
  headers: Record<string, string> = {},
  durationSeconds = 10,
): Promise<CachedReadComparison> {
  const sample = await fetch(`${app.url}${path}`, { headers });
  if (!sample.ok) throw new Error(`${path} answered ${sample.status}`);
  const body = await sample.text();
  const bare = await startBareServer(
    baselinePort,
    body,
    sample.headers.get('content-type') ?? 'application/json',
  );
  try {
    // Warm both (JIT, caches) before measuring.
    await runLoad({ url: `${app.url}${path}`, headers, durationSeconds: 2 });
    await runLoad({ url: `${bare.url}${path}`, durationSeconds: 2 });
    const appResult = await runLoad({ url: `${app.url}${path}`, headers, durationSeconds });
    const baseline = await runLoad({ url: `${bare.url}${path}`, durationSeconds });
    return {
      path,
      app: appResult,
      baseline,
      ratio: appResult.requestsPerSecond / baseline.requestsPerSecond,
    };
  } finally {
    await bare.stop();
  }
}
