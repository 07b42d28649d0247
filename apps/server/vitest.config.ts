import os from 'node:os';
import { defineConfig } from 'vitest/config';

// Suites that need a Redis server (`*.redis.test.ts`) run when REDIS_URL names one; CI always sets it.
const redisSuites = process.env.REDIS_URL ? ['src/**/*.redis.test.ts'] : [];

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts', ...redisSuites],
    exclude: [
      '**/node_modules/**',
      // `npm run test:reliability` (vitest.reliability.config.ts).
      'test/reliability/**',
      ...(process.env.REDIS_URL ? [] : ['**/*.redis.test.ts']),
    ],
    globalSetup: ['./test/global-setup.ts'],
    // Each file starts from a copy of the database global-setup.ts migrated (test-app.ts).
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default leaves a core idle (one worker on two cores); the files mostly wait on their own
    // PGlite or on PostgreSQL, so one per core keeps both busy.
    maxWorkers: os.availableParallelism(),
  },
});
