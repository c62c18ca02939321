import { SHIPPING, variantName, type Order, type ShippingType } from '@petverse/api/contract';
import { signUp } from './fixtures';
import type { TestServer } from './harness';
import { staffMember, type StaffSession } from './staff.fixtures';

/**
 * The first products of the seeded catalogue, as the API lists them, with `lineName`: the name a
 * cart line, an order and a message give it (with its size, ADR 026).
 */
export async function someProducts(server: TestServer, n = 3) {
  const res = await server.api('GET', '/product/getall-product');
  type Listed = { _id: string; name: string; price: number; variantLabel?: string };
  return (res.body.products as Listed[])
    .slice(0, n)
    .map((p) => ({ ...p, lineName: variantName(p.name, p.variantLabel) }));
}

/** Today's date plus `days`, in India (YYYY-MM-DD). */
export function dayInIndia(days: number, now = new Date()): string {
  return new Date(now.getTime() + 330 * 60_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/** The first seeded doctor (src/seed/services.ts). */
export const SEEDED_DOCTOR_ID = '6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b';

export const booking = (overrides: Record<string, unknown> = {}) => ({
  doctorId: SEEDED_DOCTOR_ID,
  doctorName: 'Meera Iyer',
  specialty: 'Dermatology',
  selectedDate: dayInIndia(2),
  selectedTime: '11:00 AM',
  consultationMode: 'Online',
  petName: 'Bruno',
  petType: 'Dog',
  imageUrl: '/art/vet-1-dog-cat.webp',
  ...overrides,
});

export async function addAddress(server: TestServer, token: string, city = 'Pune') {
  const res = await server.api('POST', '/user/address', {
    token,
    body: {
      name: 'Asha Rao',
      phone: '9876543210',
      email: 'asha@example.com',
      street: '12 MG Road',
      city,
      state: 'Maharashtra',
      pincode: '411001',
    },
  });
  if (res.status !== 201) throw new Error(`address: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as { _id: string };
}

/** A minimal PDF, enough for its signature. */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'latin1');

/** A new buyer with one product in the cart and a saved address. */
export async function buyerWithCart(server: TestServer) {
  const who = await signUp(server);
  const address = (await addAddress(server, who.token))._id;
  const [product] = await someProducts(server, 1);
  await server.api('POST', '/product/cart', {
    token: who.token,
    body: { productId: product!._id, quantity: 1 },
  });
  return { who, address, price: product!.price };
}

/**
 * Pays for what is in the buyer's cart in the sandbox checkout, as the site does: the payment
 * order for the cart's total with shipping, the payment, then verify. The order verify answered.
 */
export async function payCart(
  server: TestServer,
  token: string,
  address: string,
  shippingType: ShippingType = 'Economy',
): Promise<Order> {
  const cart = (await server.api('GET', '/product/cart', { token })).body.cart as {
    price: number;
    quantity: number;
  }[];
  const total = cart.reduce((sum, line) => sum + line.price * line.quantity, 0);
  const created = await server.api('POST', '/product/razorpay/order', {
    token,
    body: {
      amount: Math.round(total + SHIPPING[shippingType].price) * 100,
      currency: 'INR',
      address,
      shippingType,
    },
  });
  if (created.status !== 201)
    throw new Error(`payment order: ${created.status} ${JSON.stringify(created.body)}`);
  const paid = await server.api('POST', '/payments/sandbox/pay', {
    token,
    body: { order_id: created.body.orderId },
  });
  const verified = await server.api('POST', '/product/razorpay/verify', {
    token,
    body: { ...paid.body, orderData: {} },
  });
  if (verified.status !== 201)
    throw new Error(`verify: ${verified.status} ${JSON.stringify(verified.body)}`);
  return verified.body.order as Order;
}

/** A cash-on-delivery order of one product (nothing paid yet), placed by a new buyer. */
export async function codOrder(server: TestServer) {
  const { who, address, price } = await buyerWithCart(server);
  const res = await server.api('POST', '/product/order', {
    token: who.token,
    body: { orderData: { totalPrice: Math.round(price + 50), shippingType: 'Economy', address } },
  });
  if (res.status !== 201) throw new Error(`order: ${res.status} ${JSON.stringify(res.body)}`);
  return { who, order: res.body.order as Order };
}

/**
 * A new buyer's cart put to the sandbox checkout (Express delivery): a payment order created,
 * nothing paid yet. `amount` is the total in rupees.
 */
export async function cartPaymentOrder(server: TestServer) {
  const { who, address, price } = await buyerWithCart(server);
  const amount = Math.round(price + 100);
  const created = await server.api('POST', '/product/razorpay/order', {
    token: who.token,
    body: { amount: amount * 100, currency: 'INR', address, shippingType: 'Express' },
  });
  if (created.status !== 201)
    throw new Error(`payment order: ${created.status} ${JSON.stringify(created.body)}`);
  return { who, orderId: created.body.orderId as string, amount };
}

const operators = new WeakMap<TestServer, Promise<StaffSession>>();

/**
 * Staff mark an order delivered through the back office (one operations member per server):
 * what lets its buyer review what they bought, and invoices a cash order.
 */
export async function deliver(server: TestServer, orderId: string): Promise<void> {
  let operator = operators.get(server);
  if (!operator) {
    operator = staffMember(server, 'operations');
    operators.set(server, operator);
  }
  const res = await server.api('POST', `/admin/orders/${orderId}/status`, {
    token: (await operator).token,
    body: { status: 'delivered' },
  });
  if (res.status !== 200) throw new Error(`deliver: ${res.status} ${JSON.stringify(res.body)}`);
}
