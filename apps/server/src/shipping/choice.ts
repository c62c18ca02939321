import { randomBytes } from 'node:crypto';
import type { Database } from '../db/client';
import { sharedSecret } from '../platform/secrets';
import type { Seller } from '../platform/seller';
import type { Courier } from './courier';
import { sandboxCourier } from './sandbox';
import { shiprocketCourier } from './shiprocket';

/** Shipping settings (config.ts: COURIER, SHIPROCKET_*, COURIER_WEBHOOK_SECRET). */
export interface ShippingOptions {
  /**
   * COURIER: 'sandbox' books with the sandbox even with Shiprocket's credentials set; 'off' (a
   * production server without credentials) books none, and staff ship by hand.
   */
  mode?: 'sandbox' | 'shiprocket' | 'off' | undefined;
  /** SHIPROCKET_EMAIL, SHIPROCKET_PASSWORD, SHIPROCKET_PICKUP_LOCATION, SHIPROCKET_API_URL. */
  shiprocket?:
    | { email: string; password: string; pickupLocation: string; apiUrl?: string | undefined }
    | undefined;
  /** COURIER_WEBHOOK_SECRET; the sandbox makes one and keeps it in the database without it. */
  webhookSecret?: string | undefined;
  /** A ready courier (tests); wins over the settings above. */
  courier?: Courier;
}

const MIN_SECRET_LENGTH = 32;

/** Shiprocket books when its credentials are set and COURIER does not ask for the sandbox. */
export const usesShiprocket = (
  options: ShippingOptions,
): options is ShippingOptions & { shiprocket: NonNullable<ShippingOptions['shiprocket']> } =>
  Boolean(options.shiprocket) && options.mode !== 'sandbox' && options.mode !== 'off';

/** The courier that books shipments (null when off) and the secret its webhooks are signed with. */
export async function courierFor(
  options: ShippingOptions,
  {
    db,
    publicUrl,
    seller,
    clock,
  }: { db: Database; publicUrl: string; seller: Seller; clock: () => Date },
): Promise<{ courier: Courier | null; webhookSecret: string }> {
  const webhookSecret = await sharedSecret(db, {
    name: 'courier-webhook',
    envName: 'COURIER_WEBHOOK_SECRET',
    fromEnv: options.webhookSecret,
    minLength: MIN_SECRET_LENGTH,
    generate: () => randomBytes(32).toString('hex'),
  });
  if (options.courier) return { courier: options.courier, webhookSecret };
  if (usesShiprocket(options))
    return { courier: shiprocketCourier({ ...options.shiprocket, clock }), webhookSecret };
  if (options.mode === 'off') return { courier: null, webhookSecret };
  return { courier: sandboxCourier({ publicUrl, seller, clock }), webhookSecret };
}
