import os from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { jsonSectionsModule } from './json-sections-module.ts';

export default defineConfig({
  plugins: [react(), jsonSectionsModule],
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    unstubGlobals: true,
    // Vitest's default is one worker fewer than the cores: one worker on CI's two.
    maxWorkers: os.availableParallelism(),
  },
});
