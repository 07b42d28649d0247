import type { Config } from './config.ts';
import type { Database, DatabaseKind } from './database/database.ts';
import type { EventBus } from './events/event-bus.ts';
import type { DependencyHealth } from './health/dependency-health.ts';
import type { Metrics } from './metrics/metrics.ts';
import type { RateStore } from './rate-limit/rate-store.ts';

/** What every module gets from the platform; built once in app.ts and decorated onto Fastify as `ctx`. */
export interface AppContext {
  config: Config;
  db: Database;
  dbKind: DatabaseKind;
  bus: EventBus;
  /** Rates shared by every instance (login guesses): Redis when configured, with a local fallback. */
  limits: RateStore;
  /** Which outside services are reachable now; /ready reports it. */
  health: DependencyHealth;
  /** This instance's Prometheus metrics, served at /metrics (platform/metrics). */
  metrics: Metrics;
  /** The current instant; tests move it to check dates, windows and expiry. */
  now: () => Date;
}
