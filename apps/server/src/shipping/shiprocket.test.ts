import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookShipmentsResponse, Order } from '@petverse/api/contract';
import { startTestServer, type TestServer } from '../../test/harness';
import { PDF, codOrder } from '../../test/shopping.fixtures';
import { staffMember, type StaffSession } from '../../test/staff.fixtures';
import { CourierError, type ShipmentRequest } from './courier';
import { shiprocketCourier } from './shiprocket';

/**
 * The Shiprocket adapter against a local server that speaks Shiprocket's protocol (the real one
 * cannot be reached here): sign-in, adhoc orders, AWBs, one label for many shipments, pickups.
 */
const EMAIL = 'api-user@petverse.in';
const PASSWORD = 'shiprocket api password';

interface Fake {
  url: string;
  calls: { path: string; auth: string | undefined; body: Record<string, unknown> }[];
  /** Tokens the fake accepts; clearing it makes every token expired. */
  tokens: Set<string>;
  /** Pincodes its couriers do not serve, and our orders it refuses as if theirs were not served. */
  unserviceable: Set<string>;
  server: Server;
}

const read = (req: IncomingMessage) =>
  new Promise<Record<string, unknown>>((resolve) => {
    let data = '';
    req.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
    req.on('end', () => resolve(data ? (JSON.parse(data) as Record<string, unknown>) : {}));
  });

async function fakeShiprocket(): Promise<Fake> {
  const fake = {
    calls: [],
    tokens: new Set<string>(),
    unserviceable: new Set<string>(),
  } as unknown as Fake;
  let n = 0;
  const orders = new Map<number, Record<string, unknown>>();
  fake.server = createServer((req, res) => {
    void (async () => {
      const body = await read(req);
      const path = (req.url ?? '').replace(/^\/v1\/external\//, '');
      const auth = req.headers.authorization;
      fake.calls.push({ path, auth, body });
      const send = (status: number, answer: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(answer));
      };
      if (req.url === '/labels/batch.pdf') {
        res.writeHead(200, { 'content-type': 'application/pdf' });
        return res.end(PDF);
      }
      if (path === 'auth/login') {
        if (body.email !== EMAIL || body.password !== PASSWORD)
          return send(400, { message: 'Invalid email and password combination' });
        const token = `token-${++n}`;
        fake.tokens.add(token);
        return send(200, { token, email: EMAIL });
      }
      if (!auth || !fake.tokens.has(auth.replace(/^Bearer /, '')))
        return send(401, { message: 'Token has expired' });
      if (path === 'orders/create/adhoc') {
        if (
          fake.unserviceable.has(String(body.billing_pincode)) ||
          fake.unserviceable.has(String(body.order_id))
        )
          return send(422, {
            message: 'Oops! Invalid Data.',
            errors: { billing_pincode: ['Delivery pincode is not serviceable.'] },
          });
        const id = 400_000_000 + ++n;
        orders.set(id + 1, body);
        return send(200, { order_id: id, shipment_id: id + 1, status: 'NEW', status_code: 1 });
      }
      if (path === 'courier/assign/awb') {
        const shipment = Number(body.shipment_id);
        if (!orders.has(shipment))
          return send(200, {
            awb_assign_status: 0,
            response: { data: { awb_assign_error: 'Shipment not found' } },
          });
        return send(200, {
          awb_assign_status: 1,
          response: {
            data: {
              awb_code: `1410${shipment}`,
              courier_name: 'Delhivery Surface',
              shipment_id: shipment,
            },
          },
        });
      }
      if (path === 'courier/generate/label')
        return send(200, {
          label_created: 1,
          label_url: `${fake.url}/labels/batch.pdf`,
          not_created: [],
        });
      if (path === 'courier/generate/pickup')
        return send(200, {
          pickup_status: 1,
          response: {
            pickup_scheduled_date: '2026-12-08 10:00:00',
            pickup_token_number: 'Reference No: 1',
          },
        });
      send(404, { message: 'Not found' });
    })();
  });
  await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
  return fake;
}

let fake: Fake;
beforeAll(async () => {
  fake = await fakeShiprocket();
});
afterAll(async () => {
  await new Promise((resolve) => fake.server.close(resolve));
});

const request = (pincode = '411001'): ShipmentRequest => ({
  orderId: '3f0c2b9e-8d1a-4c5e-9f7a-1b2c3d4e5f60',
  orderDate: new Date('2026-12-07T04:30:00Z'),
  to: {
    name: 'Asha Rao Kulkarni',
    email: 'asha@example.in',
    phone: '9876543210',
    street: '12 Lane 5, Koregaon Park',
    city: 'Pune',
    state: 'Maharashtra',
    pincode,
    country: 'India',
  },
  items: [{ name: 'Kibble 3 kg', sku: 'p-1', units: 2, sellingPrice: 899 }],
  codAmount: 1848,
  subTotal: 1848,
  weightKg: 1,
  dimensionsCm: { length: 25, breadth: 20, height: 10 },
});

describe('the Shiprocket adapter', () => {
  const courier = () =>
    shiprocketCourier({
      email: EMAIL,
      password: PASSWORD,
      pickupLocation: 'Pune Store',
      apiUrl: fake.url,
    });

  it('creates the order as Shiprocket asks, assigns the AWB, prints one label and books the pickup', async () => {
    const c = courier();
    const created = await c.createShipment(request());
    const adhoc = fake.calls.find((call) => call.path === 'orders/create/adhoc')!;
    expect(adhoc.auth).toMatch(/^Bearer token-\d+$/);
    expect(adhoc.body).toMatchObject({
      order_id: request().orderId,
      order_date: '2026-12-07 10:00',
      pickup_location: 'Pune Store',
      billing_customer_name: 'Asha',
      billing_last_name: 'Rao Kulkarni',
      billing_pincode: '411001',
      shipping_is_billing: true,
      payment_method: 'COD',
      order_items: [{ name: 'Kibble 3 kg', sku: 'p-1', units: 2, selling_price: 899 }],
      weight: 1,
    });
    const awb = await c.assignAwb(created.providerShipmentId);
    expect(awb).toEqual({
      awb: `1410${created.providerShipmentId}`,
      courierName: 'Delhivery Surface',
    });
    const pdf = await c.labels([{ request: request(), ...created, ...awb }]);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(fake.calls.find((call) => call.path === 'courier/generate/label')!.body).toEqual({
      shipment_id: [Number(created.providerShipmentId)],
    });
    expect(await c.schedulePickup([created.providerShipmentId])).toEqual({ date: '2026-12-08' });
    expect(c.trackingUrl(awb.awb)).toBe(`https://shiprocket.co/tracking/${awb.awb}`);
  });

  it('signs in once, and again when Shiprocket says the token expired', async () => {
    const c = courier();
    const logins = () => fake.calls.filter((call) => call.path === 'auth/login').length;
    const before = logins();
    await c.createShipment(request());
    await c.createShipment(request());
    expect(logins()).toBe(before + 1);
    fake.tokens.clear();
    await c.createShipment(request());
    expect(logins()).toBe(before + 2);
  });

  it('says Shiprocket’s own reason when it refuses', async () => {
    fake.unserviceable.add('799001');
    const failure = courier().createShipment(request('799001'));
    await expect(failure).rejects.toThrow(CourierError);
    await expect(courier().createShipment(request('799001'))).rejects.toThrow(
      'The courier service refused the order (status 422): Delivery pincode is not serviceable.',
    );
    const wrong = shiprocketCourier({
      email: EMAIL,
      password: 'nope',
      pickupLocation: 'P',
      apiUrl: fake.url,
    });
    await expect(wrong.createShipment(request())).rejects.toThrow(
      /refused our sign-in \(status 400\)/,
    );
    const away = shiprocketCourier({
      email: EMAIL,
      password: PASSWORD,
      pickupLocation: 'P',
      apiUrl: 'http://127.0.0.1:9',
    });
    await expect(away.createShipment(request())).rejects.toThrow(
      'The courier service did not answer.',
    );
  });
});

describe('booking through the back office with Shiprocket', () => {
  let server: TestServer;
  let ops: StaffSession;
  beforeAll(async () => {
    server = await startTestServer({
      app: {
        shipping: {
          shiprocket: {
            email: EMAIL,
            password: PASSWORD,
            pickupLocation: 'Pune Store',
            apiUrl: fake.url,
          },
          webhookSecret: 'courier-webhook-secret-for-tests-0123456789',
        },
      },
    });
    ops = await staffMember(server, 'operations');
  });
  afterAll(async () => {
    await server.close();
  });

  it('ships each order with the courier Shiprocket assigned, and says which one it refused', async () => {
    const ok = await codOrder(server);
    const refused = await codOrder(server);
    fake.unserviceable.add(refused.order._id);
    const res = await server.api('POST', '/admin/orders/shipments', {
      token: ops.token,
      body: { orderIds: [ok.order._id, refused.order._id] },
    });
    expect(res.status).toBe(200);
    const body = res.body as BookShipmentsResponse;
    expect(body.results[0]).toMatchObject({ ok: true, courier: 'Delhivery Surface' });
    expect(body.results[1]).toMatchObject({
      ok: false,
      message:
        'The courier service refused the order (status 422): Delivery pincode is not serviceable.',
    });
    const orders = (await server.api('GET', '/product/user-orders', { token: ok.who.token })).body
      .data.data.orders as Order[];
    expect(orders[0]).toMatchObject({
      status: 'shipped',
      courier: 'Delhivery Surface',
      trackingUrl: expect.stringMatching(/^https:\/\/shiprocket\.co\/tracking\/1410\d+$/),
    });
    const pdf = await fetch(`${server.url}${body.labelUrl!}`, {
      headers: { authorization: `Bearer ${ops.token}` },
    });
    expect(Buffer.from(await pdf.arrayBuffer()).equals(PDF)).toBe(true);
  });
});
