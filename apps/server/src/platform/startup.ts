import { mkdirSync, readFileSync, rmSync, writeFileSync, accessSync, constants } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import lockfile from 'proper-lockfile';

/** A reason the server cannot start, said in one line with what to do about it. */
export class StartupError extends Error {}

/** True when a process with this id runs (and may be signalled or not: EPERM still means alive). */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * DATA_DIR exists, is a folder we can write, and keeps what we write to ourselves (0700).
 * Read-only or full disks are found here, before the database opens, with a readable message.
 */
export function prepareDataDir(dir: string): void {
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    accessSync(dir, constants.W_OK);
    const probe = path.join(dir, `.write-test-${process.pid}`);
    writeFileSync(probe, 'ok', { mode: 0o600 });
    rmSync(probe, { force: true });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOSPC')
      throw new StartupError(`DATA_DIR ${dir} is on a full disk. Free some space and start again.`);
    if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS')
      throw new StartupError(
        `DATA_DIR ${dir} is not writable by this user. Give it write access, or set DATA_DIR to a folder that is.`,
      );
    if (code === 'ENOTDIR' || code === 'EEXIST')
      throw new StartupError(`DATA_DIR ${dir} is not a folder. Set DATA_DIR to a folder.`);
    throw new StartupError(`DATA_DIR ${dir} cannot be used (${code ?? String(error)}).`);
  }
}

/**
 * Makes this process the only writer of DATA_DIR's embedded database: a lock (proper-lockfile,
 * refreshed while we run) and our process id beside it. A second server on the same folder stops
 * at once, naming the process that holds it; a lock left by a killed process (its process id no
 * longer runs) is taken over at once, and one left by a process on another machine after it goes
 * stale (10 s without refresh).
 * Returns the release, for a clean shutdown.
 */
export async function lockDataDir(
  dir: string,
  onLost: (error: Error) => void,
): Promise<() => Promise<void>> {
  const pidFile = path.join(dir, 'server.pid');
  const lockPath = path.join(dir, 'server.lock');
  const options = {
    lockfilePath: lockPath,
    realpath: false,
    stale: 10_000,
    update: 2_000,
    onCompromised: onLost,
  };
  const holder = (): number | null => {
    try {
      const pid = Number(readFileSync(pidFile, 'utf8').trim());
      return Number.isInteger(pid) && pid > 0 ? pid : null;
    } catch {
      return null;
    }
  };
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(dir, options);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
    const pid = holder();
    if (pid !== null && pid !== process.pid && isAlive(pid))
      throw new StartupError(
        `DATA_DIR ${dir} is in use by another Petverse server (process ${pid}). Stop that server first, or give this one its own DATA_DIR.`,
      );
    // The holder was killed without releasing: its lock is ours to take.
    rmSync(lockPath, { recursive: true, force: true });
    try {
      release = await lockfile.lock(dir, options);
    } catch {
      throw new StartupError(
        `DATA_DIR ${dir} is in use by another Petverse server. Stop it first, or give this one its own DATA_DIR.`,
      );
    }
  }
  writeFileSync(pidFile, String(process.pid), { mode: 0o600 });
  return async () => {
    rmSync(pidFile, { force: true });
    await release();
  };
}

/**
 * Fails at once when the port is taken, before seconds of opening and migrating the database.
 * (Another process could take it in between; then listen's own error is explained the same way.)
 */
export async function checkPort(host: string, port: number): Promise<void> {
  if (port === 0) return;
  await new Promise<void>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (error) => reject(portError(error, port)));
    probe.listen({ host, port, exclusive: true }, () => probe.close(() => resolve()));
  });
}

export function portError(error: unknown, port: number): Error {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'EADDRINUSE')
    return new StartupError(
      `Port ${port} is already in use (another server?). Stop it, or set PORT to a free port.`,
    );
  if (code === 'EACCES')
    return new StartupError(
      `Port ${port} needs more privileges than this user has. Set PORT to 1024 or above.`,
    );
  return error instanceof Error ? error : new Error(String(error));
}

/** Database failures at start-up, said plainly: unreachable, refused, or a migration that failed. */
export function databaseError(
  error: unknown,
  databaseUrl: string | undefined,
  stage: string,
): Error {
  if (error instanceof StartupError) return error;
  const e = error as NodeJS.ErrnoException & { code?: string; message?: string };
  const where = databaseUrl ? describeUrl(databaseUrl) : 'the embedded database';
  if (
    ['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'EHOSTUNREACH'].includes(e.code ?? '')
  )
    return new StartupError(
      `Cannot reach PostgreSQL at ${where} (${e.code}). Check DATABASE_URL and that the database is running.`,
    );
  if (e.code === '28P01' || e.code === '28000')
    return new StartupError(
      `PostgreSQL at ${where} refused the login. Check the user and password in DATABASE_URL.`,
    );
  if (e.code === '3D000')
    return new StartupError(
      `The database in DATABASE_URL does not exist at ${where}. Create it first.`,
    );
  if (e.code === 'ENOSPC')
    return new StartupError(`The disk under ${where} is full. Free some space and start again.`);
  const message = (e.message ?? String(error)).split('\n')[0];
  return new StartupError(`${stage} failed on ${where}: ${message}`);
}

/** host:port/db of a URL, without user or password. */
function describeUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || 5432}${u.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}
