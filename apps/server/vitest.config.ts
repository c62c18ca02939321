import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@petverse/source'] },
  ssr: {
    resolve: { conditions: ['@petverse/source', 'module', 'node', 'development|production'] },
  },
  test: {
    name: process.env.DATABASE_URL ? 'server (postgresql)' : 'server (pglite)',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    environment: 'node',
    // One migrated and seeded database a run, which each file's server starts as.
    globalSetup: ['test/databaseTemplate.ts'],
    hookTimeout: 60_000,
    testTimeout: 30_000,
    // Each file gets its own database; two at a time suits a 2-core machine.
    maxWorkers: 2,
  },
});
