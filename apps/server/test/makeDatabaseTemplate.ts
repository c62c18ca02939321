// Run by databaseTemplate.ts (Vitest's global setup) in its own process, through tsx: the global
// setup's module runner does not resolve the workspace packages' sources as the test files do.
//   tsx --conditions=@petverse/source test/makeDatabaseTemplate.ts <folder>      PGlite: <folder>/seeded.tar
//   DATABASE_URL=… tsx … test/makeDatabaseTemplate.ts <database>             PostgreSQL: migrates and seeds it
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { EMBEDDED_EXTENSIONS, openDatabase } from '../src/db/client';
import { makeTemplate } from '../src/db/template';
import { seed } from '../src/seed/seed';

const target = process.argv[2];
if (!target) throw new Error('usage: makeDatabaseTemplate.ts <folder | database>');
const adminUrl = process.env.DATABASE_URL;
if (!adminUrl) {
  // The build's own template (migrated, seeded, the job queue's tables made), as a dump.
  const folder = path.join(target, 'pglite');
  await makeTemplate(folder);
  const client = new PGlite(folder, { extensions: EMBEDDED_EXTENSIONS });
  await client.waitReady;
  const dump = await client.dumpDataDir('none');
  await client.close();
  writeFileSync(path.join(target, 'seeded.tar'), Buffer.from(await dump.arrayBuffer()));
} else {
  const url = new URL(adminUrl);
  url.pathname = `/${target}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  await handle.migrate();
  await seed(handle.db);
  await handle.close();
}
