import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import { openDatabase } from './database/database.ts';
import { InProcessEventBus, type EventBus } from './events/event-bus.ts';
import { RedisEventBus } from './events/redis-event-bus.ts';
import { DependencyHealth } from './health/dependency-health.ts';
import { Metrics } from './metrics/metrics.ts';
import {
  FallbackRateStore,
  MemoryRateStore,
  RedisRateStore,
  type RateStore,
} from './rate-limit/rate-store.ts';
import { connectRedis } from './redis/redis-client.ts';

export interface OwnedContext {
  ctx: AppContext;
  close(): Promise<void>;
}

/** Opens what the configuration names: PGlite or PostgreSQL, in-process or Redis. */
export async function createContext(
  config: Config,
  options: { inMemoryDatabase?: boolean } = {},
): Promise<OwnedContext> {
  const health = new DependencyHealth();
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: options.inMemoryDatabase ? undefined : config.DATA_DIR,
    migrationsDir: config.migrationsDir,
    health,
  });
  let shared: { bus: EventBus; limits: RateStore };
  try {
    shared = config.REDIS_URL
      ? await connectShared(config.REDIS_URL, config.REDIS_NAMESPACE, health)
      : { bus: new InProcessEventBus(), limits: new MemoryRateStore() };
  } catch (error) {
    await database.close();
    throw error;
  }
  const { bus, limits } = shared;
  const ctx: AppContext = {
    config,
    db: database.db,
    dbKind: database.kind,
    bus,
    limits,
    health,
    metrics: new Metrics(),
    now: () => new Date(),
  };
  return {
    ctx,
    async close() {
      await Promise.allSettled([bus.close(), limits.close()]);
      await database.close();
    },
  };
}

/** The event bus and the shared rates, both under the deployment's namespace. */
export async function connectShared(
  redisUrl: string,
  namespace: string,
  health: DependencyHealth,
  now: () => number = Date.now,
): Promise<{ bus: RedisEventBus; limits: RateStore }> {
  const [busResult, clientResult] = await Promise.allSettled([
    RedisEventBus.connect(redisUrl, { channel: `${namespace}:live-events`, health }),
    connectRedis(redisUrl, { role: 'limits', health, failFast: true }),
  ]);
  if (busResult.status === 'rejected' || clientResult.status === 'rejected') {
    if (busResult.status === 'fulfilled') await busResult.value.close();
    if (clientResult.status === 'fulfilled') clientResult.value.disconnect();
    throw busResult.status === 'rejected' ? busResult.reason : (clientResult as PromiseRejectedResult).reason;
  }
  const bus = busResult.value;
  const limitsClient = clientResult.value;
  health.addProbe('redis', () => limitsClient.ping());
  const limits = new FallbackRateStore(
    new RedisRateStore(limitsClient, `${namespace}:limits:`, now),
    new MemoryRateStore(now),
    health,
  );
  return { bus, limits };
}
