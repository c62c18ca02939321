import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { paymentSignature, signaturesEqual, type PaymentProvider } from './provider';

/** The sandbox's public key id: what the checkout's `key` option carries. */
export const SANDBOX_KEY_ID = 'rzp_test_petverse_sandbox';
/** Served by routes/payments.ts. */
export const SANDBOX_SCRIPT_PATH = '/api/payments/sandbox/checkout.js';

const MIN_SECRET_LENGTH = 32;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A Razorpay-style id: a prefix and 14 random alphanumerics (`order_N3x…`, `pay_…`). */
export function sandboxId(prefix: 'order' | 'pay'): string {
  const bytes = randomBytes(14);
  let id = '';
  for (const b of bytes) id += ALPHABET[b % ALPHABET.length];
  return `${prefix}_${id}`;
}

/**
 * The sandbox signing secret: PAYMENTS_SANDBOX_SECRET when given, else a random one generated
 * once into `${dataDir}/payments-sandbox-secret` (mode 0600), like the token signing key.
 */
export async function loadSandboxSecret(dataDir: string, envSecret?: string): Promise<string> {
  if (envSecret) {
    if (envSecret.length < MIN_SECRET_LENGTH)
      throw new Error(`PAYMENTS_SANDBOX_SECRET must be at least ${MIN_SECRET_LENGTH} characters`);
    return envSecret;
  }
  const file = path.join(dataDir, 'payments-sandbox-secret');
  await mkdir(dataDir, { recursive: true });
  try {
    await writeFile(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  await chmod(file, 0o600);
  const secret = (await readFile(file, 'utf8')).trim();
  if (secret.length < MIN_SECRET_LENGTH) throw new Error(`${file} holds a too short secret`);
  return secret;
}

export interface SandboxProvider extends PaymentProvider {
  readonly name: 'sandbox';
  /** A test payment of an order: a new payment id and its signature, as Razorpay's checkout returns. */
  pay(orderId: string): { paymentId: string; signature: string };
}

/** Our own stand-in for Razorpay: order ids made here, payments signed with our secret. */
export function sandboxProvider(secret: string): SandboxProvider {
  return {
    name: 'sandbox',
    keyId: SANDBOX_KEY_ID,
    scriptUrl: SANDBOX_SCRIPT_PATH,
    async createOrder({ amount, currency }) {
      return { id: sandboxId('order'), amount, currency };
    },
    verifyPayment(orderId, paymentId, signature) {
      return signaturesEqual(signature, paymentSignature(orderId, paymentId, secret));
    },
    pay(orderId) {
      const paymentId = sandboxId('pay');
      return { paymentId, signature: paymentSignature(orderId, paymentId, secret) };
    },
  };
}
