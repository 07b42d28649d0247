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

export class DependencyHealth {
  private readonly down = new Map<DependencyName, Map<string, string>>();
  private readonly probes = new Map<DependencyName, () => Promise<unknown>>();
  private log: HealthLog = consoleLog;

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
  addProbe(dependency: DependencyName, probe: () => Promise<unknown>): void {
    this.probes.set(dependency, probe);
  }

  /**
   * Asks every dependency with a probe now and says which did not answer: /ready reports the state at
   * the moment it is asked, from start-up on, not only what the connections noticed while serving
   * requests (a dependency that hangs says nothing until something is sent to it). The answer is not
   * kept: the connections' own reports stay what the rest of the server goes by.
   */
  async probeAll(): Promise<Set<DependencyName>> {
    const failed = new Set<DependencyName>();
    await Promise.all(
      [...this.probes].map(async ([dependency, probe]) => {
        let timer: NodeJS.Timeout | undefined;
        try {
          await Promise.race([
            probe(),
            new Promise((_resolve, reject) => {
              timer = setTimeout(() => reject(new Error('no answer')), PROBE_TIMEOUT_MS);
            }),
          ]);
        } catch {
          failed.add(dependency);
        } finally {
          clearTimeout(timer);
        }
      }),
    );
    return failed;
  }

  isDown(dependency: DependencyName): boolean {
    return (this.down.get(dependency)?.size ?? 0) > 0;
  }
}
