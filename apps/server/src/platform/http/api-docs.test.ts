import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/* /api/docs/ only where configured (issue 35, decision 0151); the OpenAPI document is built either way. */

let apps: Record<'production' | 'productionOn' | 'development' | 'off', TestApp>;
beforeAll(async () => {
  apps = {
    production: await createTestApp({ NODE_ENV: 'production' }),
    productionOn: await createTestApp({ NODE_ENV: 'production', API_DOCS: 'on' }),
    development: await createTestApp({ NODE_ENV: 'development' }),
    off: await createTestApp({ API_DOCS: 'off' }),
  };
});
afterAll(async () => {
  await Promise.all(Object.values(apps).map((app) => app.close()));
});

describe('/api/docs/', () => {
  it('is not served in production unless API_DOCS=on; app.swagger() works either way', async () => {
    for (const url of ['/api/docs/', '/api/docs/json']) {
      expect((await apps.production.app.inject({ url })).statusCode).toBe(404);
      expect((await apps.productionOn.app.inject({ url })).statusCode).toBe(200);
    }
    expect(Object.keys(apps.production.app.swagger().paths ?? {})).toContain('/api/orders/');
  });

  it('is served outside production unless API_DOCS=off', async () => {
    expect((await apps.development.app.inject({ url: '/api/docs/' })).statusCode).toBe(200);
    expect((await apps.off.app.inject({ url: '/api/docs/' })).statusCode).toBe(404);
  });
});
