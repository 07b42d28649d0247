import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../e2e/support/chromium.ts';
import { mainThreadBlocking, type MainThreadBlocking, type TraceEvent } from '../lib/main-thread-blocking.ts';

export interface LighthouseScores {
  url: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  /** Largest contentful paint, ms, under Lighthouse's simulated mobile throttling. */
  lcpMs: number;
  cumulativeLayoutShift: number;
  /** Total blocking time, ms, as simulated. */
  totalBlockingTimeMs: number;
  /** Lighthouse's measure of this host's CPU (its `benchmarkIndex`), taken at the start of the run. */
  benchmarkIndex: number;
  /** The CPU slowdown the run simulated: Lighthouse's default 4×, or one calibrated to the host. */
  cpuSlowdownMultiplier: number;
  /**
   * The page's main-thread blocking in Lighthouse's own trace, by wall time and by CPU time: whether the blocking
   * time is the page's work or its thread waiting for one of the host's cores (decision 0128).
   */
  mainThread: MainThreadBlocking | null;
  /** Audits that lost points, for the reader to act on. */
  failedAudits: string[];
  /** Why Lighthouse could not measure the load (its `runtimeError` code), or null. */
  runtimeError: string | null;
}

/** What a device keeps for the page's origin: localStorage entries and cookies. */
export interface DeviceState {
  storage: Record<string, string>;
  cookies: Record<string, string>;
}

/** Lighthouse's mobile network and CPU throttling (slow 4G, 4× CPU): what it simulates by default. */
const MOBILE_THROTTLING = throttling.mobileSlow4G;

/**
 * A Lighthouse mobile run (its default form factor and throttling, or another CPU slowdown). `device` is put
 * into the page's origin first and kept (Lighthouse otherwise clears it): a logged-in guest's session for the
 * dashboard.
 */
export async function runLighthouse(
  url: string,
  device?: DeviceState,
  cpuSlowdownMultiplier = MOBILE_THROTTLING.cpuSlowdownMultiplier,
): Promise<LighthouseScores> {
  for (let attempt = 1; ; attempt++) {
    const scores = await runLighthouseOnce(url, device, cpuSlowdownMultiplier);
    if (!scores.runtimeError || attempt === LIGHTHOUSE_ATTEMPTS) return scores;
    console.warn(`  Lighthouse could not measure ${url} (${scores.runtimeError}); running it again`);
  }
}

/**
 * Lighthouse's own advice when its trace of the load is unusable ("Please run Lighthouse again"): seen here as
 * NO_NAVSTART in about one run of ten, on any page and build, with no score.
 */
export const LIGHTHOUSE_ATTEMPTS = 3;

async function runLighthouseOnce(
  url: string,
  device: DeviceState | undefined,
  cpuSlowdownMultiplier: number,
): Promise<LighthouseScores> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  try {
    const keepStorage = device !== undefined;
    if (device) {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      const page = await browser.contexts()[0]!.newPage();
      await page.goto(new URL('/health', url).href);
      await page.evaluate(
        `for (const [key, value] of Object.entries(${JSON.stringify(device.storage)})) localStorage.setItem(key, value);` +
          `for (const [name, value] of Object.entries(${JSON.stringify(device.cookies)})) document.cookie = name + '=' + value + '; path=/';`,
      );
      await page.close();
      await browser.close();
    }
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      disableStorageReset: keepStorage,
      throttling: { ...MOBILE_THROTTLING, cpuSlowdownMultiplier },
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { categories, audits, environment } = result.lhr;
    const traceEvents = result.artifacts.Trace?.traceEvents as TraceEvent[] | undefined;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const failedAudits = Object.values(audits)
      .filter(
        (audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative',
      )
      .map((audit) => `${audit.id}: ${audit.title}`);
    return {
      url,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
      cumulativeLayoutShift: audits['cumulative-layout-shift']?.numericValue ?? NaN,
      totalBlockingTimeMs: audits['total-blocking-time']?.numericValue ?? NaN,
      benchmarkIndex: environment.benchmarkIndex,
      cpuSlowdownMultiplier,
      mainThread: traceEvents ? mainThreadBlocking(traceEvents, cpuSlowdownMultiplier) : null,
      failedAudits,
      runtimeError: result.lhr.runtimeError?.code ?? null,
    };
  } finally {
    chrome.kill();
  }
}
