import type { Database } from '../db/client';
import type { Auth } from './auth';
import type { Mailer } from '../platform/mailer';
import type { ShopEvents } from '../mail/events';
import type { RateRules } from '../platform/rateLimit';
import type { UploadStorage } from '../platform/uploads';

/** What the account routes (auth, pets, addresses, uploads) share; built once by buildApp. */
export interface AccountsContext {
  db: Database;
  auth: Auth;
  /** "Now", injectable so tests can move time (code expiry, token expiry, ages, windows). */
  clock: () => Date;
  storage: UploadStorage;
  rateRules: RateRules;
  mailer: Mailer;
  /** Mail, invoices and reminders that follow a change (mail/events.ts). */
  events: ShopEvents;
}
