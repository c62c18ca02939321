// `node bench/mail.mjs`: mail through the durable queue (issue 32). N sign-ups each queue a
// welcome mail in their own transaction; the built server's worker renders and sends them by
// SMTP to a local SMTP server. Measured next to the floor: nodemailer sending the same number of
// mails of the same size straight to the same SMTP server, one at a time, no queue, no database.
// Prints mails a second for both and their ratio. Needs `pnpm build`.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { call } from './buyers.mjs';
import { freePort, startOnDatabase } from './server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The SMTP server and client the server's tests use, from the server's own dependencies.
const serverRequire = createRequire(path.join(root, 'apps/server/package.json'));
const { SMTPServer } = serverRequire('smtp-server');
const nodemailer = serverRequire('nodemailer');

/** A local SMTP server counting what arrives (and its bytes). */
async function sink() {
  let count = 0;
  let bytes = 0;
  const arrivals = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      stream.on('data', (chunk) => (bytes += chunk.length));
      stream.on('end', () => {
        count++;
        arrivals.push(performance.now());
        done();
      });
    },
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    count: () => count,
    arrivals,
    bytes: () => bytes,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

async function until(done, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error('mails did not all arrive in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export async function reportMail({ mails = 100 } = {}) {
  const inbox = await sink();
  const server = await startOnDatabase(root, {
    env: { SMTP_URL: inbox.url, LOG_LEVEL: 'error', TRUST_PROXY: '127.0.0.1' },
  });
  let queueRate;
  let averageBytes;
  let lagMs;
  try {
    await Promise.all(
      Array.from({ length: mails }, (_, i) =>
        call(server.url, 'POST', '/auth/register', {
          headers: { 'x-forwarded-for': `10.9.${Math.floor(i / 250)}.${(i % 250) + 1}` },
          body: {
            name: 'Asha Rao',
            email: `bench-mail-${i}-${Date.now()}@example.com`,
            phone: '9876543210',
            password: 'correct horse 1',
          },
        }),
      ),
    );
    const signedUp = performance.now();
    await until(() => inbox.count() >= mails, 120_000);
    // The worker's pace: first arrival to last (sign-ups, with their password hashing, share
    // the process while it sends); and how long after the last sign-up the last mail arrived.
    const first = inbox.arrivals[0];
    const last = inbox.arrivals[mails - 1];
    queueRate = (mails - 1) / ((last - first) / 1000);
    lagMs = last - signedUp;
    averageBytes = inbox.bytes() / inbox.count();
  } finally {
    await server.stop();
  }
  // The floor: the same number of mails of that size, sent straight, one after another.
  const transport = nodemailer.createTransport({
    pool: true,
    host: '127.0.0.1',
    port: inbox.port,
    secure: false,
    ignoreTLS: true,
  });
  const body = 'x'.repeat(Math.max(0, Math.round(averageBytes) - 400));
  const before = inbox.count();
  const started = performance.now();
  for (let i = 0; i < mails; i++)
    await transport.sendMail({
      from: 'a@example.com',
      to: 'b@example.com',
      subject: 'floor',
      text: body,
    });
  const floorRate = mails / ((performance.now() - started) / 1000);
  transport.close();
  await inbox.close();
  if (inbox.count() - before !== mails) throw new Error('the floor lost mail');
  console.log(`## Mail through the queue (issue 32): ${mails} sign-ups, each a welcome mail\n`);
  console.log(
    `Queue (sign-up writes the job; the worker renders, sends by SMTP): ${queueRate.toFixed(1)} mails/s, ${(averageBytes / 1024).toFixed(1)} KB each; the last ${lagMs.toFixed(0)} ms after the last sign-up`,
  );
  console.log(
    `Floor (nodemailer straight to the same SMTP server, one by one): ${floorRate.toFixed(1)} mails/s`,
  );
  console.log(`Ratio queue / floor: ${(queueRate / floorRate).toFixed(3)}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await reportMail();
