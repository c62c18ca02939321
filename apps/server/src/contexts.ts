import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { CHAT_PHOTO_NAME_PATTERN } from '@petverse/api/contract';
import type { AppOptions } from './appOptions';
import { isProduction } from './config';
import { createAuth, loadSigningSecret } from './accounts/auth';
import type { AccountsContext } from './accounts/context';
import { createMailer } from './platform/mailer';
import { DEMO_SELLER } from './platform/seller';
import { createJobQueue } from './platform/jobs';
import { DEFAULT_RATE_RULES } from './platform/rateLimit';
import { databaseStorage, diskStorage, FORM_FILE_NAME_PATTERN } from './platform/uploads';
import type { ShopEvents } from './mail/events';
import { paymentProviderFor } from './payments/choice';
import { prescriptionName } from './checkout/prescriptions';
import { createStaffAuth } from './staff/staff';
import { createProviderAuth } from './providers';
import { courierFor } from './shipping';

/**
 * What the rooms share, made once per app before any route: sessions of each realm, the job
 * queue and the events written on it, the mailer, the payment provider and the courier, and where
 * each kind of upload is kept. `log` is the app's logger, made after this.
 */
export async function appContexts(
  options: AppOptions,
  clock: () => Date,
  log: () => FastifyBaseLogger,
) {
  const { db, dataDir } = options;
  /** One kind of upload: in the database when shared, else in its folder of dataDir. */
  const files = (bucket: string, names?: RegExp) =>
    options.sharedFiles
      ? databaseStorage(db, bucket, names)
      : diskStorage(path.join(dataDir, bucket), names);
  const auth = createAuth({
    db,
    clock,
    secret: await loadSigningSecret(db, dataDir, options.jwtSecret),
  });
  // Mail, invoices and reminders: jobs written in the transaction of the change that causes them.
  const jobs =
    options.jobs ??
    createJobQueue(db, {
      log: { error: (object, message) => log().error(object, message) },
    });
  await jobs.install();
  const events: ShopEvents = {
    jobs,
    seller: options.seller ?? DEMO_SELLER,
    publicUrl: options.publicUrl ?? 'http://localhost:3000',
    clock,
    sign: auth.keyedHash,
  };
  const accounts: AccountsContext = {
    db,
    clock,
    auth,
    events,
    storage: options.storage ?? files('uploads'),
    rateRules: { ...DEFAULT_RATE_RULES, ...options.rateLimits },
    mailer:
      options.mailer ??
      createMailer({
        db,
        smtpUrl: options.smtpUrl,
        from: options.mailFrom,
        production: isProduction(),
        clock,
      }),
  };

  // One payment provider for the whole server, named in the log at start (see main.ts).
  const payments = await paymentProviderFor(options.shopping ?? {}, db, dataDir);
  const { courier, webhookSecret: courierWebhookSecret } = await courierFor(
    options.shipping ?? {},
    { db, publicUrl: events.publicUrl, seller: events.seller, clock },
  );
  return {
    db,
    clock,
    dataDir,
    auth,
    jobs,
    events,
    accounts,
    payments,
    courier,
    courierWebhookSecret,
    staffAuth: createStaffAuth({ db, clock }),
    providerAuth: createProviderAuth({ db, clock }),
    formFiles: options.formStorage ?? files('form-files', FORM_FILE_NAME_PATTERN),
    prescriptions: options.shopping?.prescriptions ?? files('prescriptions', prescriptionName),
    chatPhotos: files('consultation-photos', new RegExp(CHAT_PHOTO_NAME_PATTERN)),
    petDocuments: files('pet-documents', prescriptionName),
  };
}

export type AppContexts = Awaited<ReturnType<typeof appContexts>>;
