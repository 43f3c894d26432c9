import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // One PostgreSQL (embedded, or MAFIA_TEST_DATABASE_URL) per run; a database per test file.
    globalSetup: ['./src/testing.ts'],
    testTimeout: 60_000, // the racing-writers tests take seconds, and far longer on a loaded 2-core CI machine
    hookTimeout: 120_000,
  },
});
