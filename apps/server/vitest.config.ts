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
    // PGlite takes ~1.5 s to start; one per worker is shared by that worker's files.
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
