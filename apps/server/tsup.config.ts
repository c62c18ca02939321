import { defineConfig } from 'tsup';

// The server ships as one file; the shared contract and form rules are bundled in from source.
export default defineConfig({
  // template.ts makes the empty embedded database a first start unpacks (`node dist/template.js`).
  entry: { main: 'src/main.ts', template: 'src/db/template.ts' },
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
