import { hash, verify } from '@node-rs/argon2';
import { badRequest } from '../platform/errors';

/** argon2id with OWASP's recommended minimum (19 MiB, 2 passes, 1 lane): about 10 ms a hash here. */
const PARAMS = {
  algorithm: 2 /* Algorithm.Argon2id (a const enum) */,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, PARAMS);
}

/** A hash of nothing anyone knows, verified when the email is unknown so both answers take as long. */
let dummyHash: Promise<string> | undefined;

/** True when the password matches; with no stored hash it still spends the same time and says no. */
export async function verifyPassword(
  stored: string | undefined,
  password: string,
): Promise<boolean> {
  if (!stored) {
    dummyHash ??= hashPassword(`no-such-user-${Math.random()}`);
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/**
 * A new password must be at least 8 characters and not a common or breached one (ASVS 5.0 §6.2;
 * the judgement is zxcvbn-ts's, shared with the forms' strength hint). `userInputs` are the
 * person's name and email. Throws a 400 that says why.
 */
export async function refuseWeakPassword(password: string, userInputs: string[]): Promise<void> {
  // zxcvbn's dictionaries (~0.5 MB of code) load with the first new password, not at start
  // (issue 33 item 6).
  const { passwordStrength } = await import('@petverse/api/password');
  const { problem } = passwordStrength(password, userInputs);
  if (problem) throw badRequest(problem);
}
