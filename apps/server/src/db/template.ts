import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { seed } from '../seed/seed';
import { createJobQueue } from '../platform/jobs';
import { EMBEDDED_EXTENSIONS, EMBEDDED_SETTINGS, migrationsFolder, schema } from './client';

/**
 * Makes `folder` an embedded database as a first start would leave it before anyone uses it:
 * initdb's work (with our memory settings), the migrations, the demo catalogue and the job
 * queue's tables. The build
 * makes dist/pglite-template this way (writeTemplate.ts); a first start on an empty DATA_DIR
 * copies it instead of doing that work itself (`fromTemplate` in client.ts). No secret and
 * nobody's data: secrets are made on first start.
 */
export async function makeTemplate(folder: string): Promise<void> {
  const client = new PGlite(folder, {
    extensions: EMBEDDED_EXTENSIONS,
    postgresqlconf: EMBEDDED_SETTINGS,
  });
  try {
    await client.waitReady;
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder: migrationsFolder() });
    await seed(db);
    // The job queue's tables too: a first start finds them made.
    const jobs = createJobQueue(db);
    await jobs.install();
    await jobs.stop();
    await client.exec('checkpoint');
  } finally {
    await client.close();
  }
}
