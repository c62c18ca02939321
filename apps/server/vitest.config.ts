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
    hookTimeout: 60_000,
    testTimeout: 30_000,
    // Each file gets its own database; two at a time suits a 2-core machine.
    maxWorkers: 2,
  },
});
