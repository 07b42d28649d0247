import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDevice, startPushService } from '../../../test/push-service.ts';
import { PushSender, type PushResult } from './sender.ts';
import { generateVapidKeys } from './vapid-keys.ts';

let pushService: Awaited<ReturnType<typeof startPushService>>;
beforeAll(async () => {
  pushService = await startPushService();
});
afterAll(() => pushService.close());

function sender(results: PushResult[], warnings: string[], timeoutMs = 300) {
  return new PushSender({
    vapid: { subject: 'mailto:ops@hotel.test', ...generateVapidKeys() },
    timeoutMs,
    concurrency: 2,
    maxWaiting: 3,
    log: { warn: (_details: unknown, message?: string) => warnings.push(message ?? '') },
    onResult: (_target, result) => {
      results.push(result);
    },
    onDropped: () => results.push('dropped'),
  });
}

const message = (endpoint: string, id: number) => ({
  target: { id, endpoint, ...createTestDevice().keys },
  payload: { title: 'Order', body: 'Ready', url: '/orders/1', tag: 'order-1' },
  ttlSeconds: 60,
  urgency: 'normal' as const,
});

describe('the push sender', () => {
  it('runs a few at once, keeps a bounded queue, and drops (and counts) the rest', async () => {
    const results: PushResult[] = [];
    const warnings: string[] = [];
    const push = sender(results, warnings);
    for (let id = 1; id <= 10; id += 1) push.send(message(pushService.endpoint('hang'), id));
    // Two in flight and three waiting: the other five were dropped at once, without waiting for anything.
    expect(results.filter((result) => result === 'dropped')).toHaveLength(5);
    expect(warnings.filter((warning) => warning.includes('push queue full'))).toHaveLength(5);
    await push.settled();
    expect(results.filter((result) => result === 'failed')).toHaveLength(5);
    expect(warnings).toContain('push service unreachable');
  });

  it('reports delivered, gone and failed by the push service’s answer', async () => {
    const results: PushResult[] = [];
    const push = sender(results, [], 5_000);
    push.send(message(pushService.endpoint('ok'), 1));
    push.send(message(pushService.endpoint('gone'), 2));
    push.send(message(pushService.endpoint('fail'), 3));
    push.send(message('http://127.0.0.1:9/refused', 4));
    await push.settled();
    expect(results.sort()).toEqual(['delivered', 'failed', 'failed', 'gone']);
  });
});
