import { Redis, type RedisOptions } from 'ioredis';
import type { DependencyHealth } from '../health/dependency-health.ts';

export interface RedisClientOptions {
  /** Names this connection in health reports ("live publisher", "limits"…). */
  role: string;
  health: DependencyHealth;
  /**
   * Commands while disconnected fail at once instead of waiting in ioredis's queue: callers fall back
   * (local counters, the event buffer) rather than hold a guest's request for seconds.
   */
  failFast: boolean;
}

/** A command that gets no answer (a Redis that hangs rather than refuses) fails after this long. */
const COMMAND_TIMEOUT_MS = 1_000;

/**
 * Opens one Redis connection. A Redis unreachable at start-up is a configuration mistake: this throws a
 * clear message and the server does not start. Once started, an outage is reported to `health` and
 * ioredis keeps reconnecting; nothing is thrown out of an event handler, so nothing stops the process.
 * The connection is up again when it reconnects (`ready`) or, after a hang, when a PING answers.
 */
export async function connectRedis(redisUrl: string, options: RedisClientOptions): Promise<Redis> {
  const clientOptions: RedisOptions = {
    lazyConnect: true,
    maxRetriesPerRequest: options.failFast ? 0 : null,
    enableOfflineQueue: !options.failFast,
    ...(options.failFast && { commandTimeout: COMMAND_TIMEOUT_MS }),
    // Reconnect quickly at first, then every 2 s: recovery within seconds of Redis coming back.
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  };
  const client = new Redis(redisUrl, clientOptions);
  let started = false;
  client.on('error', (error: Error) => {
    if (started) options.health.reportDown('redis', options.role, error.message);
  });
  client.on('close', () => {
    if (started) options.health.reportDown('redis', options.role, 'connection closed');
  });
  client.on('ready', () => {
    if (started) options.health.reportUp('redis', options.role);
  });
  // A hang (a frozen Redis) times commands out but closes nothing, so `ready` never comes again: a PING
  // that answers is what says this connection is back (only asked while it is ready; a closed one says
  // so with `ready` when it reconnects, and a PING would only wait in the offline queue).
  const stopWatching = options.health.watchRecovery('redis', options.role, () =>
    client.status === 'ready' ? client.ping() : Promise.reject(new Error(`connection ${client.status}`)),
  );
  client.once('end', stopWatching);
  try {
    await client.connect();
  } catch (error) {
    client.disconnect();
    throw new Error(`Redis at ${redactCredentials(redisUrl)} is unreachable: ${(error as Error).message}`);
  }
  started = true;
  return client;
}

export function redactCredentials(url: string): string {
  return url.replace(/\/\/[^@/]*@/, '//***@');
}
