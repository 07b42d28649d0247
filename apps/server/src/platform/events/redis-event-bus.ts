import { Redis } from 'ioredis';
import type { LiveEvent } from './event-bus.ts';
import { InProcessEventBus } from './event-bus.ts';

const DEFAULT_CHANNEL = 'hotel-guest:live-events';

export interface RedisEventBusOptions {
  /** One pub/sub channel per deployment; tests use their own so parallel runs cannot cross. */
  channel?: string;
  /** Connection trouble after start-up (ioredis reconnects and resubscribes on its own). */
  onError?: (error: Error) => void;
}

/**
 * Every instance publishes to one Redis channel and delivers what it receives to its own listeners,
 * including the events it published itself, so delivery is the same whichever instance produced it.
 * Pub/sub is at most once: a guest offline during a Redis outage catches up over HTTP (since_id).
 */
export class RedisEventBus extends InProcessEventBus {
  private constructor(
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
    private readonly channel: string,
  ) {
    super();
  }

  static async connect(redisUrl: string, options: RedisEventBusOptions = {}): Promise<RedisEventBus> {
    const channel = options.channel ?? DEFAULT_CHANNEL;
    const publisher = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 3 });
    const subscriber = new Redis(redisUrl, { lazyConnect: true });
    // Without a listener ioredis prints every reconnect failure as an unhandled error event.
    const onError = options.onError ?? warnAtMostEveryMinute();
    publisher.on('error', onError);
    subscriber.on('error', onError);
    const bus = new RedisEventBus(publisher, subscriber, channel);
    subscriber.on('message', (received: string, message: string) => {
      if (received !== channel) return;
      const event = parseEvent(message);
      if (event) bus.deliver(event);
    });
    try {
      await Promise.all([publisher.connect(), subscriber.connect()]);
      await subscriber.subscribe(channel);
    } catch (error) {
      // A failed start must not leave clients retrying in the background: the caller fails loudly.
      publisher.disconnect();
      subscriber.disconnect();
      throw new Error(`Redis at ${redactCredentials(redisUrl)} is unreachable: ${(error as Error).message}`);
    }
    return bus;
  }

  override async publish(event: LiveEvent): Promise<void> {
    await this.publisher.publish(this.channel, JSON.stringify(event));
  }

  override async close(): Promise<void> {
    await super.close();
    this.subscriber.disconnect();
    this.publisher.disconnect();
  }
}

function parseEvent(message: string): LiveEvent | undefined {
  let value: unknown;
  try {
    value = JSON.parse(message);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const event = value as Partial<LiveEvent>;
  const wellFormed =
    typeof event.type === 'string' &&
    Number.isInteger(event.hotelId) &&
    Number.isInteger(event.stayId) &&
    typeof event.payload === 'object' &&
    event.payload !== null;
  return wellFormed ? (event as LiveEvent) : undefined;
}

/** An outage retries every couple of seconds; one line a minute says it without flooding the log. */
function warnAtMostEveryMinute(): (error: Error) => void {
  let lastWarnedAt = 0;
  return (error) => {
    const now = Date.now();
    if (now - lastWarnedAt < 60_000) return;
    lastWarnedAt = now;
    console.warn(`Live events: Redis connection problem (retrying): ${error.message}`);
  };
}

function redactCredentials(url: string): string {
  return url.replace(/\/\/[^@/]*@/, '//***@');
}
