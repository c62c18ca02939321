import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { appSecrets } from './tables';

export interface SecretSpec {
  /** The row's name in app_secrets. */
  name: string;
  /** The environment variable that may give it, for messages. */
  envName: string;
  /** Its value from the environment, which wins. */
  fromEnv: string | undefined;
  minLength: number;
  /** A file an earlier version kept it in (DATA_DIR/…): its value is carried over, so sessions survive the upgrade. */
  legacyFile?: string | undefined;
  generate: () => string;
}

/**
 * A secret every instance agrees on without configuration: the environment's when set, else the
 * one kept in the database, generated once by whichever instance asks first (an insert that
 * loses the race reads the winner's). Rotation: set the variable (or delete the row) and restart
 * every instance; see docs/operations.md.
 */
export async function sharedSecret(db: Database, spec: SecretSpec): Promise<string> {
  if (spec.fromEnv !== undefined && spec.fromEnv !== '') {
    if (spec.fromEnv.length < spec.minLength)
      throw new Error(`${spec.envName} must be at least ${spec.minLength} characters long`);
    return spec.fromEnv;
  }
  // Read at once, not through the thread pool: on a start, the first file read waits behind the
  // embedded database's just-compiled WebAssembly being optimised on the machine's cores (~125 ms
  // of a restart on 2 cores, with the main thread idle), and this read is on the start's path.
  const legacy = spec.legacyFile ? readLegacy(spec.legacyFile) : '';
  const candidate = legacy.length >= spec.minLength ? legacy : spec.generate();
  await db.insert(appSecrets).values({ name: spec.name, value: candidate }).onConflictDoNothing();
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, spec.name))
    .limit(1);
  if (!row || row.value.length < spec.minLength)
    throw new Error(`The ${spec.name} secret in app_secrets is missing or too short`);
  return row.value;
}

/** A legacy secret file's value, or '' when there is none or it cannot be read. */
function readLegacy(file: string): string {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    return '';
  }
}

export const legacySecretFile = (dataDir: string | undefined, file: string) =>
  dataDir ? path.join(dataDir, file) : undefined;

export const randomSecret = (bytes: number) => () => randomBytes(bytes).toString('base64url');
