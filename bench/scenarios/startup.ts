import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { startProductServer, type ServerRuntime } from '../../e2e/support/product-server.ts';

export interface StartupSample {
  /** From spawning the process to /ready answering, on a fresh embedded database the demo data is loaded into. */
  freshReadyMs: number;
  /** The same again on that database, now holding the demo: a restart, as after a deploy. */
  restartReadyMs: number;
  /** Resident memory of the restarted server a few seconds after /ready, idle. */
  idleRssBytes: number;
}

export interface StartupComparison {
  runs: number;
  compiled: StartupSample[];
  typescript: StartupSample[];
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
export const medianOf = (samples: StartupSample[], field: keyof StartupSample) =>
  median(samples.map((sample) => sample[field]));

async function timedStart(port: number, runtime: ServerRuntime, env: Record<string, string>) {
  const started = performance.now();
  const server = await startProductServer(port, env, runtime);
  return { server, readyMs: performance.now() - started };
}

async function sample(port: number, runtime: ServerRuntime): Promise<StartupSample> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hotel-startup-'));
  try {
    const fresh = await timedStart(port, runtime, { DATA_DIR: dataDir });
    await fresh.server.stop();
    const restart = await timedStart(port, runtime, {
      DATA_DIR: dataDir,
      SEED_DEMO: 'never',
      ALLOW_DEMO_PASSWORDS: 'true',
    });
    await sleep(3_000);
    const idleRssBytes = restart.server.rssBytes();
    await restart.server.stop();
    return { freshReadyMs: fresh.readyMs, restartReadyMs: restart.readyMs, idleRssBytes };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The server compiled (`npm start`) against the same code run through the TypeScript loader, alternating so
 * the machine's drift falls on both alike.
 */
export async function compareStartup(port: number, runs = 3): Promise<StartupComparison> {
  const result: StartupComparison = { runs, compiled: [], typescript: [] };
  for (let run = 0; run < runs; run += 1) {
    result.typescript.push(await sample(port, 'typescript'));
    result.compiled.push(await sample(port, 'compiled'));
  }
  return result;
}
