import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    include: ['tests/**/*.e2e.ts'],
    environment: 'node',
    hookTimeout: 90_000,
    testTimeout: 60_000,
    // Journeys each start a server and a browser; one at a time on a 2-core machine.
    fileParallelism: false,
  },
});
