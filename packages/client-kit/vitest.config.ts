import os from 'node:os';
import { defineConfig } from 'vitest/config';

// Vitest's default is one worker fewer than the cores: one worker on CI's two.
export default defineConfig({
  test: { include: ['src/**/*.test.ts'], environment: 'node', maxWorkers: os.availableParallelism() },
});
