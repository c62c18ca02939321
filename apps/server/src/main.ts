import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { buildApp } from './app';
import { seed } from './seed/seed';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
await seed(database.db);

const app = await buildApp({
  db: database.db,
  siteDir: config.siteDir,
  logLevel: config.logLevel,
  dataDir: config.dataDir,
  jwtSecret: config.jwtSecret,
  smtpUrl: config.smtpUrl,
  mailFrom: config.mailFrom,
  launchDate: config.launchDate,
  devOutbox: config.devOutbox,
  trustProxy: config.trustProxy,
  shopping: config.shopping,
  partnerOrigins: config.partnerOrigins,
  embedDir: config.embedDir,
});
if (config.partnerOrigins.length > 0)
  app.log.info(`Partner origins: ${config.partnerOrigins.join(', ')}`);
if (config.devOutbox)
  app.log.warn(
    'PETVERSE_DEV_OUTBOX=1: GET /api/dev/outbox shows mail to anyone. Never set it in production.',
  );
if (!config.siteDir)
  app.log.warn(
    'No built site found: serving the API only. Run `pnpm start` from the repository root.',
  );

const shutdown = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown());
process.once('SIGTERM', () => void shutdown());

await app.listen({ port: config.port, host: config.host });
app.log.info(`Petverse on http://localhost:${config.port} (${database.kind})`);
