// `node dist/template.js`, run by the server's build: writes dist/pglite-template.tar.gz, an
// embedded database folder as initdb leaves it (with our memory settings), which a first start
// on an empty DATA_DIR unpacks instead of running initdb (see `templateFor` in client.ts).
import { writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { EMBEDDED_SETTINGS, templateFile } from './client';

const started = performance.now();
const db = new PGlite({ extensions: { pg_trgm }, postgresqlconf: EMBEDDED_SETTINGS });
await db.waitReady;
const dump = await db.dumpDataDir('gzip');
await db.close();
writeFileSync(templateFile(), Buffer.from(await dump.arrayBuffer()));
console.log(
  `embedded database template: ${(dump.size / 1024).toFixed(0)} KB in ${(performance.now() - started).toFixed(0)} ms`,
);
