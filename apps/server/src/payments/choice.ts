import type { Database } from '../db/client';
import type { UploadStorage } from '../platform/uploads';
import type { PaymentProvider } from './provider';
import { razorpayProvider } from './razorpay';
import { loadSandboxSecret, sandboxProvider } from './sandbox';

/** Shopping settings (see README: RAZORPAY_*, PAYMENTS_SANDBOX_SECRET). */
export interface ShoppingOptions {
  /** RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET (and RAZORPAY_API_URL): use Razorpay. */
  razorpay?: { keyId: string; keySecret: string; apiUrl?: string | undefined } | undefined;
  /** RAZORPAY_WEBHOOK_SECRET: turns on POST /product/razorpay/webhook. */
  webhookSecret?: string | undefined;
  /** PAYMENTS: 'sandbox' takes test payments even with Razorpay keys set. */
  mode?: 'sandbox' | 'razorpay' | undefined;
  /** PAYMENTS_SANDBOX_SECRET; without it one is generated once and kept in the database. */
  sandboxSecret?: string | undefined;
  /** A ready provider (tests); wins over the settings above. */
  provider?: PaymentProvider;
  /** Where prescriptions go; default `dataDir/prescriptions`. */
  prescriptions?: UploadStorage;
}

/** Razorpay takes the payments when its keys are set and PAYMENTS does not ask for the sandbox. */
export const usesRazorpay = (
  options: ShoppingOptions,
): options is ShoppingOptions & { razorpay: NonNullable<ShoppingOptions['razorpay']> } =>
  Boolean(options.razorpay) && options.mode !== 'sandbox';

/**
 * Razorpay when its keys are set (and PAYMENTS is not 'sandbox'), else the sandbox. Which one
 * runs is decided in config.ts (a production server never falls back to the sandbox silently).
 */
export async function paymentProviderFor(
  options: ShoppingOptions,
  db: Database,
  dataDir: string | undefined,
): Promise<PaymentProvider> {
  if (options.provider) return options.provider;
  if (usesRazorpay(options)) return razorpayProvider(options.razorpay);
  return sandboxProvider(await loadSandboxSecret(db, dataDir, options.sandboxSecret));
}
