import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import { openDatabase } from './database/database.ts';
import { InProcessEventBus, type EventBus } from './events/event-bus.ts';
import { RedisEventBus } from './events/redis-event-bus.ts';
import {
  MemoryAttemptCounter,
  RedisAttemptCounter,
  type AttemptCounter,
} from './rate-limit/attempt-counter.ts';

export interface OwnedContext {
  ctx: AppContext;
  close(): Promise<void>;
}

/** Opens what the configuration names: PGlite or PostgreSQL, in-process or Redis. */
export async function createContext(
  config: Config,
  options: { inMemoryDatabase?: boolean } = {},
): Promise<OwnedContext> {
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: options.inMemoryDatabase ? undefined : config.DATA_DIR,
    migrationsDir: config.migrationsDir,
  });
  let bus: EventBus;
  let attempts: AttemptCounter;
  if (config.REDIS_URL) {
    [bus, attempts] = await Promise.all([
      RedisEventBus.connect(config.REDIS_URL),
      RedisAttemptCounter.connect(config.REDIS_URL),
    ]);
  } else {
    bus = new InProcessEventBus();
    attempts = new MemoryAttemptCounter();
  }
  const ctx: AppContext = {
    config,
    db: database.db,
    dbKind: database.kind,
    bus,
    attempts,
    now: () => new Date(),
  };
  return {
    ctx,
    async close() {
      await Promise.allSettled([bus.close(), attempts.close()]);
      await database.close();
    },
  };
}
