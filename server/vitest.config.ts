import { defineConfig } from 'vitest/config';

// The server's unit and integration tests. Each test file builds the app in-process on its own
// database (PGlite in memory, or a throwaway schema when DATABASE_URL is set: src/test/test-db.ts).
export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // PGlite takes ~2 s and ~760 MB to start, once per file; two files at a time fit 2 cores.
    pool: 'forks',
    maxWorkers: 2,
    // Its own group (after the front-end projects), since its worker limit differs.
    sequence: { groupOrder: 1 },
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
