// Buyers for the checkout benchmarks (durability, purchases): an account with an address, one
// checkout (cart → payment order → sandbox payment → verify) and a loop of them.
import { randomBytes, randomInt } from 'node:crypto';

export async function call(base, method, url, { token, body, headers } = {}) {
  const res = await fetch(`${base}/api${url}`, {
    method,
    headers: {
      ...headers,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(15_000),
  });
  return { status: res.status, body: await res.json().catch(() => null) };
}

/**
 * A buyer with an account and an address, set up through `base`. `from` is the buyer's address
 * as a proxy would forward it (X-Forwarded-For, for a server that trusts loopback as its proxy):
 * sign-ups are limited per address.
 */
export async function buyer(base, products, from) {
  const email = `buyer.${randomBytes(6).toString('hex')}@example.com`;
  const signed = await call(base, 'POST', '/auth/register', {
    headers: from ? { 'x-forwarded-for': from } : {},
    body: { name: 'Bench Buyer', email, phone: '9876543210', password: 'mango monsoon kite' },
  });
  const token = signed.body.token;
  const address = await call(base, 'POST', '/user/address', {
    token,
    body: { street: '12 MG Road', city: 'Pune', state: 'Maharashtra', pincode: '411001' },
  });
  // Each buyer buys one product of those given, so a long run does not sell one product out (the
  // store keeps stock since issue 31).
  return {
    token,
    address: address.body.data._id,
    product: products?.length ? products[randomInt(products.length)] : undefined,
  };
}

/**
 * A signed-in pet parent with `orders` paid orders, for the benches that open their orders page
 * (Lighthouse's `/auth/orders`, bench/trace-page.mjs).
 */
export async function parentWithOrders(base, orders = 3) {
  const { products } = await (await fetch(`${base}/api/product/getall-product`)).json();
  const parent = await buyer(base, products);
  for (let i = 0; i < orders; i++) await checkout([base], parent, 0);
  return parent;
}

/**
 * One checkout through `bases` (round robin per step): the order's id when the server
 * acknowledged it (verify answered 201), else null (an error or a server down mid-way).
 */
export async function checkout(bases, who, step) {
  const at = (i) => bases[(step + i) % bases.length];
  await call(at(0), 'POST', '/product/cart', {
    token: who.token,
    body: { productId: who.product._id, quantity: 1 },
  });
  const cart = await call(at(1), 'GET', '/product/cart', { token: who.token });
  const units = (cart.body?.cart ?? []).reduce((n, l) => n + l.quantity * l.price, 0);
  const created = await call(at(2), 'POST', '/product/razorpay/order', {
    token: who.token,
    body: {
      amount: Math.round(units + 100) * 100,
      currency: 'INR',
      address: who.address,
      shippingType: 'Express',
    },
  });
  if (created.status !== 201) return null;
  const paid = await call(at(3), 'POST', '/payments/sandbox/pay', {
    token: who.token,
    body: { order_id: created.body.orderId },
  });
  if (paid.status !== 200) return null;
  const verified = await call(at(4), 'POST', '/product/razorpay/verify', {
    token: who.token,
    body: paid.body,
  });
  return verified.status === 201 ? verified.body.order._id : null;
}

/** Buyers check out in a loop until `stop()`; failures (a server down) are retried. */
export function runBuyers(bases, buyers) {
  const acknowledged = [];
  /** How long each acknowledged checkout took, ms. */
  const durations = [];
  let running = true;
  let attempts = 0;
  const loops = buyers.map(async (who, i) => {
    let step = i;
    while (running) {
      attempts++;
      try {
        const started = performance.now();
        const id = await checkout(bases(), who, step++);
        if (id) {
          acknowledged.push(id);
          durations.push(performance.now() - started);
        }
      } catch {
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  });
  return {
    acknowledged,
    durations,
    attempts: () => attempts,
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}

/**
 * A page of a fresh browser made a signed-in pet parent's on `base`'s origin, as their browser is:
 * the login token in the site's storage, set on the origin's favicon (no page, script or style
 * in the HTTP cache). With `cookie`, also the session's cookie, set by the server's own answer to
 * the site's session check, as after any visit since ADR 030; without it, the browser of a session
 * begun before the cookie (its first visit since). Leaves the page on the favicon.
 */
export async function signInBrowser(page, base, { token, cookie = true }) {
  await page.goto(new URL('/favicon-32.png', base).href);
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  if (cookie)
    await page.evaluate(async (value) => {
      const answer = await fetch('/api/auth/getuser', {
        headers: { authorization: `Bearer ${value}` },
        cache: 'no-store',
      });
      if (!answer.ok) throw new Error(`the session check answered ${answer.status}`);
    }, token);
}
