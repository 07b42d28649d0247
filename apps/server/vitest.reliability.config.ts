import { defineConfig } from 'vitest/config';

/**
 * `npm run test:reliability`: the fault, abuse, fuzz and authorization suites of docs/reliability.md.
 * They start their own Redis (and, for the fault suite, need DATABASE_URL), so they run apart from the
 * unit suites; CI runs them on PostgreSQL.
 */
export default defineConfig({
  test: {
    include: ['test/reliability/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
