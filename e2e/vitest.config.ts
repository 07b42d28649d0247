import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    globalSetup: ['./support/global-setup.ts'],
    setupFiles: ['./support/demo-guest.ts'],
    testTimeout: 60_000,
    hookTimeout: 90_000,
    // One server and one browser per file would starve two cores; files run one after another.
    fileParallelism: false,
  },
});
