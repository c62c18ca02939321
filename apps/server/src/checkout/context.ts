import type { ShopEvents } from '../mail/events';
import type { RateRules } from '../platform/rateLimit';
import type { Auth } from '../accounts/auth';
import type { Database } from '../db/client';
import type { PaymentProvider } from '../payments/provider';
import type { SandboxProvider } from '../payments/sandbox';
import type { UploadStorage } from '../platform/uploads';

/** What the shopping routes (carts, wishlist, orders, payments) share; built once by buildApp. */
export interface ShoppingContext {
  db: Database;
  auth: Auth;
  clock: () => Date;
  /** Where prescription files go (PDF, JPEG, PNG); served back by checkout/vetCartRoutes.ts. */
  prescriptions: UploadStorage;
  /** The card payment provider: Razorpay when configured, else the sandbox. */
  payments: PaymentProvider;
  /** RAZORPAY_WEBHOOK_SECRET; without it the webhook answers 503. */
  webhookSecret?: string | undefined;
  /** Prescriptions count against the account's upload quota. */
  rateRules: RateRules;
  /** Mail, invoices and reminders that follow an order (mail/events.ts). */
  events: ShopEvents;
}

/** The sandbox's extra powers (test payments), when the sandbox is the provider. */
export const asSandbox = (provider: PaymentProvider): SandboxProvider | null =>
  provider.name === 'sandbox' && 'pay' in provider ? (provider as SandboxProvider) : null;
