import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { DependencyHealth } from '../health/dependency-health.ts';
import { connectRedis } from '../redis/redis-client.ts';
import type { LiveEvent } from './event-bus.ts';
import { InProcessEventBus } from './event-bus.ts';

export interface RedisEventBusOptions {
  /** The deployment's pub/sub channel (`<namespace>:live-events`): two deployments on one Redis never meet. */
  channel: string;
  health: DependencyHealth;
  /** Events kept for the other instances while Redis is away; the oldest go first beyond it. */
  maxBuffered?: number;
}

/**
 * What travels on the channel: the event, who sent it, whether the sender already delivered it, and
 * the event's own id. A publish that timed out during a Redis hang may still be carried out when Redis
 * resumes, and its kept copy is sent again: the id lets every instance deliver the event once.
 */
interface Envelope extends LiveEvent {
  origin: string;
  /** Absent from an instance of an older version (rolling deploy): such events are not deduplicated. */
  id?: string;
  deliveredAtOrigin?: true;
}

/** A reconnected instance resubscribes before the buffered events are sent, so it receives them too. */
const FLUSH_DELAY_MS = 500;
const DEFAULT_MAX_BUFFERED = 10_000;
/** Event ids remembered to drop a second copy (well beyond what a few seconds of traffic publish). */
const REMEMBERED_IDS = 10_000;

/**
 * Every instance publishes to one Redis channel and delivers what it receives to its own listeners,
 * including the events it published itself, so delivery is the same whichever instance produced it.
 *
 * While Redis is away a publish never waits and never fails: the event is delivered to this instance's
 * sockets at once and kept (bounded) for the others, then sent when Redis returns, marked so that this
 * instance does not deliver it twice. Beyond the buffer, or for a phone that was offline, the guest app's
 * catch-up read (notifications since_id, the order list) recovers what the push did not bring.
 */
export class RedisEventBus extends InProcessEventBus {
  private readonly origin = randomBytes(8).toString('hex');
  private readonly buffered: Envelope[] = [];
  private readonly delivered = new Set<string>();
  private sequence = 0;
  private flushTimer: NodeJS.Timeout | undefined;
  private droppedWhileAway = 0;

  private constructor(
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
    private readonly options: RedisEventBusOptions,
  ) {
    super();
  }

  static async connect(redisUrl: string, options: RedisEventBusOptions): Promise<RedisEventBus> {
    const { health, channel } = options;
    const [publisher, subscriber] = await Promise.all([
      connectRedis(redisUrl, { role: 'live publisher', health, failFast: true }),
      connectRedis(redisUrl, { role: 'live subscriber', health, failFast: false }),
    ]);
    const bus = new RedisEventBus(publisher, subscriber, options);
    subscriber.on('message', (received: string, message: string) => {
      if (received === channel) bus.receive(message);
    });
    const scheduleFlush = () => bus.scheduleFlush();
    publisher.on('ready', scheduleFlush);
    subscriber.on('ready', scheduleFlush);
    try {
      await subscriber.subscribe(channel);
    } catch (error) {
      publisher.disconnect();
      subscriber.disconnect();
      throw error;
    }
    return bus;
  }

  /** Events waiting for Redis (tests and the health answer read it). */
  get bufferedCount(): number {
    return this.buffered.length;
  }

  override async publish(event: LiveEvent): Promise<void> {
    this.sequence += 1;
    const envelope: Envelope = { ...event, origin: this.origin, id: `${this.origin}:${this.sequence}` };
    if (this.buffered.length === 0 && this.publisher.status === 'ready') {
      try {
        await this.publisher.publish(this.options.channel, JSON.stringify(envelope));
        return;
      } catch (error) {
        this.options.health.reportDown('redis', 'live publisher', (error as Error).message);
      }
    }
    // Redis is away (or older events still wait, which must go first): deliver here, keep for the others.
    this.firstTime(envelope.id);
    this.deliver(event);
    this.keep({ ...envelope, deliveredAtOrigin: true });
  }

  override async close(): Promise<void> {
    clearTimeout(this.flushTimer);
    await super.close();
    this.subscriber.disconnect();
    this.publisher.disconnect();
  }

  private receive(message: string): void {
    const envelope = parseEnvelope(message);
    if (!envelope) return;
    if (envelope.deliveredAtOrigin && envelope.origin === this.origin) return;
    if (!this.firstTime(envelope.id)) return;
    const { origin: _origin, id: _id, deliveredAtOrigin: _delivered, ...event } = envelope;
    this.deliver(event);
  }

  /** Remembers an event id; false when it was delivered here already. */
  private firstTime(id: string | undefined): boolean {
    if (id === undefined) return true;
    if (this.delivered.has(id)) return false;
    this.delivered.add(id);
    if (this.delivered.size > REMEMBERED_IDS) {
      const oldest = this.delivered.values().next().value;
      if (oldest !== undefined) this.delivered.delete(oldest);
    }
    return true;
  }

  private keep(envelope: Envelope): void {
    this.buffered.push(envelope);
    if (this.buffered.length > (this.options.maxBuffered ?? DEFAULT_MAX_BUFFERED)) {
      this.buffered.shift();
      this.droppedWhileAway += 1;
    }
    this.scheduleFlush();
  }

  private scheduleFlush(): void {
    if (this.flushTimer || this.buffered.length === 0) return;
    this.flushTimer = setTimeout(() => {
      this.flushTimer = undefined;
      void this.flush();
    }, FLUSH_DELAY_MS);
    this.flushTimer.unref();
  }

  /**
   * Sends the kept events in order; stops at the first failure. A closed connection tries again when it
   * is ready; an open one that did not answer (a Redis that hangs never closes, so `ready` never comes
   * again) tries again after FLUSH_DELAY_MS, so the buffer drains once Redis answers, new events or not.
   */
  private async flush(): Promise<void> {
    if (this.publisher.status !== 'ready' || this.subscriber.status !== 'ready') return;
    while (this.buffered.length > 0) {
      const next = this.buffered[0]!;
      try {
        await this.publisher.publish(this.options.channel, JSON.stringify(next));
      } catch {
        this.scheduleFlush();
        return;
      }
      this.buffered.shift();
      // It answered: the publisher is back (after a hang nothing else would say so this early).
      this.options.health.reportUp('redis', 'live publisher');
    }
    if (this.droppedWhileAway > 0) {
      this.options.health.reportDropped(this.droppedWhileAway);
      this.droppedWhileAway = 0;
    }
  }
}

function parseEnvelope(message: string): Envelope | undefined {
  let value: unknown;
  try {
    value = JSON.parse(message);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const event = value as Partial<Envelope>;
  const wellFormed =
    typeof event.type === 'string' &&
    typeof event.origin === 'string' &&
    (event.id === undefined || typeof event.id === 'string') &&
    Number.isInteger(event.hotelId) &&
    (event.stayId === null || Number.isInteger(event.stayId)) &&
    typeof event.payload === 'object' &&
    event.payload !== null;
  return wellFormed ? (event as Envelope) : undefined;
}
