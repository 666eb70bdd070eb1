import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { socialIcons } from './scripts/vite-social-icons.ts';

export default defineConfig({
  plugins: [socialIcons()],
  test: {
    include: [
      'src/**/*.test.ts',
      'src/**/*.test.tsx',
      'tests/api/**/*.test.ts',
      'tests/upgrade/**/*.test.ts',
    ],
    environment: 'node',
    globalSetup: ['tests/pg-extensions.setup.ts'],
    setupFiles: ['tests/web-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // API suites create their own database (SQLite file or PostgreSQL schema), so files can run in parallel.
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores: one on the 2-core CI machine. Most API
    // files wait on PostgreSQL, Redis or a server they started, so two at once take about two
    // thirds of the time (docs/decisions/0006-tests.md).
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
  },
});
