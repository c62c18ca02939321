/**
 * `pnpm admin:create-owner --email you@example.com [--name "Your Name"]`: makes an owner of the
 * back office from a terminal, while the server is stopped (the embedded database has one writer;
 * with DATABASE_URL the server may run). The password is asked for without echo, or read from
 * standard input when that is not a terminal (`echo "…" | pnpm admin:create-owner --email …`).
 * The same rules as the setup link: the password's strength, one account per email; the change
 * is on the audit log.
 */
import { parseArgs } from 'node:util';
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { staff } from './staff/tables';
import { lockDataDir, prepareDataDir } from './platform/startup';
import { hashPassword } from './accounts/passwords';
import { audit } from './staff/staff';
import { seed } from './seed/seed';
import { passwordStrength } from '@petverse/api/password';

const fail = (message: string): never => {
  process.stderr.write(`admin:create-owner: ${message}\n`);
  process.exit(1);
};

const { values } = parseArgs({
  options: { email: { type: 'string' }, name: { type: 'string' } },
  strict: true,
});
const email = values.email?.trim() ?? '';
if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
  fail('give the owner’s email: --email you@example.com');
const name = values.name?.trim() || email.split('@')[0]!;

/** The password: typed without echo on a terminal, else the first line of standard input. */
async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    let text = '';
    for await (const chunk of process.stdin) text += (chunk as Buffer).toString('utf8');
    return text.split(/\r?\n/)[0] ?? '';
  }
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stdout.write(chunk as Buffer);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  const ask = (q: string) =>
    new Promise<string>((resolve) => {
      process.stdout.write(q);
      muted = true;
      rl.question('', (answer) => {
        muted = false;
        process.stdout.write('\n');
        resolve(answer);
      });
    });
  const first = await ask('Password: ');
  const again = await ask('Password again: ');
  rl.close();
  if (first !== again) fail('the two passwords differ; nothing was changed.');
  return first;
}

const password = await readPassword();
const { problem } = passwordStrength(password, [name, email, 'petverse']);
if (problem) fail(`${problem} Nothing was changed.`);

const config = loadConfig();
let unlock: (() => Promise<void>) | undefined;
if (!config.databaseUrl) {
  prepareDataDir(config.dataDir);
  unlock = await lockDataDir(config.dataDir, () => fail('lost the lock on DATA_DIR')).catch(
    (error: unknown) =>
      fail(
        `${error instanceof Error ? error.message : String(error)} Stop the server first: the embedded database has one writer.`,
      ),
  );
}
/** A refusal said to the person at the terminal (the database is closed first). */
class Refused extends Error {}
let refusal: string | undefined;
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.exclusive(async () => {
    await database.migrate();
    await seed(database.db);
  });
  const [taken] = await database.db
    .select({ id: staff.id })
    .from(staff)
    .where(sql`lower(${staff.email}) = ${email.toLowerCase()}`)
    .limit(1);
  if (taken) throw new Refused(`someone on the staff already has ${email}; nothing was changed.`);
  const passwordHash = await hashPassword(password);
  await database.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(staff)
      .values({ name, email, passwordHash, role: 'owner' })
      .returning();
    await audit(
      tx,
      { id: row!.id, name: row!.name, email: row!.email, role: 'owner' },
      {
        action: 'staff.setup',
        targetType: 'staff',
        targetId: row!.id,
        after: { name: row!.name, email: row!.email, role: 'owner', via: 'admin:create-owner' },
      },
    );
  });
  process.stdout.write(
    `Owner ${name} <${email}> created. Sign in at ${config.publicUrl}/admin/login\n`,
  );
} catch (error) {
  refusal =
    error instanceof Refused
      ? error.message
      : `could not create the owner: ${error instanceof Error ? error.message : String(error)}`;
} finally {
  // The database and DATA_DIR's lock are let go before the process ends, whatever happened.
  await database.close();
  await unlock?.();
}
if (refusal) fail(refusal);
