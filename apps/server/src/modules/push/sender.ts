import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import type { PushPayload } from '@hotel/contracts/push';
import type { PushTarget } from './repository.ts';

export const PUSH_RESULTS = ['delivered', 'gone', 'failed', 'dropped'] as const;
export type PushResult = (typeof PUSH_RESULTS)[number];

export interface PushMessage {
  target: PushTarget;
  payload: PushPayload;
  /** How long the push service keeps it for a device that is offline; after that it is dropped unseen. */
  ttlSeconds: number;
  urgency: 'normal' | 'high';
}

export interface SenderOptions {
  vapid: { subject: string; publicKey: string; privateKey: string };
  timeoutMs: number;
  /** Messages in flight at once. */
  concurrency: number;
  /** Tasks that may wait beyond those; more are dropped with a warning (a push service that crawls). */
  maxWaiting: number;
  log: Pick<FastifyBaseLogger, 'warn'>;
  /** After each message sent: count it, delete a gone row, stamp a delivered one. Its failures are logged. */
  onResult: (target: PushTarget, result: Exclude<PushResult, 'dropped'>) => Promise<void> | void;
  /** A message (or the work that would have found its devices) dropped because the queue is full. */
  onDropped: () => void;
}

interface Task {
  run: () => Promise<void>;
  drop: () => void;
}

/** Topic header: a push service keeps only the newest waiting message of a topic (RFC 8030 section 5.4). */
const TOPIC_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;

/**
 * Sends Web Push messages off the request path: callers queue work and return at once; at most `concurrency`
 * run, up to `maxWaiting` wait, and beyond that work is dropped and counted, so a push service that hangs
 * costs a bounded amount of memory and nothing else. web-push does the encryption (RFC 8291) and signs the
 * VAPID header (RFC 8292); the POST itself is fetch with a timeout, so any http push service (a test's
 * stand-in included) works.
 */
export class PushSender {
  private readonly waiting: Task[] = [];
  private running = 0;
  private idle: (() => void)[] = [];

  constructor(private readonly options: SenderOptions) {}

  /** Queues work that may itself queue messages (finding a stay's devices, then sending to each). */
  enqueue(run: () => Promise<void>, whatIsDropped: string): void {
    this.add({
      run,
      drop: () => {
        this.options.log.warn({ dropped: whatIsDropped }, 'push queue full: push dropped');
        this.options.onDropped();
      },
    });
  }

  send(message: PushMessage): void {
    this.add({
      run: () => this.deliver(message),
      drop: () => {
        this.options.log.warn({ subscription: message.target.id }, 'push queue full: message dropped');
        this.options.onDropped();
      },
    });
  }

  /** Resolves when nothing is running or waiting (tests, and a graceful shutdown). */
  settled(): Promise<void> {
    if (this.running === 0 && this.waiting.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.idle.push(resolve));
  }

  private add(task: Task): void {
    if (this.waiting.length >= this.options.maxWaiting) {
      task.drop();
      return;
    }
    this.waiting.push(task);
    this.pump();
  }

  private pump(): void {
    while (this.running < this.options.concurrency && this.waiting.length > 0) {
      const task = this.waiting.shift()!;
      this.running += 1;
      void task
        .run()
        .catch((error: unknown) => this.options.log.warn({ err: error }, 'push task failed'))
        .finally(() => {
          this.running -= 1;
          this.pump();
          if (this.running === 0 && this.waiting.length === 0) {
            const waiters = this.idle;
            this.idle = [];
            for (const resolve of waiters) resolve();
          }
        });
    }
  }

  private async deliver(message: PushMessage): Promise<void> {
    const { target } = message;
    let result: Exclude<PushResult, 'dropped'>;
    try {
      const status = await this.post(message);
      if (status >= 200 && status < 300) result = 'delivered';
      else if (status === 404 || status === 410) result = 'gone';
      else {
        result = 'failed';
        this.options.log.warn({ subscription: target.id, status }, 'push service refused a message');
      }
    } catch (error) {
      result = 'failed';
      this.options.log.warn(
        { subscription: target.id, err: { message: (error as Error).message } },
        'push service unreachable',
      );
    }
    await this.report(target, result);
  }

  private async post(message: PushMessage): Promise<number> {
    const { target, payload } = message;
    const details = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      JSON.stringify(payload),
      {
        vapidDetails: this.options.vapid,
        TTL: message.ttlSeconds,
        urgency: message.urgency,
        contentEncoding: 'aes128gcm',
        ...(TOPIC_PATTERN.test(payload.tag) && { topic: payload.tag }),
      },
    );
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(details.headers)) {
      // fetch sets the length from the body itself.
      if (name.toLowerCase() !== 'content-length') headers[name] = String(value);
    }
    const response = await fetch(details.endpoint, {
      method: 'POST',
      headers,
      body: details.body as Buffer,
      signal: AbortSignal.timeout(this.options.timeoutMs),
      redirect: 'error',
    });
    // Push services answer with a short body or none; it is read so the connection can be reused.
    await response.arrayBuffer().catch(() => undefined);
    return response.status;
  }

  private async report(target: PushTarget, result: Exclude<PushResult, 'dropped'>): Promise<void> {
    try {
      await this.options.onResult(target, result);
    } catch (error) {
      this.options.log.warn({ err: error, subscription: target.id, result }, 'push result not recorded');
    }
  }
}
