import { defineConfig } from 'vitest/config';
import { socialIcons } from './scripts/vite-social-icons';

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
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // API suites create their own database (SQLite file or PostgreSQL schema), so files can run in parallel.
    pool: 'forks',
  },
});
