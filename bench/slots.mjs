// A provider's free slots (issue 52): one day's slots for a provider with 30 days of paid
// bookings ahead, next to a product by id, on PGlite and PostgreSQL side by side — the server's
// CPU per request, one request at a time, as a ratio to the product read of the same run.
//
//   node bench/slots.mjs                                   PGlite only
//   bash scripts/with-postgres.sh node bench/slots.mjs     PGlite and PostgreSQL
//   RUNS=200 PER_DAY=12 node bench/slots.mjs               requests measured, bookings a day
//
// Needs the built server (pnpm build). Everything is made through the API, as the site, the back
// office and the portal make it: the owner, a grooming centre approved and joined, its hours and
// service, pet parents who book and pay in the sandbox.
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cpuMs, startOnDatabase } from './server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverRequire = createRequire(path.join(root, 'apps/server/package.json'));
const RUNS = Number(process.env.RUNS ?? 200);
const PER_DAY = Number(process.env.PER_DAY ?? 12);
const DAYS = 30;

const dayInIndia = (days) =>
  new Date(Date.now() + 330 * 60_000 + days * 86_400_000).toISOString().slice(0, 10);

async function call(url, method, route, { token, body, form } = {}) {
  const res = await fetch(`${url}/api${route}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      'x-forwarded-for': `10.${randomBytes(3).join('.')}`,
    },
    body: form ?? (body === undefined ? undefined : JSON.stringify(body)),
  });
  const json = await res.json().catch(() => undefined);
  if (!res.ok) throw new Error(`${method} ${route}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/** A grooming centre open every day 06:00–22:00, 30-minute slots, 3 at a time, 60 days ahead. */
async function provider(server) {
  const { url } = server;
  // The start-up log names the one-time setup link just after the server starts answering.
  let setup;
  for (let i = 0; i < 100 && !setup; i++) {
    setup = /\/admin\/setup\?token=([\w-]+)/.exec(server.output())?.[1];
    if (!setup) await new Promise((r) => setTimeout(r, 100));
  }
  if (!setup) throw new Error('no setup link in the start-up log (a database with an owner?)');
  const { token: staff } = await call(url, 'POST', '/admin/setup', {
    body: {
      token: setup,
      name: 'Bench Owner',
      email: 'owner@bench.example',
      password: 'bench night ledger 7',
    },
  });
  const form = new FormData();
  for (const [k, v] of Object.entries({
    businessName: 'Bench Groomers',
    contactPerson: 'Ravi',
    city: 'Pune',
    pinCode: '411001',
    availableServices: 'Bathing',
    mobileNumber: '9876543210',
    email: 'groom@bench.example',
    pricingList: 'Full grooming 1200',
  }))
    form.append(k, v);
  form.append('portfolio', new Blob([Buffer.from('%PDF-1.4\n%%EOF\n')]), 'p.pdf');
  const { _id } = await call(url, 'POST', '/forms/groomingCenter', { form });
  await call(url, 'POST', `/admin/registrations/${_id}/status`, {
    token: staff,
    body: { status: 'approved' },
  });
  const { messages } = await call(url, 'GET', '/dev/outbox?email=groom%40bench.example');
  const invite = messages
    .map((m) => /\/pro\/invite\?token=([\w%-]+)/.exec(m.text)?.[1])
    .find(Boolean);
  const pro = await call(url, 'POST', '/pro/invite', {
    body: { token: decodeURIComponent(invite), name: 'Ravi', password: 'grooming van on wheels 9' },
  });
  await call(url, 'PUT', '/pro/profile', {
    token: pro.token,
    body: {
      name: 'Bench Groomers',
      services: [{ name: 'Full Grooming', price: 1200, minutes: 60 }],
      pincodes: ['411001'],
    },
  });
  await call(url, 'PUT', '/pro/availability', {
    token: pro.token,
    body: {
      weekly: ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'].map((day) => ({
        day,
        from: '06:00',
        to: '22:00',
      })),
      slotMinutes: 30,
      capacity: 3,
      leadHours: 0,
      horizonDays: 60,
      openOnHolidays: true,
    },
  });
  return pro.provider.id;
}

/** PER_DAY paid bookings a day for 30 days, by a few pet parents. */
async function bookings(url, providerId) {
  const parents = [];
  for (let i = 0; i < 4; i++) {
    const { token } = await call(url, 'POST', '/auth/register', {
      body: {
        name: `Bench Parent ${i}`,
        email: `parent${i}@bench.example`,
        phone: '9876543210',
        password: 'mango monsoon 42',
      },
    });
    const pet = new FormData();
    for (const [k, v] of Object.entries({
      name: 'Bruno',
      species: 'dog',
      breed: 'Beagle',
      petDateOfBirth: '2021-04-01',
    }))
      pet.append(k, v);
    const { pet: made } = await call(url, 'POST', '/pet/register-pet', { token, form: pet });
    const { data: address } = await call(url, 'POST', '/user/address', {
      token,
      body: {
        name: 'Bench',
        phone: '9876543210',
        street: '12 MG Road',
        city: 'Pune',
        state: 'Maharashtra',
        pincode: '411001',
      },
    });
    parents.push({ token, pet: made._id, address: address._id });
  }
  let made = 0;
  for (let d = 1; d <= DAYS; d++) {
    const date = dayInIndia(d);
    for (let k = 0; k < PER_DAY; k++) {
      const who = parents[(d + k) % parents.length];
      const minutes = 6 * 60 + ((k * 60) % (15 * 60));
      const start = `${date}T${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00+05:30`;
      const held = await call(url, 'POST', `/providers/${providerId}/bookings`, {
        token: who.token,
        body: { start, service: 'Full Grooming', petId: who.pet, addressId: who.address },
      });
      const paid = await call(url, 'POST', '/payments/sandbox/pay', {
        token: who.token,
        body: { order_id: held.payment.orderId },
      });
      await call(url, 'POST', `/bookings/${held.booking.id}/pay`, { token: who.token, body: paid });
      made++;
    }
  }
  return made;
}

/** CPU ms per request of the server for `path`, RUNS times one after another (after a warm-up). */
async function cpuPerRequest(server, pathOf) {
  for (let i = 0; i < 20; i++)
    await fetch(`${server.url}${pathOf(i)}`).then((r) => r.arrayBuffer());
  const before = cpuMs(server.child.pid);
  for (let i = 0; i < RUNS; i++) {
    const res = await fetch(`${server.url}${pathOf(i)}`);
    if (!res.ok) throw new Error(`${pathOf(i)}: ${res.status}`);
    await res.arrayBuffer();
  }
  return (cpuMs(server.child.pid) - before) / RUNS;
}

async function onDatabase(kind) {
  let drop = async () => {};
  let env = { PETVERSE_DEV_OUTBOX: '1' };
  if (kind === 'postgresql') {
    const pg = serverRequire('pg');
    const name = `petverse_bench_slots_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${name}`;
    env = { ...env, DATABASE_URL: url.toString() };
    drop = async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    };
  }
  const server = await startOnDatabase(root, { env });
  try {
    const providerId = await provider(server);
    const made = await bookings(server.url, providerId);
    const { products } = await (await fetch(`${server.url}/api/product/getall-product`)).json();
    const ids = products.map((p) => p._id);
    // Days with bookings, each asked anew (the slots are never kept: always the database's).
    const slots = await cpuPerRequest(
      server,
      (i) =>
        `/api/providers/${providerId}/slots?date=${dayInIndia(1 + (i % DAYS))}&service=Full%20Grooming`,
    );
    const product = await cpuPerRequest(
      server,
      (i) => `/api/product/get-productById/${ids[i % ids.length]}`,
    );
    return { kind, made, slots, product };
  } finally {
    await server.stop();
    await drop();
  }
}

export async function reportSlots() {
  const kinds = ['pglite', ...(process.env.DATABASE_URL ? ['postgresql'] : [])];
  const rows = [];
  for (const kind of kinds) rows.push(await onDatabase(kind));
  const lines = [
    `Free slots of a provider with ${DAYS} days of paid bookings (${PER_DAY} a day), ${RUNS} requests each, server CPU ms per request (10 ms ticks over ${RUNS}):`,
    '',
    '| database | bookings | a day’s slots | a product by id | ratio | goal ≤ 5 ms |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows.map(
      (r) =>
        `| ${r.kind} | ${r.made} | ${r.slots.toFixed(2)} | ${r.product.toFixed(2)} | ${(r.slots / r.product).toFixed(2)}× | ${r.slots <= 5 ? 'met' : 'not met'} |`,
    ),
  ];
  console.log(lines.join('\n'));
  return lines.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await reportSlots();
