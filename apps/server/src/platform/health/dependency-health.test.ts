import { describe, expect, it } from 'vitest';
import { waitFor } from '../../../test/own-redis.ts';
import { DependencyHealth } from './dependency-health.ts';

function quietHealth() {
  const lines: string[] = [];
  const health = new DependencyHealth({ recheckMs: 20 });
  health.useLog({ warn: (_d, message) => lines.push(message), info: (_d, message) => lines.push(message) });
  return { health, lines };
}

describe('DependencyHealth after a hang (no reconnect, so no `ready` event)', () => {
  it('asks a reporter that is down again until its check answers, then reports it up once', async () => {
    const { health, lines } = quietHealth();
    let answering = false;
    let asked = 0;
    health.watchRecovery('redis', 'limits', async () => {
      asked += 1;
      if (!answering) throw new Error('Command timed out');
    });
    health.reportDown('redis', 'limits', 'Command timed out');
    await waitFor(() => asked >= 3, 2_000, 'not asked again');
    expect(health.isDown('redis')).toBe(true);
    answering = true;
    await waitFor(() => !health.isDown('redis'), 2_000, 'recovery not reported');
    expect(lines).toEqual([expect.stringMatching(/^redis unavailable/), 'redis is reachable again']);
    const askedWhenUp = asked;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(asked).toBe(askedWhenUp); // up: no more rechecks
  });

  it('counts a check that never answers as down, and keeps asking', async () => {
    const { health } = quietHealth();
    let calls = 0;
    health.watchRecovery('redis', 'live publisher', () => {
      calls += 1;
      return calls === 1 ? new Promise(() => undefined) : Promise.resolve('PONG');
    });
    health.reportDown('redis', 'live publisher', 'Command timed out');
    await waitFor(() => !health.isDown('redis'), 4_000, 'recovery not reported after a hung check');
    expect(calls).toBe(2);
  });

  it('a probe that answers clears the reporters whose check answers, on the same call', async () => {
    const slow = new DependencyHealth({ recheckMs: 60_000 }); // only the probe can clear it
    slow.useLog({ warn: () => undefined, info: () => undefined });
    slow.addProbe('redis', async () => 'PONG');
    slow.watchRecovery('redis', 'limits', async () => 'PONG');
    slow.reportDown('redis', 'limits', 'Command timed out');
    expect(slow.isDown('redis')).toBe(true);
    expect(await slow.probeAll()).toEqual(new Set());
    expect(slow.isDown('redis')).toBe(false);
  });

  it('keeps reporters apart: one connection down does not make another one down', () => {
    const { health } = quietHealth();
    health.reportDown('redis', 'live subscriber', 'connection closed');
    expect(health.isDown('redis')).toBe(true);
    expect(health.isDown('redis', 'live subscriber')).toBe(true);
    expect(health.isDown('redis', 'limits')).toBe(false);
  });

  it('stops asking once the watch is withdrawn (the connection closed for good)', async () => {
    const { health } = quietHealth();
    let asked = 0;
    const stop = health.watchRecovery('redis', 'limits', async () => {
      asked += 1;
      throw new Error('Connection is closed.');
    });
    health.reportDown('redis', 'limits', 'connection closed');
    await waitFor(() => asked >= 1, 2_000, 'not asked');
    stop();
    const askedAtStop = asked;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(asked).toBeLessThanOrEqual(askedAtStop + 1);
    expect(health.isDown('redis')).toBe(true);
  });
});
