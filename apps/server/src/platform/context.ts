import type { Config } from './config.ts';
import type { Database, DatabaseKind } from './database/database.ts';
import type { EventBus } from './events/event-bus.ts';
import type { AttemptCounter } from './rate-limit/attempt-counter.ts';

/** What every module gets from the platform; built once in app.ts and decorated onto Fastify as `ctx`. */
export interface AppContext {
  config: Config;
  db: Database;
  dbKind: DatabaseKind;
  bus: EventBus;
  attempts: AttemptCounter;
  /** The current instant; tests move it to check dates, windows and expiry. */
  now: () => Date;
}
