import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { PNG, form, uniqueEmail } from './fixtures';
import { freePort, launch, ready, stopLaunched, type Instance } from './processes';

/**
 * The server as an operator runs it: real processes (`src/main.ts`), real ports, one DATA_DIR
 * or one PostgreSQL shared by several of them.
 */
afterAll(stopLaunched);

async function call(
  instance: Instance,
  method: string,
  url: string,
  options: { token?: string; body?: unknown; ip?: string } = {},
) {
  const isForm = options.body instanceof FormData;
  const res = await fetch(`${instance.url}/api${url}`, {
    method,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body !== undefined && !isForm ? { 'content-type': 'application/json' } : {}),
    },
    body: isForm
      ? (options.body as FormData)
      : options.body === undefined
        ? undefined
        : JSON.stringify(options.body),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: res.status, body: body as Record<string, any>, res };
}

const signUpOn = async (instance: Instance) => {
  const email = uniqueEmail('instances');
  const res = await call(instance, 'POST', '/auth/register', {
    body: { name: 'Asha Rao', email, phone: '9876543210', password: 'correct horse 1' },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { email, token: res.body.token as string };
};

describe.runIf(!process.env.DATABASE_URL)('one embedded database, one writer', () => {
  it('refuses a second server on the same DATA_DIR, keeps the first serving, and restarts after kill -9', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'petverse-lock-'));
    const first = await ready(await launch({ DATA_DIR: dataDir }));
    const who = await signUpOn(first);

    const second = await launch({ DATA_DIR: dataDir });
    // It stops at once rather than waiting for the folder (the test's own timeout bounds it).
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(
      `petverse: cannot start: DATA_DIR ${dataDir} is in use by another Petverse server (process ${first.child.pid}).`,
    );
    expect(second.output()).not.toMatch(/\n\s+at /);
    // The first keeps serving, with its data.
    expect((await call(first, 'GET', '/auth/getuser', { token: who.token })).status).toBe(200);

    // Files and folders are the owner's only.
    const loose: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        const mode = statSync(full).mode & 0o777;
        if (mode & 0o077) loose.push(`${full} ${mode.toString(8)}`);
        if (entry.isDirectory()) walk(full);
      }
    };
    walk(dataDir);
    expect(loose).toEqual([]);
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);

    // Killed without a chance to unlock: a restart on the same folder takes the lock over.
    first.child.kill('SIGKILL');
    await first.exited;
    const restarted = await ready(await launch({ DATA_DIR: dataDir }));
    const login = await call(restarted, 'POST', '/auth/login', {
      body: { email: who.email, password: 'correct horse 1' },
    });
    expect(login.status).toBe(200);
    restarted.child.kill('SIGTERM');
    expect(await restarted.exited).toBe(0);
  }, 120_000);

  it('says in one line why it cannot start: busy port, unusable DATA_DIR, production without payments', async () => {
    const blocker = net.createServer();
    const port = await freePort();
    await new Promise<void>((resolve) => blocker.listen(port, '127.0.0.1', resolve));
    try {
      const busy = await launch({
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'pv-')),
        PORT: String(port),
      });
      expect(await busy.exited).toBe(1);
      expect(busy.output()).toBe(
        `petverse: cannot start: Port ${port} is already in use (another server?). Stop it, or set PORT to a free port.\n`,
      );
    } finally {
      blocker.close();
    }

    const file = path.join(mkdtempSync(path.join(tmpdir(), 'pv-')), 'a-file');
    writeFileSync(file, 'not a folder');
    const notDir = await launch({ DATA_DIR: path.join(file, 'data') });
    expect(await notDir.exited).toBe(1);
    expect(notDir.output()).toMatch(/^petverse: cannot start: DATA_DIR .* is not a folder\./);

    const production = await launch({
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'pv-')),
      NODE_ENV: 'production',
    });
    expect(await production.exited).toBe(1);
    expect(production.output()).toContain(
      'petverse: cannot start: No payment provider: NODE_ENV=production without RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET. Set the keys, or PAYMENTS=sandbox',
    );

    const unreachable = await launch({
      DATABASE_URL: `postgres://nobody@127.0.0.1:${await freePort()}/petverse`,
    });
    expect(await unreachable.exited).toBe(1);
    expect(unreachable.output()).toMatch(
      /^petverse: cannot start: Cannot reach PostgreSQL at 127\.0\.0\.1:\d+\/petverse \(ECONNREFUSED\)\. Check DATABASE_URL/,
    );
  }, 60_000);

  it('names the sandbox loudly at start, and starts in production only when told PAYMENTS=sandbox', async () => {
    const sandbox = await ready(
      await launch({
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'pv-')),
        NODE_ENV: 'production',
        PAYMENTS: 'sandbox',
      }),
    );
    expect(sandbox.output()).toContain(
      'Payments: SANDBOX — test payments only, no money moves (PAYMENTS=sandbox)',
    );
    sandbox.child.kill('SIGTERM');
    await sandbox.exited;
  }, 60_000);
  it('names in its start-up log what it serves but was not built (the site, the partner script)', async () => {
    const bare = await ready(await launch({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'pv-')) }));
    expect(bare.output()).toContain(
      'No built partner script at /nonexistent/v1/petverse.js and /nonexistent/v1/manifest.json: /embed/v1/petverse.js and /embed/v1/manifest.json answer 404, so partner pages (docs/partners.md) show nothing. Run `pnpm start` from the repository root: it builds what the server serves.',
    );
    expect(bare.output()).toContain(
      'No built site at /nonexistent/index.html and /nonexistent/site-routes.json and /nonexistent/not-found.html: serving the API only',
    );
    expect((await fetch(`${bare.url}/embed/v1/petverse.js`)).status).toBe(404);
    bare.child.kill('SIGTERM');
    await bare.exited;
  }, 60_000);
});

describe.runIf(process.env.DATABASE_URL)('several instances on one PostgreSQL', () => {
  it('start together on an empty database, and a user cannot tell which one answered', async () => {
    const name = `petverse_instances_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${name}`;
    try {
      // Three at the same moment on an empty database: migrations take turns.
      const env = {
        DATABASE_URL: url.toString(),
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'pv-')),
      };
      const [a, b, c] = await Promise.all(
        [0, 1, 2].map(async (i) =>
          ready(await launch({ ...env, DATA_DIR: path.join(env.DATA_DIR, String(i)) })),
        ),
      );

      // Round-robin, as a load balancer would.
      const who = await signUpOn(a!);
      const login = await call(b!, 'POST', '/auth/login', {
        body: { email: who.email, password: 'correct horse 1' },
      });
      expect(login.status).toBe(200);
      const token = login.body.token as string;
      expect((await call(c!, 'GET', '/auth/getuser', { token: who.token })).status).toBe(200);

      const pet = await call(a!, 'POST', '/pet/register-pet', {
        token,
        body: form({
          name: 'Bruno',
          species: 'dog',
          breed: 'Beagle',
          petDateOfBirth: '2021-04-01',
          image: PNG,
        }),
      });
      expect(pet.status).toBe(201);
      const picture = await fetch(`${b!.url}${pet.body.pet.image as string}`);
      expect(picture.status).toBe(200);
      expect(Buffer.from(await picture.arrayBuffer()).equals(PNG)).toBe(true);

      const products = (await call(b!, 'GET', '/product/getall-product')).body.products as {
        _id: string;
        price: number;
      }[];
      await call(a!, 'POST', '/product/cart', {
        token,
        body: { productId: products[0]!._id, quantity: 1 },
      });
      const address = await call(b!, 'POST', '/user/address', {
        token,
        body: { street: '12 MG Road', city: 'Pune', state: 'Maharashtra', pincode: '411001' },
      });
      const created = await call(c!, 'POST', '/product/razorpay/order', {
        token,
        body: {
          amount: Math.round(products[0]!.price + 100) * 100,
          currency: 'INR',
          address: address.body.data._id,
          shippingType: 'Express',
        },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const paid = await call(a!, 'POST', '/payments/sandbox/pay', {
        token,
        body: { order_id: created.body.orderId },
      });
      expect(paid.status).toBe(200);
      const verified = await call(b!, 'POST', '/product/razorpay/verify', {
        token,
        body: { ...paid.body, address: address.body.data._id, shippingType: 'Express' },
      });
      expect(verified.status, JSON.stringify(verified.body)).toBe(201);
      const orders = await call(a!, 'GET', '/product/user-orders', { token });
      expect(orders.body.data.data.orders).toHaveLength(1);
      expect(orders.body.data.data.orders[0].paymentMethod).toBe('Sandbox');

      // Rate limits are shared: with the login above, ten tries on the account from this
      // address spread over the instances, then the eleventh is refused wherever it lands.
      const instances = [a!, b!, c!];
      for (let i = 0; i < 9; i++)
        expect(
          (
            await call(instances[i % 3]!, 'POST', '/auth/login', {
              body: { email: who.email, password: `wrong password ${i}` },
            })
          ).status,
        ).toBe(401);
      const limited = await call(c!, 'POST', '/auth/login', {
        body: { email: who.email, password: 'wrong again' },
      });
      expect(limited.status).toBe(429);

      // The hot reads (one prepared statement each, token check included): a write on one
      // instance is in the next read on another; a logout on one refuses both of the user's
      // tokens on every instance at once, while another user's token keeps working.
      const hotReads = [
        '/product/cart',
        '/product/wishlist',
        '/product/user-orders',
        '/auth/getuser',
      ];
      const other = await signUpOn(c!);
      for (const instance of instances)
        for (const path of hotReads) {
          expect((await call(instance, 'GET', path, { token })).status).toBe(200);
          expect((await call(instance, 'GET', path, { token: other.token })).status).toBe(200);
        }
      await call(a!, 'POST', '/product/cart', {
        token,
        body: { productId: products[1]!._id, quantity: 3 },
      });
      const cartOnB = await call(b!, 'GET', '/product/cart', { token });
      expect(cartOnB.body.cart).toEqual([
        expect.objectContaining({ productId: products[1]!._id, quantity: 3 }),
      ]);
      // Each instance keeps the pages of orders it sent (ADR 016): every one of them read the
      // page above. An order placed on one, then cancelled on another, is in the next page read
      // on each.
      const placed = await call(a!, 'POST', '/product/order', {
        token,
        body: {
          orderData: { shippingType: 'Economy', address: address.body.data._id },
        },
      });
      expect(placed.status, JSON.stringify(placed.body)).toBe(201);
      for (const instance of instances) {
        const page = await call(instance, 'GET', '/product/user-orders', { token });
        const [newest] = page.body.data.data.orders as { _id: string }[];
        expect(newest!._id).toBe(placed.body.order._id);
        expect(page.body.data.data.pagination.totalOrders).toBe(2);
      }
      const cancelled = await call(b!, 'POST', `/product/orders/${placed.body.order._id}/cancel`, {
        token,
      });
      expect(cancelled.status).toBe(200);
      for (const instance of instances) {
        const page = await call(instance, 'GET', '/product/user-orders', { token });
        expect(page.body.data.data.orders[0]).toEqual(cancelled.body.order);
      }
      expect((await call(c!, 'POST', '/auth/logout', { token })).status).toBe(200);
      for (const instance of instances)
        for (const path of hotReads) {
          expect((await call(instance, 'GET', path, { token })).status, path).toBe(401);
          expect((await call(instance, 'GET', path, { token: who.token })).status, path).toBe(401);
          expect((await call(instance, 'GET', path, { token: other.token })).status, path).toBe(
            200,
          );
        }

      for (const instance of instances) instance.child.kill('SIGTERM');
      await Promise.all(instances.map((i) => i.exited));
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  }, 180_000);
});
