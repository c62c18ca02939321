import { defineConfig } from 'tsup';

// The server ships as one file; the shared contract and form rules are bundled in from source.
export default defineConfig({
  // `node dist/template.js` writes the embedded database folder a first start copies
  // (db/template.ts).
  entry: {
    main: 'src/main.ts',
    template: 'src/db/writeTemplate.ts',
    // pnpm admin:create-owner (src/createOwner.ts).
    'create-owner': 'src/createOwner.ts',
  },
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  clean: true,
  sourcemap: true,
  noExternal: [
    '@petverse/api',
    '@petverse/forms',
    '@petverse/mail',
    '@petverse/ui',
    /^@react-email\//,
  ],
  esbuildOptions(options) {
    options.conditions = ['@petverse/source'];
  },
});
