import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';

/** The offline pincode table: an address form's city and state from its six digits. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('GET /pincode/:pin', () => {
  it.each([
    ['411004', 'Pune', 'Maharashtra'],
    ['560001', 'Bangalore', 'Karnataka'],
    // The 2015 directory's states, corrected: Telangana, Ladakh.
    ['500001', 'Hyderabad', 'Telangana'],
    ['194101', 'Leh', 'Ladakh'],
  ])('knows %s: %s, %s', async (pin, city, state) => {
    const res = await server.api('GET', `/pincode/${pin}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      pincode: pin,
      city,
      district: city,
      state,
      serviceable: true,
    });
    // Delivery dates move with the clock and the 2 pm cut-off: kept ten minutes, not a day.
    expect(res.headers.get('cache-control')).toBe('public, max-age=600');
  });

  it.each([
    // The city a person writes, not the district (issue 36).
    ['201301', 'Noida', 'Gautam Buddha Nagar', 'Uttar Pradesh'],
    ['781001', 'Guwahati', 'Kamrup', 'Assam'],
    ['110001', 'New Delhi', 'Central Delhi', 'Delhi'],
    ['208001', 'Kanpur', 'Kanpur Nagar', 'Uttar Pradesh'],
    ['751024', 'Bhubaneswar', 'Khorda', 'Odisha'],
  ])('fills %s with the city %s, beside its district %s', async (pin, city, district, state) => {
    const res = await server.api('GET', `/pincode/${pin}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ pincode: pin, city, district, state });
  });

  it('promises Delhi sooner than Port Blair, and cash on delivery only where it is offered', async () => {
    const delhi = (await server.api('GET', '/pincode/110001')).body;
    const portBlair = (await server.api('GET', '/pincode/744101')).body;
    expect(delhi).toMatchObject({ serviceable: true, cod: true, codLimit: 10_000 });
    expect(portBlair).toMatchObject({ serviceable: true, cod: false, codLimit: null });
    expect(delhi.delivery.economy < portBlair.delivery.economy).toBe(true);
    expect(delhi.delivery.express < portBlair.delivery.express).toBe(true);
    expect(delhi.delivery.express <= delhi.delivery.economy).toBe(true);
  });

  it('says so for a pincode that does not exist', async () => {
    const res = await server.api('GET', '/pincode/999999');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      message: 'We could not find the pincode 999999. Please check it.',
      // The same as a template and its values, for a page in another language (issue 35).
      said: {
        id: 'We could not find the pincode {pin}. Please check it.',
        values: { pin: '999999' },
      },
    });
  });

  it.each(['41100', '4110041', '011004', 'abcdef', '41100%00'])(
    'refuses %j as not a pincode',
    async (pin) => {
      const res = await server.api('GET', `/pincode/${pin}`);
      expect(res.status).toBe(400);
    },
  );
});
