import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * Two instances of the server behind one Redis, as production runs them behind a load balancer: started before
 * the enclosing describe's tests and closed after them. For the *.redis.test.ts files, which run only when
 * REDIS_URL names a Redis server (vitest.config.ts); CI always sets it. Read `a` and `b` inside the tests.
 */
export function twoInstancesBehindRedis(): { readonly a: TestApp; readonly b: TestApp } {
  let a: TestApp | undefined;
  let b: TestApp | undefined;
  beforeAll(async () => {
    const redisUrl = process.env.REDIS_URL!;
    a = await createTestApp({ REDIS_URL: redisUrl });
    b = await createTestApp({ REDIS_URL: redisUrl });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });
  return {
    get a() {
      if (!a) throw new Error('instance A is not started: read it inside a test');
      return a;
    },
    get b() {
      if (!b) throw new Error('instance B is not started: read it inside a test');
      return b;
    },
  };
}
