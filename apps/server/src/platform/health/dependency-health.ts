/**
 * Which outside services (the database, Redis) are reachable right now, as the connections see it. Each
 * connection reports for itself; a dependency is down while any of its connections is. Only a change is
 * logged, so an outage is one warning and one recovery line, never a line per request.
 */
export type DependencyName = 'database' | 'redis';

export interface HealthLog {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

const consoleLog: HealthLog = {
  warn: (details, message) => console.warn(message, details),
  info: (details, message) => console.info(message, details),
};

/** What degrades while a dependency is away, said once in the log line. */
const CONSEQUENCE: Record<DependencyName, string> = {
  database: 'requests that need it answer 503 with Retry-After until it returns',
  redis:
    'live events are delivered on this instance and buffered for the others; login and request limits count per instance',
};

/** A probe that answers within this long or counts as down (a Redis that hangs rather than refuses). */
const PROBE_TIMEOUT_MS = 1_000;
/** How often a connection reported down is asked again whether it answers (see `watchRecovery`). */
const RECHECK_INTERVAL_MS = 1_000;

type Check = () => Promise<unknown>;

export class DependencyHealth {
  private readonly down = new Map<DependencyName, Map<string, string>>();
  private readonly probes = new Map<DependencyName, Check>();
  private readonly recoveryChecks = new Map<DependencyName, Map<string, Check>>();
  /** `dependency/reporter` pairs whose recheck loop is running (one loop per pair). */
  private readonly rechecking = new Set<string>();
  private readonly recheckMs: number;
  private log: HealthLog = consoleLog;

  constructor(options: { recheckMs?: number } = {}) {
    this.recheckMs = options.recheckMs ?? RECHECK_INTERVAL_MS;
  }

  /** The app's logger replaces the console once Fastify exists (the context is built before it). */
  useLog(log: HealthLog): void {
    this.log = log;
  }

  reportDown(dependency: DependencyName, reporter: string, reason: string): void {
    let reporters = this.down.get(dependency);
    const wasUp = !reporters || reporters.size === 0;
    if (!reporters) {
      reporters = new Map();
      this.down.set(dependency, reporters);
    }
    reporters.set(reporter, reason);
    if (wasUp) this.log.warn({ dependency, reason }, `${dependency} unavailable: ${CONSEQUENCE[dependency]}`);
    this.recheckLater(dependency, reporter);
  }

  /**
   * How to ask one connection whether it answers again (a Redis PING on it). A connection that closed
   * reports itself up when it reconnects; one that only stopped answering (a Redis frozen for seconds:
   * commands time out, the socket stays open) never reconnects, so nothing would say it is back. While
   * such a reporter is down, `check` runs every second, and once it answers the reporter is up again:
   * every consumer that fell back to a local substitute (limits, the event buffer) goes back to Redis.
   * Returns a function that stops watching (the connection is closed for good).
   */
  watchRecovery(dependency: DependencyName, reporter: string, check: Check): () => void {
    let checks = this.recoveryChecks.get(dependency);
    if (!checks) {
      checks = new Map();
      this.recoveryChecks.set(dependency, checks);
    }
    checks.set(reporter, check);
    if (this.isDown(dependency, reporter)) this.recheckLater(dependency, reporter);
    return () => {
      if (this.recoveryChecks.get(dependency)?.get(reporter) === check) {
        this.recoveryChecks.get(dependency)?.delete(reporter);
      }
    };
  }

  reportUp(dependency: DependencyName, reporter: string): void {
    const reporters = this.down.get(dependency);
    if (!reporters?.delete(reporter) || reporters.size > 0) return;
    this.log.info({ dependency }, `${dependency} is reachable again`);
  }

  /** Live events that did not fit the buffer during an outage: said once, when it ends. */
  reportDropped(events: number): void {
    this.log.warn(
      { dependency: 'redis', events },
      'live events dropped while Redis was away; guests recover them by their catch-up read',
    );
  }

  /** A cheap round trip (a Redis PING) that /ready makes on every call, so it never waits for traffic. */
  addProbe(dependency: DependencyName, probe: Check): void {
    this.probes.set(dependency, probe);
  }

  /**
   * Asks every dependency with a probe now and says which did not answer: /ready reports the state at
   * the moment it is asked, from start-up on, not only what the connections noticed while serving
   * requests (a dependency that hangs says nothing until something is sent to it). A failed probe is
   * not kept (the connections' own reports stay what the rest of the server goes by); a probe that
   * answers asks the connections reported down at once, so recovery is seen on this call, not the next
   * recheck.
   */
  async probeAll(): Promise<Set<DependencyName>> {
    const failed = new Set<DependencyName>();
    await Promise.all(
      [...this.probes].map(async ([dependency, probe]) => {
        if (await answers(probe)) await this.recheckNow(dependency);
        else failed.add(dependency);
      }),
    );
    return failed;
  }

  /** Whether any connection to `dependency` (or, given `reporter`, that one connection) is down. */
  isDown(dependency: DependencyName, reporter?: string): boolean {
    const reporters = this.down.get(dependency);
    if (reporter !== undefined) return reporters?.has(reporter) ?? false;
    return (reporters?.size ?? 0) > 0;
  }

  /** Runs the recovery checks of every reporter of `dependency` that is down; those that answer are up. */
  private async recheckNow(dependency: DependencyName): Promise<void> {
    const down = [...(this.down.get(dependency)?.keys() ?? [])];
    await Promise.all(
      down.map(async (reporter) => {
        const check = this.recoveryChecks.get(dependency)?.get(reporter);
        if (check && (await answers(check))) this.reportUp(dependency, reporter);
      }),
    );
  }

  /** Asks `reporter` again every `recheckMs` while it is down and has a recovery check. */
  private recheckLater(dependency: DependencyName, reporter: string): void {
    const key = `${dependency}/${reporter}`;
    if (this.rechecking.has(key) || !this.recoveryChecks.get(dependency)?.has(reporter)) return;
    this.rechecking.add(key);
    const loop = () => {
      const timer = setTimeout(async () => {
        const check = this.recoveryChecks.get(dependency)?.get(reporter);
        if (!check || !this.isDown(dependency, reporter)) {
          this.rechecking.delete(key);
          return;
        }
        if (await answers(check)) {
          this.rechecking.delete(key);
          this.reportUp(dependency, reporter);
        } else loop();
      }, this.recheckMs);
      timer.unref();
    };
    loop();
  }
}

/** Whether `check` resolves within PROBE_TIMEOUT_MS. */
async function answers(check: Check): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      check(),
      new Promise((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error('no answer')), PROBE_TIMEOUT_MS);
      }),
    ]);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
