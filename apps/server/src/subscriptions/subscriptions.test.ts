import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import {
  SUBSCRIPTION_MESSAGES,
  english,
  saying,
  type CartLine,
  type Subscription,
} from '@petverse/api/contract';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { products } from '../catalogue/tables';
import { orderItems, orders } from '../orders/tables';
import { subscriptionRenewals } from './tables';
import { addDays } from './subscriptions';
import { shopSettings } from '../platform/tables';
import { PaymentDeclined } from '../payments/provider';
import { sandboxProvider } from '../payments/sandbox';
import { signUp, type SignedUp } from '../../test/fixtures';
import { startTestServer, type TestServer } from '../../test/harness';
import { addAddress, dayInIndia, payCart, someProducts } from '../../test/shopping.fixtures';
import { staffMember } from '../../test/staff.fixtures';

// Issue 38, item 2: subscribe and save (ADR 024).
let server: TestServer;
/** A food at ₹1,000 (₹950 on subscription), a toy (not subscribable), plenty in stock. */
let food: string;
let toy: string;
/** Foods of their own for the tests that count stock (other subscriptions renew on the same days). */
let renewedFood: string;
let scarceFood: string;

const SWEEP_MS = 200;

beforeAll(async () => {
  server = await startTestServer({
    app: { subscriptionWorker: true, subscriptionSweepMs: SWEEP_MS },
  });
  const [a, b, c, d] = await someProducts(server, 4);
  for (const id of [a!._id, c!._id, d!._id])
    await server.database.db
      .update(products)
      .set({
        category: 'food',
        pricePaise: 100_000,
        stock: 10_000,
        mrpPaise: null,
        subscribable: null,
      })
      .where(eq(products.id, id));
  [renewedFood, scarceFood] = [c!._id, d!._id];
  await server.database.db
    .update(products)
    .set({ category: 'toys', pricePaise: 50_000, stock: 10_000, subscribable: null })
    .where(eq(products.id, b!._id));
  [food, toy] = [a!._id, b!._id];
});
afterAll(async () => {
  await server.close();
});
afterEach(() => {
  server.clock.set(new Date());
});

type Buyer = SignedUp & { address: string };

async function buyer(): Promise<Buyer> {
  const who = await signUp(server);
  return { ...who, address: (await addAddress(server, who.token))._id };
}

const addToCart = (who: Buyer, productId: string, quantity: number, subscribeWeeks?: number) =>
  server.api('POST', '/product/cart', {
    token: who.token,
    body: { productId, quantity, ...(subscribeWeeks === undefined ? {} : { subscribeWeeks }) },
  });

/** A buyer who subscribed to `quantity` of the food every `weeks` weeks, paid in the sandbox. */
async function subscriber(quantity = 2, weeks = 4, product = food) {
  const who = await buyer();
  expect((await addToCart(who, product, quantity, weeks)).status).toBe(200);
  const first = await payCart(server, who.token, who.address);
  const subs = await mine(who);
  expect(subs).toHaveLength(1);
  return { who, first, sub: subs[0]! };
}

const mine = async (who: { token: string }) => {
  const res = await server.api('GET', '/product/subscriptions', { token: who.token });
  expect(res.status).toBe(200);
  return res.body.subscriptions as Subscription[];
};

const act = (who: { token: string }, id: string, path: string, body?: unknown) =>
  server.api(
    path === 'date' || path === 'interval' ? 'PUT' : 'POST',
    `/product/subscriptions/${id}/${path}`,
    {
      token: who.token,
      ...(body === undefined ? {} : { body }),
    },
  );

/** The app's clock on a day (India, 09:00) — the sweeps of every instance see it. */
const moveTo = (date: string) => server.clock.set(new Date(`${date}T09:00:00+05:30`));

const renewalsOf = (subscriptionId: string) =>
  server.database.db
    .select()
    .from(subscriptionRenewals)
    .where(eq(subscriptionRenewals.subscriptionId, subscriptionId));

async function waitFor<T>(
  read: () => Promise<T | undefined | null | false>,
  ms = 15_000,
): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The user's orders of the food, oldest first. */
const foodOrders = (userId: string, product = food) =>
  server.database.db
    .select({
      id: orders.id,
      status: orders.status,
      total: orders.totalPaise,
      method: orders.paymentMethod,
      price: orderItems.pricePaise,
      quantity: orderItems.quantity,
    })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(and(eq(orders.userId, userId), eq(orderItems.itemId, product)))
    .orderBy(orders.createdAt);

/** The mail jobs written for an address, by kind. */
async function mailsTo(email: string, kind: string) {
  const res = await server.database.db.execute(
    sql`select data from pgboss.job where name = 'mail' and data->'mail'->>'to' = ${email} and data->'mail'->>'kind' = ${kind}`,
  );
  return (res as { rows: { data: { mail: Record<string, unknown> } }[] }).rows.map(
    (r) => r.data.mail,
  );
}

const stockOf = async (id: string) =>
  (
    await server.database.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, id))
  )[0]!.stock;

describe('the product page’s offer', () => {
  it('offers food, litter and regular medicines at 5 % off, and not toys', async () => {
    const offer = await server.api('GET', `/product/${food}/subscription`);
    expect(offer.status).toBe(200);
    expect(offer.body).toEqual({
      subscribable: true,
      discountPercent: 5,
      intervals: [2, 4, 6, 8],
      price: 950,
    });
    expect((await server.api('GET', `/product/${toy}/subscription`)).body).toMatchObject({
      subscribable: false,
      price: null,
    });
    const all = await server.api('GET', '/product/getall-product?limit=500');
    const litter = (all.body.products as { _id: string; name: string }[]).find(
      (p) => /litter/i.test(p.name) && !/box/i.test(p.name),
    );
    expect(litter, 'a seeded litter').toBeDefined();
    expect(
      (await server.api('GET', `/product/${litter!._id}/subscription`)).body.subscribable,
    ).toBe(true);
  });
});

describe('given an eligible product in the cart', () => {
  it('prices a subscribed line 5 % off, in whole rupees, and says how often it comes', async () => {
    const who = await buyer();
    const res = await addToCart(who, food, 1, 6);
    expect(res.status).toBe(200);
    const line = (res.body.cart as CartLine[]).find((l) => l.productId === food)!;
    expect(line).toMatchObject({ price: 950, subscribeWeeks: 6 });
    const once = await server.api('PUT', `/product/cart/${food}/subscription`, {
      token: who.token,
      body: { subscribeWeeks: 0 },
    });
    expect(once.status).toBe(200);
    const after = (once.body.cart as CartLine[]).find((l) => l.productId === food)!;
    expect(after.price).toBe(1000);
    expect(after.subscribeWeeks).toBeUndefined();
    // Still offered: the cart can make it a subscription again.
    expect(after.subscribable).toBe(true);
    const toyLine = await addToCart(who, toy, 1);
    expect(
      (toyLine.body.cart as CartLine[]).find((l) => l.productId === toy)!.subscribable,
    ).toBeUndefined();
  });

  it('refuses a product that is not subscribable and an interval that is not offered', async () => {
    const who = await buyer();
    const notEligible = await addToCart(who, toy, 1, 4);
    expect(notEligible.status).toBe(400);
    expect(notEligible.body).toEqual(
      saying(SUBSCRIPTION_MESSAGES.notEligible((await someProducts(server, 2))[1]!.lineName)),
    );
    const badWeeks = await addToCart(who, food, 1, 3);
    expect(badWeeks.status).toBe(400);
    expect(badWeeks.body.message).toBe(SUBSCRIPTION_MESSAGES.badInterval);
  });

  it('refuses to subscribe with cash on delivery: recurring needs an online payment', async () => {
    const who = await buyer();
    await addToCart(who, food, 1, 2);
    const res = await server.api('POST', '/product/order', {
      token: who.token,
      body: { orderData: { shippingType: 'Economy', address: who.address } },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(SUBSCRIPTION_MESSAGES.onlineOnly);
  });
});

describe('given a paid first order with a subscribed line', () => {
  it('starts a subscription at the agreed price, next delivery one interval later', async () => {
    const { first, sub } = await subscriber(2, 4);
    expect(first.items[0]).toMatchObject({ quantity: 2 });
    expect(first.totalPrice).toBe(950 * 2 + 50);
    expect(sub).toMatchObject({
      productId: food,
      quantity: 2,
      intervalWeeks: 4,
      price: 950,
      currentPrice: 950,
      status: 'active',
      nextDate: dayInIndia(28),
    });
  });

  it('ends with its first order: cancelling that order cancels the subscription, and says so', async () => {
    const { who, first, sub } = await subscriber(1, 4);
    const cancelled = await server.api('POST', `/product/orders/${first._id}/cancel`, {
      token: who.token,
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.message).toMatch(
      new RegExp(`${SUBSCRIPTION_MESSAGES.endedWithFirstOrder.replace(/[.:]/g, '\\$&')}$`),
    );
    expect((await mine(who)).find((s) => s._id === sub._id)).toMatchObject({
      status: 'cancelled',
      nextDate: null,
    });
    // Its mail, queued in the change's transaction, says what became of the subscription.
    const [mail] = await mailsTo(who.email, 'order-cancelled');
    expect(mail).toMatchObject({ subscriptionEnded: true });
  });

  it('skips the next delivery, pauses, resumes and cancels, each in one request', async () => {
    const { who, sub } = await subscriber(1, 2);
    const skipped = await act(who, sub._id, 'skip');
    expect(skipped.status).toBe(200);
    expect(skipped.body.subscription.nextDate).toBe(addDays(sub.nextDate!, 14));
    expect(skipped.body.message).toBe(
      english(SUBSCRIPTION_MESSAGES.skipped(addDays(sub.nextDate!, 14))),
    );
    expect(skipped.body.said).toEqual(SUBSCRIPTION_MESSAGES.skipped(addDays(sub.nextDate!, 14)));
    expect(skipped.body.subscription.deliveries[0]).toMatchObject({
      date: sub.nextDate,
      status: 'skipped',
      reason: 'skipped',
    });

    const interval = await act(who, sub._id, 'interval', { intervalWeeks: 8 });
    expect(interval.status).toBe(200);
    expect(interval.body.subscription.intervalWeeks).toBe(8);

    const date = dayInIndia(10);
    const moved = await act(who, sub._id, 'date', { date });
    expect(moved.status).toBe(200);
    expect(moved.body.subscription.nextDate).toBe(date);

    const paused = await act(who, sub._id, 'pause');
    expect(paused.body.subscription.status).toBe('paused');
    expect((await act(who, sub._id, 'skip')).status).toBe(409);
    const resumed = await act(who, sub._id, 'resume');
    expect(resumed.status).toBe(200);
    expect(resumed.body.subscription).toMatchObject({ status: 'active', nextDate: date });

    const cancelled = await act(who, sub._id, 'cancel');
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.subscription).toMatchObject({ status: 'cancelled', nextDate: null });
    const again = await act(who, sub._id, 'resume');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(SUBSCRIPTION_MESSAGES.cancelled);
  });

  it('skips one delivery however many taps ask to skip the one the page showed', async () => {
    const { who, sub } = await subscriber(1, 2);
    const next = addDays(sub.nextDate!, 14);
    const taps = await Promise.all(
      Array.from({ length: 5 }, () => act(who, sub._id, 'skip', { date: sub.nextDate })),
    );
    expect(taps.map((t) => t.status)).toEqual([200, 200, 200, 200, 200]);
    for (const tap of taps) expect(tap.body.subscription.nextDate).toBe(next);
    const [after] = (await server.api('GET', '/product/subscriptions', { token: who.token })).body
      .subscriptions as Subscription[];
    expect(after!.nextDate).toBe(next);
    expect(after!.deliveries.filter((d) => d.status === 'skipped')).toHaveLength(1);
    // A date that is neither the next delivery nor one skipped: the page is out of date.
    const stale = await act(who, sub._id, 'skip', { date: addDays(next, 1) });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(SUBSCRIPTION_MESSAGES.nextChanged);
    expect((await act(who, sub._id, 'skip', { date: 42 })).status).toBe(400);
  });

  it('answers bad input with 400 and a message', async () => {
    const { who, sub } = await subscriber(1, 2);
    for (const date of ['tomorrow', dayInIndia(0), dayInIndia(200), '2026-02-30']) {
      const res = await act(who, sub._id, 'date', { date });
      expect(res.status, date).toBe(400);
      expect(res.body.message).toBe(SUBSCRIPTION_MESSAGES.badDate);
    }
    const weeks = await act(who, sub._id, 'interval', { intervalWeeks: 3 });
    expect(weeks.status).toBe(400);
    expect(weeks.body.message).toBe(SUBSCRIPTION_MESSAGES.badInterval);
    expect((await act(who, 'not-an-id', 'skip')).status).toBe(400);
    expect((await act(who, sub._id, 'date', {})).status).toBe(400);
  });

  it('is not found by another user, whatever they ask', async () => {
    const { who, sub } = await subscriber(1, 2);
    const other = await buyer();
    expect(await mine(other)).toEqual([]);
    for (const [path, body] of [
      ['skip'],
      ['date', { date: dayInIndia(5) }],
      ['interval', { intervalWeeks: 6 }],
      ['pause'],
      ['resume'],
      ['cancel'],
      ['accept-price'],
    ] as const) {
      const res = await act(other, sub._id, path, body);
      expect(res.status, path).toBe(404);
      expect(res.body.message).toBe(SUBSCRIPTION_MESSAGES.notFound);
    }
    // Nothing changed for its owner.
    expect((await mine(who))[0]).toMatchObject({
      status: 'active',
      nextDate: sub.nextDate,
      intervalWeeks: 2,
    });
  });
});

describe('on the day of a delivery', () => {
  it('is renewed by the queue exactly once with two instances, charged by the stored authorisation', async () => {
    const { who, sub } = await subscriber(3, 4, renewedFood);
    const second: FastifyInstance = await buildApp({
      db: server.database.db,
      dataDir: server.dataDir,
      logLevel: false,
      mailWorker: false,
      subscriptionSweepMs: SWEEP_MS,
      clock: server.clock.now,
    });
    try {
      const before = await stockOf(renewedFood);
      moveTo(sub.nextDate!);
      const [renewal] = await waitFor(async () => {
        const rows = await renewalsOf(sub._id);
        return rows.some((r) => r.status === 'paid') && rows;
      });
      // Time for a second charge, if either instance made one.
      await new Promise((resolve) => setTimeout(resolve, 2000));
      expect(await renewalsOf(sub._id)).toHaveLength(1);
      expect(renewal).toMatchObject({
        date: sub.nextDate,
        status: 'paid',
        amountPaise: (950 * 3 + 50) * 100,
      });
      const bought = await foodOrders(who.user._id, renewedFood);
      expect(bought).toHaveLength(2);
      expect(bought[1]).toMatchObject({
        id: renewal!.orderId,
        method: 'Sandbox',
        price: 95_000,
        quantity: 3,
        total: (950 * 3 + 50) * 100,
      });
      expect(await stockOf(renewedFood)).toBe(before - 3);
      server.clock.set(new Date());
      const [after] = await mine(who);
      expect(after!.nextDate).toBe(addDays(sub.nextDate!, 28));
      expect(after!.deliveries[0]).toMatchObject({ status: 'paid', orderId: renewal!.orderId });
    } finally {
      await second.close();
    }
  });

  it('mails a reminder three days before, once', async () => {
    const { who, sub } = await subscriber(1, 2);
    moveTo(addDays(sub.nextDate!, -3));
    const [reminder] = await waitFor(async () => {
      const mails = await mailsTo(who.email, 'subscription-reminder');
      return mails.length > 0 && mails;
    });
    expect(reminder).toMatchObject({ date: sub.nextDate, price: 950, quantity: 1, total: 1000 });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await mailsTo(who.email, 'subscription-reminder')).toHaveLength(1);
  });
});

describe('price protection', () => {
  it('never charges above the agreed price: a risen price skips with a mail until agreed to', async () => {
    const { who, sub } = await subscriber(1, 2);
    await server.database.db
      .update(products)
      .set({ pricePaise: 120_000 })
      .where(eq(products.id, food));
    try {
      moveTo(sub.nextDate!);
      const [skipped] = await waitFor(async () => {
        const rows = await renewalsOf(sub._id);
        return rows.length > 0 && rows;
      });
      expect(skipped).toMatchObject({
        status: 'skipped',
        reason: 'price-rose',
        amountPaise: 0,
        orderId: null,
      });
      expect(await foodOrders(who.user._id)).toHaveLength(1);
      const [mail] = await mailsTo(who.email, 'subscription-skipped');
      expect(mail).toMatchObject({
        reason: 'price-rose',
        agreed: 950,
        price: 1140,
        next: addDays(sub.nextDate!, 14),
      });
      server.clock.set(new Date());
      const [now] = await mine(who);
      expect(now).toMatchObject({
        price: 950,
        currentPrice: 1140,
        nextDate: addDays(sub.nextDate!, 14),
      });
      const agreed = await act(who, sub._id, 'accept-price');
      expect(agreed.status).toBe(200);
      expect(agreed.body.subscription.price).toBe(1140);
    } finally {
      await server.database.db
        .update(products)
        .set({ pricePaise: 100_000 })
        .where(eq(products.id, food));
    }
  });

  it('charges the lower price of the day when the price fell', async () => {
    const { who, sub } = await subscriber(1, 2);
    await server.database.db
      .update(products)
      .set({ pricePaise: 80_000 })
      .where(eq(products.id, food));
    try {
      moveTo(sub.nextDate!);
      const [renewal] = await waitFor(async () => {
        const rows = await renewalsOf(sub._id);
        return rows.some((r) => r.status === 'paid') && rows;
      });
      expect(renewal!.amountPaise).toBe((760 + 50) * 100);
      const bought = await foodOrders(who.user._id);
      expect(bought[1]).toMatchObject({ price: 76_000 });
    } finally {
      await server.database.db
        .update(products)
        .set({ pricePaise: 100_000 })
        .where(eq(products.id, food));
    }
  });

  it('renews with free Economy delivery once the owner set a threshold the delivery reaches', async () => {
    const { sub } = await subscriber(1, 2);
    // ₹950 a unit (5 % off ₹1,000): free from ₹900, set straight in the settings row.
    await server.database.db
      .insert(shopSettings)
      .values({ name: 'delivery', value: { freeDeliveryFromPaise: 90_000 } });
    try {
      moveTo(sub.nextDate!);
      const [renewal] = await waitFor(async () => {
        const rows = await renewalsOf(sub._id);
        return rows.some((r) => r.status === 'paid') && rows;
      });
      expect(renewal!.amountPaise).toBe(950 * 100);
      const [order] = await server.database.db
        .select({ shippingPaise: orders.shippingPaise })
        .from(orders)
        .where(eq(orders.id, renewal!.orderId!));
      expect(order!.shippingPaise).toBe(0);
    } finally {
      await server.database.db.delete(shopSettings).where(eq(shopSettings.name, 'delivery'));
    }
  });

  it('agreeing to a price that did not rise is refused', async () => {
    const { who, sub } = await subscriber(1, 2);
    const res = await act(who, sub._id, 'accept-price');
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(SUBSCRIPTION_MESSAGES.noNewPrice);
  });
});

describe('out of stock at renewal', () => {
  it('mails and skips the delivery, never charging', async () => {
    const { who, sub } = await subscriber(5, 2, scarceFood);
    const stock = await stockOf(scarceFood);
    await server.database.db.update(products).set({ stock: 4 }).where(eq(products.id, scarceFood));
    try {
      moveTo(sub.nextDate!);
      const [skipped] = await waitFor(async () => {
        const rows = await renewalsOf(sub._id);
        return rows.length > 0 && rows;
      });
      expect(skipped).toMatchObject({ status: 'skipped', reason: 'out-of-stock', amountPaise: 0 });
      expect(await foodOrders(who.user._id, scarceFood)).toHaveLength(1);
      const [mail] = await mailsTo(who.email, 'subscription-skipped');
      expect(mail).toMatchObject({ reason: 'out-of-stock', date: sub.nextDate });
      expect(await stockOf(scarceFood)).toBe(4);
    } finally {
      await server.database.db.update(products).set({ stock }).where(eq(products.id, scarceFood));
    }
  });

  it('paused and cancelled subscriptions are not renewed', async () => {
    const paused = await subscriber(1, 2);
    const cancelled = await subscriber(1, 2);
    expect((await act(paused.who, paused.sub._id, 'pause')).status).toBe(200);
    expect((await act(cancelled.who, cancelled.sub._id, 'cancel')).status).toBe(200);
    moveTo(paused.sub.nextDate!);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await renewalsOf(paused.sub._id)).toEqual([]);
    expect(await renewalsOf(cancelled.sub._id)).toEqual([]);
    expect(await foodOrders(paused.who.user._id)).toHaveLength(1);
  });
});

describe('in the back office', () => {
  it('operations list subscriptions by status, find a buyer, and open one with its deliveries', async () => {
    const operations = await staffMember(server, 'operations');
    const { who, sub } = await subscriber(1, 2);
    expect((await act(who, sub._id, 'skip')).status).toBe(200);
    const list = await server.api('GET', '/admin/subscriptions?status=active', {
      token: operations.token,
    });
    expect(list.status).toBe(200);
    expect(list.body.counts.all).toBeGreaterThan(0);
    const listed = list.body.subscriptions as Subscription[];
    expect(listed.every((s) => s.status === 'active')).toBe(true);
    const found = await server.api(
      'GET',
      `/admin/subscriptions?q=${encodeURIComponent(who.email.toUpperCase())}`,
      { token: operations.token },
    );
    expect(found.body.subscriptions).toHaveLength(1);
    expect(found.body.subscriptions[0]).toMatchObject({
      _id: sub._id,
      buyer: { email: who.email },
      provider: 'sandbox',
    });
    const one = await server.api('GET', `/admin/subscriptions/${sub._id}`, {
      token: operations.token,
    });
    expect(one.status).toBe(200);
    expect(one.body.subscription.deliveries[0]).toMatchObject({
      status: 'skipped',
      reason: 'skipped',
    });
    expect(
      (await server.api('GET', `/admin/subscriptions/${randomUUID()}`, { token: operations.token }))
        .status,
    ).toBe(404);
    const bad = await server.api('GET', '/admin/subscriptions?status=lost', {
      token: operations.token,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('status is not a subscription status.');
  });

  it('is not for the catalogue role', async () => {
    const catalogue = await staffMember(server, 'catalogue');
    expect(
      (await server.api('GET', '/admin/subscriptions', { token: catalogue.token })).status,
    ).toBe(403);
  });
});

describe('when the bank declines the recurring charge', () => {
  it('records the failure, mails, moves on, and makes no order', async () => {
    const sandbox = sandboxProvider(randomBytes(32).toString('hex'));
    let charges = 0;
    const declining = await startTestServer({
      app: {
        subscriptionWorker: true,
        subscriptionSweepMs: SWEEP_MS,
        shopping: {
          provider: {
            ...sandbox,
            chargeRecurring: async () => {
              charges += 1;
              throw new PaymentDeclined('Insufficient funds');
            },
          },
        },
      },
    });
    try {
      const [product] = await someProducts(declining, 1);
      await declining.database.db
        .update(products)
        .set({ category: 'food', stock: 1000, subscribable: null })
        .where(eq(products.id, product!._id));
      const who = await signUp(declining);
      const address = (await addAddress(declining, who.token))._id;
      await declining.api('POST', '/product/cart', {
        token: who.token,
        body: { productId: product!._id, quantity: 1, subscribeWeeks: 2 },
      });
      await payCart(declining, who.token, address);
      const [sub] = (await declining.api('GET', '/product/subscriptions', { token: who.token }))
        .body.subscriptions as Subscription[];
      declining.clock.set(new Date(`${sub!.nextDate}T09:00:00+05:30`));
      const [failed] = await waitFor(async () => {
        const rows = await declining.database.db
          .select()
          .from(subscriptionRenewals)
          .where(eq(subscriptionRenewals.subscriptionId, sub!._id));
        return rows.length > 0 && rows[0]!.status !== 'charging' && rows;
      });
      expect(failed).toMatchObject({ status: 'failed', reason: 'payment-failed', orderId: null });
      expect(charges).toBe(1);
      const mails = await declining.database.db.execute(
        sql`select data from pgboss.job where name = 'mail' and data->'mail'->>'kind' = 'subscription-skipped' and data->'mail'->>'to' = ${who.email}`,
      );
      expect(
        (mails as { rows: { data: { mail: { reason: string } } }[] }).rows.map(
          (r) => r.data.mail.reason,
        ),
      ).toEqual(['payment-failed']);
      declining.clock.set(new Date());
      const [after] = (await declining.api('GET', '/product/subscriptions', { token: who.token }))
        .body.subscriptions as Subscription[];
      expect(after!.nextDate).toBe(addDays(sub!.nextDate!, 14));
      const placed = await declining.database.db
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.userId, who.user._id));
      expect(placed).toHaveLength(1);
    } finally {
      await declining.close();
    }
  });
});
