import { createHmac, randomBytes } from 'node:crypto';
import type { Database } from '../db/client';
import { legacySecretFile, sharedSecret } from '../platform/secrets';
import {
  PaymentDeclined,
  paymentSignature,
  signaturesEqual,
  type PaymentProvider,
} from './provider';

/** The sandbox's public key id: what the checkout's `key` option carries. */
export const SANDBOX_KEY_ID = 'rzp_test_petverse_sandbox';
/** Served by payments/routes.ts. */
export const SANDBOX_SCRIPT_PATH = '/api/payments/sandbox/checkout.js';

const MIN_SECRET_LENGTH = 32;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A Razorpay-style id: a prefix and 14 random alphanumerics (`order_N3x…`, `pay_…`). */
export function sandboxId(prefix: 'order' | 'pay' | 'rfnd'): string {
  const bytes = randomBytes(14);
  let id = '';
  for (const b of bytes) id += ALPHABET[b % ALPHABET.length];
  return `${prefix}_${id}`;
}

/**
 * The sandbox's signing secret: PAYMENTS_SANDBOX_SECRET when given, else one generated once and
 * kept in the database (every instance verifies what another signed).
 */
export function loadSandboxSecret(
  db: Database,
  dataDir: string | undefined,
  envSecret?: string,
): Promise<string> {
  return sharedSecret(db, {
    name: 'payments-sandbox',
    envName: 'PAYMENTS_SANDBOX_SECRET',
    fromEnv: envSecret,
    minLength: MIN_SECRET_LENGTH,
    legacyFile: legacySecretFile(dataDir, 'payments-sandbox-secret'),
    generate: () => randomBytes(32).toString('hex'),
  });
}

export interface SandboxProvider extends PaymentProvider {
  readonly name: 'sandbox';
  /** A test payment of an order: a new payment id and its signature, as Razorpay's checkout returns. */
  pay(orderId: string): { paymentId: string; signature: string };
}

/** Our own stand-in for Razorpay: order ids made here, payments signed with our secret. */
export function sandboxProvider(secret: string): SandboxProvider {
  const mac = (value: string) => createHmac('sha256', secret).update(value).digest('hex');
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
    // No money moved, so giving it back is immediate.
    async refund() {
      return { id: sandboxId('rfnd'), status: 'processed' };
    },
    // A test payment leaves an authorisation as Razorpay's recurring checkout does: a customer
    // (named after the payment) and a token signed with our secret, so a token the sandbox did
    // not make is refused when charged, as Razorpay refuses an unknown one.
    async mandateOf(paymentId) {
      if (!/^pay_[A-Za-z0-9]{14}$/.test(paymentId)) return null;
      const customerId = `cust_${paymentId.slice(4)}`;
      return { customerId, token: `token_${mac(`token:${customerId}`).slice(0, 14)}` };
    },
    async chargeRecurring({ mandate, amount }) {
      const expected = `token_${mac(`token:${mandate.customerId}`).slice(0, 14)}`;
      if (!signaturesEqual(mandate.token, expected))
        throw new PaymentDeclined('The token is not valid for this customer.');
      if (!Number.isInteger(amount) || amount < 100)
        throw new PaymentDeclined('The amount must be at least 100 paise.');
      const orderId = sandboxId('order');
      const paymentId = sandboxId('pay');
      return { orderId, paymentId, signature: paymentSignature(orderId, paymentId, secret) };
    },
    pay(orderId) {
      const paymentId = sandboxId('pay');
      return { paymentId, signature: paymentSignature(orderId, paymentId, secret) };
    },
  };
}
