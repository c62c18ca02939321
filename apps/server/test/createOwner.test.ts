import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';

/**
 * `pnpm admin:create-owner`: the back office's owner from a terminal (src/createOwner.ts), the
 * password read from standard input, on the embedded database of a DATA_DIR.
 */
const server = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'petverse-owner-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Runs the command with `args`, `password` on standard input; its exit code and output. */
function createOwner(args: string[], password: string) {
  return new Promise<{ code: number | null; out: string; err: string }>((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--conditions=@petverse/source', 'src/createOwner.ts', ...args],
      {
        cwd: server,
        env: { PATH: process.env.PATH, DATA_DIR: dataDir, DATABASE_URL: '' },
        stdio: ['pipe', 'pipe', 'pipe'],
      },
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.stdin.end(`${password}\n`);
    child.on('exit', (code) => resolve({ code, out, err }));
  });
}

describe('pnpm admin:create-owner', () => {
  it('refuses a weak password and changes nothing', async () => {
    const res = await createOwner(['--email', 'owner@example.com'], 'password1');
    expect(res.code).toBe(1);
    expect(res.err).toMatch(/too easy to guess.*Nothing was changed\./);
  }, 120_000);

  it('makes an owner who can sign in, on the audit log; a second one with the same email is refused', async () => {
    const made = await createOwner(
      ['--email', 'owner@example.com', '--name', 'Nisha Kapoor'],
      'night shift ledger 7',
    );
    expect(made.err).toBe('');
    expect(made.code).toBe(0);
    expect(made.out).toContain('Owner Nisha Kapoor <owner@example.com> created.');
    const again = await createOwner(['--email', 'OWNER@example.com'], 'night shift ledger 7');
    expect(again.code).toBe(1);
    expect(again.err).toContain('already has OWNER@example.com');

    const handle = await openDatabase({ dataDir });
    try {
      const staff = await handle.db.execute(sql`select name, role from staff`);
      expect((staff as { rows: unknown[] }).rows).toEqual([
        { name: 'Nisha Kapoor', role: 'owner' },
      ]);
      const audit = await handle.db.execute(sql`select action, after from audit_log`);
      expect((audit as { rows: { action: string }[] }).rows[0]).toMatchObject({
        action: 'staff.setup',
        after: { via: 'admin:create-owner' },
      });
    } finally {
      await handle.close();
    }
  }, 120_000);

  it('asks for the email', async () => {
    const res = await createOwner([], 'night shift ledger 7');
    expect(res.code).toBe(1);
    expect(res.err).toContain('give the owner’s email: --email you@example.com');
  }, 60_000);
});
