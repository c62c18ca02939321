import type { Database } from '../db/client';
import type { Mailer } from '../platform/mailer';
import type { ShopEvents } from '../mail/events';
import type { PaymentProvider } from '../payments/provider';
import type { RateRules } from '../platform/rateLimit';
import type { StaffAuth } from './staff';
import type { UploadStorage } from '../platform/uploads';
import type { PartnerWebhook } from '../partners';
import type { Courier } from '../shipping';

/** What the back office's routes share; built once by buildApp. */
export interface AdminContext {
  db: Database;
  clock: () => Date;
  staffAuth: StaffAuth;
  mailer: Mailer;
  rateRules: RateRules;
  /** Refunds of cancelled orders go through the provider that took the money. */
  payments: PaymentProvider;
  /** The courier that books shipments (issue 55); null when none is set up. */
  courier: Courier | null;
  /** Product pictures (the same storage as every picture, served at /api/uploads). */
  pictures: UploadStorage;
  /** Prescription files pet parents uploaded (the pharmacist downloads them, issue 53 item 2). */
  prescriptions: UploadStorage;
  /** Registration-form documents (never served publicly; staff download them). */
  formFiles: UploadStorage;
  /** The site's address for links in mail (invitations, decisions): PUBLIC_URL. */
  publicUrl: string;
  /** Mail, invoices and reminders that follow an order's change (mail/events.ts). */
  events: ShopEvents;
  /** Drops this instance's kept catalogue answers after staff change a product. */
  catalogueChanged: () => void;
  /** The partner sites (PARTNER_ORIGINS) and their webhooks (PARTNER_WEBHOOKS). */
  partners: {
    origins: readonly string[];
    webhooks: ReadonlyMap<string, PartnerWebhook>;
  };
}
