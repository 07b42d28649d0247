import Fastify, { type FastifyInstance } from 'fastify';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { afterEach, describe, expect, it } from 'vitest';
import { DependencyHealth } from '../health/dependency-health.ts';
import { installErrorHandling } from './error-handler.ts';

const SECRET = 'b7e1c0d2a9f84e3c6b5a4d3c2b1a0f9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function appThrowing(error: Error) {
  const health = new DependencyHealth();
  const warnings: object[] = [];
  health.useLog({ warn: (details) => warnings.push(details), info: () => undefined });
  app = Fastify({ logger: false });
  app.decorate('ctx', { health } as never);
  installErrorHandling(app);
  app.get('/fails', async () => {
    throw error;
  });
  await app.ready();
  return { app, health, warnings };
}

describe('a database that refuses connections', () => {
  it('answers 503 with Retry-After for SQLSTATE 55000 at connect (not 500), and logs no value', async () => {
    const refused = Object.assign(new Error('database "hotel" is not currently accepting connections'), {
      code: '55000',
      severity: 'FATAL',
    });
    const {
      app: server,
      health,
      warnings,
    } = await appThrowing(
      new DrizzleQueryError('select * from guest_sessions where token_hash = $1', [SECRET], refused),
    );
    const response = await server.inject({ url: '/fails' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toMatchObject({ code: 'service_unavailable' });
    expect(response.body).not.toContain(SECRET);
    expect(health.isDown('database')).toBe(true);
    // The health line carries the reason: the statement, never its values.
    expect(JSON.stringify(warnings)).toContain('guest_sessions');
    expect(JSON.stringify(warnings)).not.toContain(SECRET);
  });

  it('still answers 500 for a statement’s own mistake', async () => {
    const { app: server } = await appThrowing(
      Object.assign(new Error('currval of sequence "orders_id_seq" is not yet defined in this session'), {
        code: '55000',
        severity: 'ERROR',
      }),
    );
    expect((await server.inject({ url: '/fails' })).statusCode).toBe(500);
  });
});
