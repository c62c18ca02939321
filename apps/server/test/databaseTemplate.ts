// Vitest's global setup for the server's tests: one database migrated and seeded once a run,
// which every test file's server starts as (harness.ts#startTestServer). Opening PGlite fresh
// runs initdb (~3 s of CPU), and the migrations and the seed ~1.4 s more: each of ~80 files paid
// that. Loading a dump takes ~1 s; PostgreSQL copies a template database.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: the dump file's path; PostgreSQL: the template database's name. */
    databaseTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const make = (target: string) =>
    execFileSync(
      process.execPath,
      ['--conditions=@petverse/source', '--import', 'tsx', 'test/makeDatabaseTemplate.ts', target],
      { cwd: path.join(import.meta.dirname, '..'), stdio: 'inherit' },
    );
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const folder = mkdtempSync(path.join(tmpdir(), 'petverse-template-'));
    make(folder);
    project.provide('databaseTemplate', path.join(folder, 'seeded.tar'));
    return async () => rmSync(folder, { recursive: true, force: true });
  }
  const name = `petverse_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  make(name);
  project.provide('databaseTemplate', name);
  return () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}
