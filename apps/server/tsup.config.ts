import { defineConfig } from 'tsup';

// The server ships as one file; the shared contract and form rules are bundled in from source.
export default defineConfig({
  entry: ['src/main.ts'],
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  clean: true,
  sourcemap: true,
  noExternal: ['@petverse/api', '@petverse/forms'],
  esbuildOptions(options) {
    options.conditions = ['@petverse/source'];
  },
});
