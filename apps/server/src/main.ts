import { createJobQueue } from './platform/jobs';
import { createMailer } from './platform/mailer';
import { DEMO_SELLER } from './platform/seller';
import {
  describePayments,
  describeShipping,
  isProduction,
  loadConfig,
  type ServerConfig,
} from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { buildApp } from './app';
import { isDatabaseUnavailable } from './platform/databaseOutage';
import { seed } from './seed/seed';
import { SETUP_LINK_HOURS, openSetupLink } from './staff/staff';
import { movableClock } from './platform/devClock';
import {
  StartupError,
  checkPort,
  databaseError,
  lockDataDir,
  portError,
  prepareDataDir,
} from './platform/startup';

/** One readable line and a non-zero exit: no stack trace for a problem the operator can fix. */
function fail(error: unknown): never {
  const line =
    error instanceof StartupError || !(error instanceof Error)
      ? String(error instanceof Error ? error.message : error)
      : error.message.split('\n')[0];
  process.stderr.write(`petverse: cannot start: ${line}\n`);
  if (
    !(error instanceof StartupError) &&
    error instanceof Error &&
    process.env.LOG_LEVEL === 'debug'
  )
    process.stderr.write(`${error.stack ?? ''}\n`);
  process.exit(1);
}

/** How long each step of the start took, ms, for the start-up log's last line (issue 33 item 6). */
const steps: [string, number][] = [['modules', performance.now()]];
let stepStart = performance.now();
const stepDone = (name: string) => {
  const now = performance.now();
  steps.push([name, now - stepStart]);
  stepStart = now;
};

/*
 * What ends this process, decided here (issue 54 item 1). A promise rejected with nobody to hear
 * it (a library's unawaited call, as pg-boss's completion was when PostgreSQL restarted) is
 * logged and counted, and the server keeps serving: the work it was doing failed, the process
 * did not. An exception thrown with nobody to catch it may have left the process half-done, so
 * it ends the process (a process manager starts another) — unless it is the database going
 * away, which the pool and the outage answers (503, platform/databaseOutage.ts) already live through.
 */
let app: Awaited<ReturnType<typeof buildApp>> | undefined;
let unhandledRejections = 0;
const report = (message: string, error: unknown, extra: object = {}) => {
  if (app) app.log.error({ err: error, ...extra }, message);
  else
    process.stderr.write(
      `petverse: ${message}: ${error instanceof Error ? error.message : String(error)}\n`,
    );
};
process.on('unhandledRejection', (reason) => {
  unhandledRejections += 1;
  report('a promise failed with nobody awaiting it; logged, and the server keeps serving', reason, {
    unhandledRejections,
    code: (reason as { code?: unknown } | null)?.code,
  });
});
process.on('uncaughtException', (error) => {
  if (isDatabaseUnavailable(error)) {
    report('the database went away under an unguarded call; the server keeps serving', error);
    return;
  }
  report('an exception nobody caught: the process ends (its state is unknown)', error);
  process.exitCode = 1;
  setTimeout(() => process.exit(1), 100).unref();
});

// Everything this process writes (the embedded database, uploads, its lock) is its own: 0600/0700.
process.umask(0o077);

let config: ServerConfig;
try {
  config = loadConfig();
} catch (error) {
  fail(new StartupError(error instanceof Error ? error.message : String(error)));
}

// The quick checks first: a busy port or an unusable DATA_DIR says so at once, not after seconds
// of opening, migrating and seeding a database.
try {
  await checkPort(config.host, config.port);
} catch (error) {
  fail(error);
}

let unlock: (() => Promise<void>) | undefined;
if (!config.databaseUrl) {
  try {
    prepareDataDir(config.dataDir);
    unlock = await lockDataDir(config.dataDir, (lost) =>
      fail(
        new StartupError(
          `lost the lock on DATA_DIR ${config.dataDir} (${lost.message}); stopping so two servers never write one database.`,
        ),
      ),
    );
  } catch (error) {
    fail(
      error instanceof StartupError ? error : databaseError(error, undefined, 'Locking DATA_DIR'),
    );
  }
}

stepDone('checks');
let database: DatabaseHandle;
try {
  database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
} catch (error) {
  fail(databaseError(error, config.databaseUrl, 'Opening the database'));
}
stepDone('database');
// The job queue, started once here and then run by the app (its errors go to the app's log).
const jobs = createJobQueue(database.db, {
  log: { error: (object, message) => app?.log.error(object, message) },
});
try {
  // Migrations and the seed, one instance at a time when several share a PostgreSQL.
  await database.exclusive(async () => {
    await database.migrate();
    stepDone('migrations');
    await seed(database.db);
    stepDone('seed');
    // The job queue's tables (pg-boss makes or upgrades them under its own lock).
    await jobs.install();
  });
} catch (error) {
  fail(databaseError(error, config.databaseUrl, 'Migrating the database'));
}
stepDone('job tables');

// Where mail goes (SMTP_URL, else the local outbox), named in the start-up log.
const mailer = createMailer({
  db: database.db,
  smtpUrl: config.smtpUrl,
  from: config.mailFrom,
  production: isProduction(),
});
try {
  app = await buildApp({
    db: database.db,
    jobs,
    compileSchemas: 'on-first-use',
    siteDir: config.siteDir,
    siteRenderer: config.siteDir ? config.siteRenderer : undefined,
    logLevel: config.logLevel,
    dataDir: config.dataDir,
    sharedFiles: Boolean(config.databaseUrl),
    jwtSecret: config.jwtSecret,
    publicUrl: config.publicUrl,
    mailer,
    seller: config.seller,
    launchDate: config.launchDate,
    devOutbox: config.devOutbox,
    devClock: config.devClock ? movableClock() : undefined,
    trustProxy: config.trustProxy,
    shopping: config.shopping,
    shipping: config.shipping,
    partnerOrigins: config.partnerOrigins,
    iceServers: config.iceServers,
    partnerWebhooks: config.partnerWebhooks,
    embedDir: config.embedDir,
    adminDir: config.adminDir,
    proDir: config.proDir,
  });
} catch (error) {
  fail(databaseError(error, config.databaseUrl, 'Preparing the server'));
}
stepDone('routes and workers');

database.onConnectionError((error) =>
  app.log.warn(
    { code: (error as { code?: unknown }).code },
    `The database ended a connection (${error.message}); it was dropped, and new ones are opened as needed.`,
  ),
);

const payments = describePayments(config.shopping);
app.log[payments.level](payments.line);
const couriers = describeShipping(config.shipping);
app.log[couriers.level](couriers.line);
app.log[mailer.kind === 'none' ? 'warn' : 'info'](mailer.describe);
app.log.info(
  `Invoices: ${config.seller.name}, GSTIN ${config.seller.gstin} (${config.seller.state})${config.seller.gstin === DEMO_SELLER.gstin ? ' — the demo seller: set SELLER_NAME, SELLER_ADDRESS, SELLER_GSTIN and SELLER_STATE' : ''}`,
);
if (config.partnerOrigins.length > 0)
  app.log.info(`Partner origins: ${config.partnerOrigins.join(', ')}`);
if (config.partnerWebhooks.size > 0)
  app.log.info(
    `Partner webhooks (signed): ${[...config.partnerWebhooks].map(([origin, { url }]) => `${origin} → ${url}`).join(', ')}`,
  );
if (config.devClock)
  app.log.warn(
    "PETVERSE_DEV_CLOCK=1: PUT /api/dev/clock moves the server's clock for anyone. Never set it in production.",
  );
if (config.devOutbox)
  app.log.warn(
    'PETVERSE_DEV_OUTBOX=1: GET /api/dev/outbox shows mail to anyone. Never set it in production.',
  );
for (const missing of config.missingBuilds)
  app.log.warn(
    `${missing} Run \`pnpm start\` from the repository root: it builds what the server serves.`,
  );

const shutdown = async () => {
  await app.close();
  await database.close();
  await unlock?.();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown());
process.once('SIGTERM', () => void shutdown());

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  fail(portError(error, config.port));
}
stepDone('listening');
// While the shop has no owner: a one-time link to create one, shown here and nowhere else.
const setupToken = await openSetupLink(database.db).catch((error: unknown) => {
  app.log.error({ err: error }, 'could not make the back office setup link');
  return null;
});
if (setupToken)
  app.log.warn(
    `The back office has no owner yet. Create one at ${config.publicUrl}/admin/setup?token=${setupToken} (works once, for ${SETUP_LINK_HOURS} hours), or stop the server and run: pnpm admin:create-owner --email you@example.com`,
  );
stepDone('setup link');
app.log.info(
  {
    startMs: Math.round(performance.now()),
    steps: Object.fromEntries(steps.map(([name, ms]) => [name, Math.round(ms)])),
  },
  `Started in ${(performance.now() / 1000).toFixed(1)} s since the process began`,
);
app.log.info(
  `Petverse on http://localhost:${config.port} (${database.kind}${config.databaseUrl ? ', uploads in the database' : `, DATA_DIR ${config.dataDir}`})`,
);
