import type { Database } from '../db/client';
import type { Auth } from '../accounts/auth';
import type { Mailer } from '../platform/mailer';
import type { ShopEvents } from '../mail/events';
import type { PaymentProvider } from '../payments/provider';
import type { RateRules } from '../platform/rateLimit';
import type { StaffAuth } from '../staff/staff';
import type { UploadStorage } from '../platform/uploads';
import type { ProviderAuth } from './accounts';

/** What the providers' routes are given by `buildApp`. */
export interface ProvidersContext {
  db: Database;
  clock: () => Date;
  /** Pet parents' sessions (booking and paying). */
  auth: Auth;
  /** Provider portal sessions. */
  providerAuth: ProviderAuth;
  /** Staff sessions (the back office's providers). */
  staffAuth: StaffAuth;
  payments: PaymentProvider;
  mailer: Mailer;
  /** The job queue's mail (a booking's change mails in its transaction). */
  events: ShopEvents;
  rateRules: RateRules;
  publicUrl: string;
  /** Where the listings' photos are kept (the pictures' storage). */
  storage: UploadStorage;
}
