import type { FastifyInstance } from 'fastify';

/**
 * Runs `job` every `intervalMs` on this instance, never two runs at once, stopped when the app closes.
 * Jobs must be safe to run on every instance at the same time (each is an idempotent sweep).
 */
export function scheduleEvery(
  app: FastifyInstance,
  name: string,
  intervalMs: number,
  job: () => Promise<unknown>,
): void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    job()
      .then((result) => app.log.debug({ job: name, result }, 'scheduled job done'))
      .catch((error: unknown) =>
        app.log.warn({ err: error, job: name }, 'scheduled job failed; next run retries'),
      )
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
