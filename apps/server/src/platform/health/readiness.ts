import type { AppContext } from '../context.ts';
import { isDatabaseReachable } from '../database/database.ts';

export interface Readiness {
  /**
   * `not_ready` (503): the database is away, take this instance out of rotation. `degraded` (200):
   * Redis is away; the instance still serves everything, with per-instance limits and buffered events,
   * so a load balancer must keep sending it traffic (every instance shares the same Redis: answering
   * 503 would empty the pool).
   */
  status: 'ready' | 'degraded' | 'not_ready';
  database: 'ok' | 'unavailable';
  redis: 'ok' | 'unavailable' | 'not_configured';
}

export async function checkReadiness(ctx: Pick<AppContext, 'db' | 'health' | 'config'>): Promise<Readiness> {
  const [databaseUp, unanswered] = await Promise.all([isDatabaseReachable(ctx.db), ctx.health.probeAll()]);
  const redis = !ctx.config.REDIS_URL
    ? 'not_configured'
    : ctx.health.isDown('redis') || unanswered.has('redis')
      ? 'unavailable'
      : 'ok';
  return {
    status: !databaseUp ? 'not_ready' : redis === 'unavailable' ? 'degraded' : 'ready',
    database: databaseUp ? 'ok' : 'unavailable',
    redis,
  };
}
