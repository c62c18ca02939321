import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  PHARMACY_MESSAGES,
  PRESCRIPTION_MESSAGES,
  SHIPPING,
  type Order,
  type PharmacyCheck,
  type VetCart,
} from '@petverse/api/contract';
import { startTestServer, type TestServer } from '../../test/harness';
import { pdfText } from '../../test/pdfText';
import { customer, type Customer } from '../../test/grooming.fixtures';
import { PDF, someProducts } from '../../test/shopping.fixtures';
import { form } from '../../test/fixtures';
import { ownerOf, signInAgain, staffMember, type StaffSession } from '../../test/staff.fixtures';
import { MONDAY, PASSWORD, bookOn, clinicOn, payOn, slotAt, type Pro } from '../providers/testing';

/*
 * "Order these medicines" and the pharmacist's check (issue 53 item 2): a Petverse prescription
 * goes into its own pet parent's cart in one tap, once; every pharmacy line of an order waits for
 * a pharmacist, and its order cannot ship until then; a refusal is refunded and mailed with why.
 */

let server: TestServer;
let owner: StaffSession;
let pharmacist: StaffSession;
let operations: StaffSession;
let clinic: Pro;
let parent: Customer;
let stranger: Customer;
let bookingId: string;

const RX = {
  medicines: [
    {
      name: 'Meloxicam oral suspension',
      strength: '1.5 mg/ml',
      dose: '0.5 ml',
      frequency: 'Once a day',
      days: 5,
      instructions: 'After food',
    },
  ],
  notes: { diagnosis: 'Soft-tissue sprain, left stifle.' },
};

beforeAll(async () => {
  server = await startTestServer();
  server.clock.set(MONDAY);
  owner = await ownerOf(server);
  [pharmacist, operations] = await Promise.all([
    staffMember(server, 'pharmacist'),
    staffMember(server, 'operations'),
  ]);
  clinic = await clinicOn(server, owner, 'Pharmacy Test Clinic');
  parent = await customer(server, 'Medicine Parent');
  stranger = await customer(server, 'Medicine Stranger');
  const held = await bookOn(server, parent, clinic, '11:00', 'Video consultation');
  expect(held.status).toBe(201);
  expect((await payOn(server, parent, held.body)).status).toBe(200);
  bookingId = held.body.booking.id;
  // The slot has begun: the clinic signs in again (its session idled out) and prescribes.
  server.clock.set(new Date(new Date(slotAt('11:00')).getTime() + 5 * 60_000));
  const login = await server.api('POST', '/pro/auth/login', {
    body: { email: clinic.email, password: PASSWORD },
  });
  clinic = { ...clinic, token: login.body.token as string };
  const people = await server.api('PUT', '/pro/profile', {
    token: clinic.token,
    body: {
      name: 'Pharmacy Test Clinic',
      city: 'Pune',
      address: '12 FC Road, Pune 411004',
      services: [{ name: 'Video consultation', price: 500, minutes: 30 }],
      people: [
        {
          name: 'Dr. Asha Mehta',
          qualification: 'BVSc & AH',
          registrationNumber: 'MSVC-4521',
          species: ['dog'],
          experienceYears: 9,
        },
      ],
    },
  });
  expect(people.status).toBe(200);
  for (const member of [owner, pharmacist, operations]) await signInAgain(server, member);
});
afterAll(() => server.close());

const prescribe = (body: unknown = RX) =>
  server.api('POST', `/pro/consultations/${bookingId}/prescription`, { token: clinic.token, body });
const order = (token: string | undefined, id = bookingId) =>
  server.api('POST', `/consultations/${id}/prescription/order`, { token });
const pharmacyCart = async (token: string) =>
  (await server.api('GET', '/user/getAllVetCarts', { token })).body.carts as VetCart[];
const pending = async (token = pharmacist.token) =>
  (await server.api('GET', '/admin/pharmacy?status=pending', { token })).body
    .checks as PharmacyCheck[];
const decide = (id: string, body: unknown, token = pharmacist.token) =>
  server.api('POST', `/admin/pharmacy/${id}/decision`, { token, body });
const ship = (orderId: string) =>
  server.api('POST', `/admin/orders/${orderId}/status`, {
    token: operations.token,
    body: { status: 'shipped', courier: 'Delhivery', trackingNumber: 'DL123456' },
  });
const mailsOf = async (kind: string, orderId: string) =>
  (
    (await server.database.db.execute(
      sql`select data->'mail' as mail from pgboss.job where name = 'mail'
          and data->'mail'->>'kind' = ${kind}
          and (data->'mail'->>'orderId' = ${orderId} or data->'mail'->'order'->>'id' = ${orderId})`,
    )) as { rows: { mail: Record<string, unknown> }[] }
  ).rows.map((r) => r.mail);

/** Pays, in the sandbox, for everything in the buyer's carts (products and pharmacy lines). */
async function payAll(who: Customer): Promise<Order> {
  const [products, vet] = await Promise.all([
    server.api('GET', '/product/cart', { token: who.token }),
    pharmacyCart(who.token),
  ]);
  const lines = [...(products.body.cart as { price: number; quantity: number }[]), ...vet];
  const total = lines.reduce((sum, l) => sum + l.price * l.quantity, 0);
  const created = await server.api('POST', '/product/razorpay/order', {
    token: who.token,
    body: {
      amount: Math.round(total + SHIPPING.Economy.price) * 100,
      currency: 'INR',
      address: who.address,
      shippingType: 'Economy',
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const paid = await server.api('POST', '/payments/sandbox/pay', {
    token: who.token,
    body: { order_id: created.body.orderId },
  });
  const verified = await server.api('POST', '/product/razorpay/verify', {
    token: who.token,
    body: { ...paid.body, orderData: {} },
  });
  expect(verified.status, JSON.stringify(verified.body)).toBe(201);
  return verified.body.order as Order;
}

describe('order these medicines', () => {
  it('needs a written prescription that names a medicine', async () => {
    const none = await order(parent.token);
    expect(none.status).toBe(404);
    expect(none.body.message).toBe(PRESCRIPTION_MESSAGES.none);
    expect((await prescribe({ medicines: [], notes: { advice: 'Rest.' } })).status).toBe(201);
    const notesOnly = await order(parent.token);
    expect(notesOnly.status).toBe(409);
    expect(notesOnly.body.message).toBe(PHARMACY_MESSAGES.noMedicines);
    expect((await prescribe()).status).toBe(201);
  });

  it('puts the prescription into its own pet parent’s cart, once, with no upload', async () => {
    const first = await order(parent.token);
    expect(first.status).toBe(201);
    expect(first.body.message).toBe(PHARMACY_MESSAGES.added);
    expect(first.body.cart).toMatchObject({
      bookingId,
      quantity: 1,
      price: 199,
      itemType: 'pharmacy',
      prescriptionFile: `/api/consultations/${bookingId}/prescription.pdf`,
    });
    const again = await order(parent.token);
    expect(again.status).toBe(200);
    expect(again.body.message).toBe(PHARMACY_MESSAGES.already);
    expect(again.body.cart._id).toBe(first.body.cart._id);
    expect(
      (await pharmacyCart(parent.token)).filter((c) => c.bookingId === bookingId),
    ).toHaveLength(1);
    // The line's prescription is the doctor's PDF, read with the session.
    const pdf = await fetch(`${server.url}${first.body.cart.prescriptionFile}`, {
      headers: { authorization: `Bearer ${parent.token}` },
    });
    expect(pdfText(Buffer.from(await pdf.arrayBuffer()))).toContain('Meloxicam oral suspension');
  });

  it('is nobody else’s to order: another pet parent, no session, not an id', async () => {
    const theirs = await order(stranger.token);
    expect(theirs.status).toBe(404);
    expect(await pharmacyCart(stranger.token)).toEqual([]);
    expect((await order(undefined)).status).toBe(401);
    const bad = await order(parent.token, 'not-an-id');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBeTruthy();
  });
});

describe('the pharmacist’s check', () => {
  let onlyMedicines: Order;
  it('holds the order until a pharmacist decides; refused alone, the order is cancelled and refunded', async () => {
    onlyMedicines = await payAll(parent);
    expect(await pharmacyCart(parent.token)).toEqual([]);
    const [check] = (await pending()).filter((c) => c.orderId === onlyMedicines._id);
    expect(check).toMatchObject({
      status: 'pending',
      line: { name: 'Pharmacy Order', quantity: 1, price: 199 },
      buyer: { name: 'Medicine Parent' },
      prescription: {
        bookingId,
        doctor: { registrationNumber: 'MSVC-4521' },
        medicines: [{ name: 'Meloxicam oral suspension' }],
      },
      file: null,
    });
    // Not for other staff: operations may not check; the pharmacist may not ship.
    expect((await decide(check!._id, { decision: 'approve' }, operations.token)).status).toBe(403);
    const held = await ship(onlyMedicines._id);
    expect(held.status).toBe(409);
    expect(held.body.message).toBe(PHARMACY_MESSAGES.unverified);
    // The prescription, as the pharmacist downloads it.
    const pdf = await fetch(`${server.url}/api/admin/pharmacy/${check!._id}/prescription`, {
      headers: { authorization: `Bearer ${pharmacist.token}` },
    });
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    // A refusal says why.
    for (const body of [{ decision: 'refuse' }, { decision: 'refuse', reason: '  ' }]) {
      const res = await decide(check!._id, body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(PHARMACY_MESSAGES.reason);
    }
    expect((await decide(check!._id, { decision: 'maybe' })).status).toBe(400);
    const reason = 'Meloxicam at this dose needs the dog’s weight on the prescription.';
    const refused = await decide(check!._id, { decision: 'refuse', reason });
    expect(refused.status).toBe(200);
    expect(refused.body.check).toMatchObject({
      status: 'refused',
      reason,
      decidedBy: pharmacist.name,
      refund: { status: 'processed', amount: onlyMedicines.totalPrice },
    });
    const after = await server.api('GET', `/admin/orders/${onlyMedicines._id}`, {
      token: operations.token,
    });
    expect(after.body.order).toMatchObject({
      status: 'cancelled',
      refund: { status: 'processed' },
    });
    const [mail] = await mailsOf('order-cancelled', onlyMedicines._id);
    expect(mail).toMatchObject({ reason });
    // Decided once.
    const twice = await decide(check!._id, { decision: 'approve' });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(PHARMACY_MESSAGES.decided);
  });

  it('ships an approved line; refuses one beside food with the line’s money back', async () => {
    const [product] = await someProducts(server, 1);
    const food = async () =>
      expect(
        (
          await server.api('POST', '/product/cart', {
            token: parent.token,
            body: { productId: product!._id, quantity: 1 },
          })
        ).status,
      ).toBeLessThan(300);
    // Ordered again after the first order: a new line.
    await food();
    expect((await order(parent.token)).status).toBe(201);
    const approvedOrder = await payAll(parent);
    const [toApprove] = (await pending()).filter((c) => c.orderId === approvedOrder._id);
    expect((await ship(approvedOrder._id)).status).toBe(409);
    const approved = await decide(toApprove!._id, { decision: 'approve' });
    expect(approved.status).toBe(200);
    expect(approved.body.message).toBe(PHARMACY_MESSAGES.approved);
    expect((await pending()).some((c) => c._id === toApprove!._id)).toBe(false);
    for (const step of ['confirmed', 'packed'])
      expect(
        (
          await server.api('POST', `/admin/orders/${approvedOrder._id}/status`, {
            token: operations.token,
            body: { status: step },
          })
        ).status,
      ).toBe(200);
    expect((await ship(approvedOrder._id)).status).toBe(200);

    await food();
    expect((await order(parent.token)).status).toBe(201);
    const mixed = await payAll(parent);
    const [toRefuse] = (await pending(owner.token)).filter((c) => c.orderId === mixed._id);
    const reason = 'The prescription is for another pet.';
    const refused = await decide(toRefuse!._id, { decision: 'refuse', reason }, owner.token);
    expect(refused.status).toBe(200);
    expect(refused.body.check.refund).toMatchObject({ status: 'processed', amount: 199 });
    const [mail] = await mailsOf('pharmacy-refused', mixed._id);
    expect(mail).toMatchObject({ reason, refund: { amount: 199 }, to: parent.email });
    // The food still ships: nothing is left to check.
    const detail = await server.api('GET', `/admin/orders/${mixed._id}`, {
      token: operations.token,
    });
    expect(detail.body.order.status).not.toBe('cancelled');
    // Cancelled later, the order gives back the rest only: the refused line was refunded.
    const cancelled = await server.api('POST', `/admin/orders/${mixed._id}/cancel`, {
      token: operations.token,
      body: { reason: 'The pet parent asked by phone.' },
    });
    expect(cancelled.status).toBe(200);
    const [cancelMail] = await mailsOf('order-cancelled', mixed._id);
    expect(cancelMail).toMatchObject({ refund: { amount: mixed.totalPrice - 199 } });
    const refusedList = await server.api('GET', '/admin/pharmacy?status=refused', {
      token: pharmacist.token,
    });
    expect((refusedList.body.checks as PharmacyCheck[]).map((c) => c._id)).toEqual(
      expect.arrayContaining([toRefuse!._id]),
    );
  });

  it('checks an uploaded prescription too: the pharmacist reads the file', async () => {
    const added = await server.api('POST', '/user/addVetCart', {
      token: stranger.token,
      body: form({ prescriptionFile: PDF, quantity: '2' }, 'rx.pdf', 'application/pdf'),
    });
    expect(added.status).toBe(201);
    expect(added.body.cart.bookingId).toBeNull();
    const paid = await payAll(stranger);
    const [check] = (await pending()).filter((c) => c.orderId === paid._id);
    expect(check).toMatchObject({
      prescription: null,
      file: `/api/admin/pharmacy/${check!._id}/prescription`,
      line: { quantity: 2, price: 199 },
      buyer: { name: 'Medicine Stranger' },
    });
    const file = await fetch(`${server.url}${check!.file}`, {
      headers: { authorization: `Bearer ${pharmacist.token}` },
    });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await file.arrayBuffer()).equals(PDF)).toBe(true);
    // Nobody outside the pharmacy area reads it; no check is there for an unknown id.
    const other = await fetch(`${server.url}${check!.file}`, {
      headers: { authorization: `Bearer ${operations.token}` },
    });
    expect(other.status).toBe(403);
    const unknown = await server.api(
      'POST',
      '/admin/pharmacy/00000000-0000-4000-8000-000000000000/decision',
      { token: pharmacist.token, body: { decision: 'approve' } },
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(PHARMACY_MESSAGES.notFound);
  });
});
