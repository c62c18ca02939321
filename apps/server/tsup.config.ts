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
    // React renders the mails (@petverse/mail). Bundled, with NODE_ENV defined below, it is
    // React's production build whatever NODE_ENV the server runs with (none is set to start it;
    // the development build rendered each mail 2–3× slower and carried its checks). The site's
    // pages render with their own bundled production React (apps/site's SSR build).
    'react',
    /^react\//,
    'react-dom',
    /^react-dom\//,
    'scheduler',
    // Pure-JavaScript libraries made of many small modules: bundled, a start resolves and links a
    // few files instead of hundreds (issue 33 item 6). Native addons and packages that read
    // files beside their code (PGlite's WebAssembly, pg-boss) stay external.
    'drizzle-orm',
    /^drizzle-orm\//,
    'typebox',
    /^typebox\//,
    'jose',
    // Fastify, its plugins and what they load (avvio, find-my-way, ajv, pino…): ~300 files a
    // start resolved one by one. Bundled, a restart's module step fell 758 → 616 ms and the start
    // 2.19 → 1.87 s (medians of 10, bench/HISTORY.md). Pino is bundled with Fastify: its log
    // *transports* (worker threads it finds by path) would not work from the bundle, and we use
    // none (pino writes to stdout); adding one needs pino's bundler overrides.
    'fastify',
    /^@fastify\//,
    'helmet',
    'proper-lockfile',
  ],
  // React DOM's server build (CommonJS) requires Node's built-ins ('util', 'stream'): an ES
  // module bundle has no `require` of its own, so it gets Node's.
  banner: {
    js: "import { createRequire as __petverseRequire } from 'node:module'; const require = __petverseRequire(import.meta.url);",
  },
  esbuildOptions(options) {
    options.conditions = ['@petverse/source'];
    // Our code reads NODE_ENV through config.ts's isProduction, never this literal.
    options.define = { ...options.define, 'process.env.NODE_ENV': '"production"' };
  },
});
