import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GroomingPartner } from '@petverse/api/contract';
import { startTestServer, type TestServer } from '../../test/harness';
import { signUp } from '../../test/fixtures';
import {
  bookingBody,
  customer,
  paidGrooming,
  partnerIn,
  type Customer,
} from '../../test/grooming.fixtures';
import { SEEDED_DOCTOR_ID, dayInIndia } from '../../test/shopping.fixtures';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('doctors', () => {
  it('lists the seeded doctors', async () => {
    const res = await server.api('GET', '/admin/getAllDoctors');
    expect(res.status).toBe(200);
    expect(res.body.doctors.length).toBeGreaterThanOrEqual(6);
    expect(res.body.doctors[0]).toEqual({
      _id: SEEDED_DOCTOR_ID,
      name: 'Meera Iyer',
      specialty: 'Dermatology',
      location: 'Pune',
      experience: 9,
      rating: 4.8,
      reviews: 214,
      bio: expect.any(String),
      image: '/art/vet-1-dog-cat.webp',
      species: ['Dog', 'Cat'],
    });
  });

  it('finds a doctor by id', async () => {
    const res = await server.api('GET', `/admin/getDocterByID/${SEEDED_DOCTOR_ID}`);
    expect(res.status).toBe(200);
    expect(res.body.doctor.name).toBe('Meera Iyer');
  });

  it('answers an unknown doctor with 404 and a malformed id with 400', async () => {
    const missing = await server.api(
      'GET',
      '/admin/getDocterByID/00000000-0000-4000-8000-000000000000',
    );
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Doctor not found.' });
    const bad = await server.api('GET', '/admin/getDocterByID/dr-1');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: 'id must be a valid id' });
  });
});

describe('grooming partners', () => {
  it('lists the partners of a city whatever its case, with the price table', async () => {
    const pune = await partnerIn(server, 'pUNE');
    expect(pune.address.city).toBe('Pune');
    expect(pune.services).toContainEqual({ serviceName: 'Full Grooming Package', price: 2499 });
    const mumbai = await partnerIn(server, 'Mumbai');
    expect(mumbai.services).toContainEqual({ serviceName: 'Full Grooming Package', price: 3000 });
    expect(Object.keys(pune).sort()).toEqual(
      ['_id', 'address', 'email', 'name', 'phone', 'rating', 'services'].sort(),
    );
  });

  it('answers a city without partners with an empty list', async () => {
    const res = await server.api('GET', '/grooming/getGroomingPartners?city=Atlantis');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { data: [] } });
  });
});

describe('grooming payment orders', () => {
  it('refuses an amount that is not the partner’s price', async () => {
    const who = await customer(server, 'Payer');
    const partner = await partnerIn(server, 'Pune');
    const res = await server.api('POST', '/product/razorpay/order', {
      token: who.token,
      body: {
        purpose: 'grooming',
        partnerId: partner._id,
        services: ['Full Grooming Package'],
        amount: 100,
        currency: 'INR',
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/does not match/);
  });

  it('refuses a service the partner does not offer, and an unknown partner', async () => {
    const who = await customer(server, 'Payer');
    const partner = await partnerIn(server, 'Pune');
    const body = { purpose: 'grooming', amount: 249900, currency: 'INR' };
    const unknown = await server.api('POST', '/product/razorpay/order', {
      token: who.token,
      body: { ...body, partnerId: partner._id, services: ['Moon Walk'] },
    });
    expect(unknown.status).toBe(400);
    const nobody = await server.api('POST', '/product/razorpay/order', {
      token: who.token,
      body: { ...body, partnerId: '00000000-0000-4000-8000-000000000000', services: ['Bath'] },
    });
    expect(nobody.status).toBe(404);
  });

  it('cannot be turned into a store order by /product/razorpay/verify', async () => {
    const who = await customer(server, 'Payer');
    const paid = await paidGrooming(server, who, await partnerIn(server, 'Pune'));
    const res = await server.api('POST', '/product/razorpay/verify', {
      token: who.token,
      body: paid.payment,
    });
    expect(res.status).toBe(404);
  });
});

describe('booking a grooming appointment', () => {
  it('books a paid appointment once, even when sent again', async () => {
    const who = await customer(server, 'Booker');
    const partner = await partnerIn(server, 'Pune');
    const paid = await paidGrooming(server, who, partner);
    const body = bookingBody(who, partner, paid);
    const first = await server.api('POST', '/grooming/createGroomingOrder', {
      token: who.token,
      body,
    });
    expect(first.status).toBe(201);
    expect(first.body.message).toBe('Payment successful and appointment booked!');
    expect(first.body.data).toMatchObject({
      price: 2499,
      status: 'confirmed',
      paymentStatus: 'completed',
      serviceType: 'Full Grooming Package',
      orderId: paid.payment.razorpay_order_id,
      paymentId: paid.payment.razorpay_payment_id,
    });
    const again = await server.api('POST', '/grooming/createGroomingOrder', {
      token: who.token,
      body,
    });
    expect(again.status).toBe(200);
    expect(again.body.data._id).toBe(first.body.data._id);
    const parallel = await Promise.all(
      [1, 2, 3].map(() =>
        server.api('POST', '/grooming/createGroomingOrder', { token: who.token, body }),
      ),
    );
    const ids = parallel.map((r) => (r.body as { data: { _id: string } }).data._id);
    expect(new Set(ids)).toEqual(new Set([first.body.data._id]));
    const list = await server.api('GET', '/grooming/getGroomingOrdersByUser', { token: who.token });
    expect(list.body.data).toHaveLength(1);
  });

  it('lists the appointment with pet, partner and address populated', async () => {
    const who = await customer(server, 'Lister');
    const partner = await partnerIn(server, 'Pune');
    const paid = await paidGrooming(server, who, partner);
    await server.api('POST', '/grooming/createGroomingOrder', {
      token: who.token,
      body: bookingBody(who, partner, paid),
    });
    const res = await server.api('GET', '/grooming/getGroomingOrdersByUser', { token: who.token });
    expect(res.status).toBe(200);
    const [order] = res.body.data;
    expect(order).toEqual({
      _id: expect.any(String),
      price: 2499,
      status: 'confirmed',
      paymentStatus: 'completed',
      serviceType: 'Full Grooming Package',
      appointmentDate: dayInIndia(3),
      appointmentTime: '10:30',
      createdAt: expect.any(String),
      orderId: paid.payment.razorpay_order_id,
      paymentId: paid.payment.razorpay_payment_id,
      refund: null,
      petId: {
        _id: who.pet,
        name: 'Bruno',
        breed: 'Beagle',
        species: 'dog',
        petDateOfBirth: '2021-04-01',
        image: null,
      },
      partnerId: {
        _id: partner._id,
        name: partner.name,
        phone: partner.phone,
        email: partner.email,
        rating: partner.rating,
        address: partner.address,
      },
      addressId: {
        _id: who.address,
        name: 'Asha Rao',
        phone: '9876543210',
        email: 'asha@example.com',
        street: '12 MG Road',
        city: 'Pune',
        state: 'Maharashtra',
        pincode: '411001',
        country: 'India',
        type: 'Home',
      },
    });
  });

  it.each([
    [
      'a forged signature',
      { razorpay_signature: 'f'.repeat(64) },
      400,
      'Payment verification failed',
    ],
    [
      'another payment id',
      { razorpay_payment_id: 'pay_forged123' },
      400,
      'Payment verification failed',
    ],
    ['a wrong price', { price: 1 }, 400, /price does not match/],
    [
      'another service',
      { serviceType: 'Nail Trimming' },
      400,
      'The services do not match the payment.',
    ],
    [
      'a date in the past',
      { appointmentDate: dayInIndia(-1) },
      400,
      'The appointment date cannot be in the past.',
    ],
    [
      'a date too far ahead',
      { appointmentDate: '9999-12-31' },
      400,
      'Appointments can be booked at most 90 days ahead.',
    ],
    [
      'a date that is not a date',
      { appointmentDate: '2026-02-30' },
      400,
      'Select appointment date',
    ],
    ['no time', { appointmentTime: undefined }, 400, 'appointmentTime is required'],
    ['a malformed pet id', { petId: 'rex' }, 400, 'petId must be a valid id'],
    [
      'an unknown payment order',
      { razorpay_order_id: 'order_unknown1' },
      404,
      'Payment order not found',
    ],
  ])('refuses %s and books nothing', async (_case, change, status, message) => {
    const who = await customer(server, 'Refused');
    const partner = await partnerIn(server, 'Pune');
    const paid = await paidGrooming(server, who, partner);
    const res = await server.api('POST', '/grooming/createGroomingOrder', {
      token: who.token,
      body: bookingBody(who, partner, paid, change),
    });
    expect(res.status).toBe(status);
    if (typeof message === 'string') expect(res.body).toMatchObject({ message });
    else expect(res.body.message).toMatch(message);
    const list = await server.api('GET', '/grooming/getGroomingOrdersByUser', { token: who.token });
    expect(list.body.data).toEqual([]);
  });

  it('refuses another partner than the one paid for', async () => {
    const who = await customer(server, 'Switcher');
    const pune = await partnerIn(server, 'Pune');
    const mumbai = await partnerIn(server, 'Mumbai');
    const paid = await paidGrooming(server, who, pune);
    const res = await server.api('POST', '/grooming/createGroomingOrder', {
      token: who.token,
      body: bookingBody(who, pune, paid, { partnerId: mumbai._id }),
    });
    expect(res.status).toBe(400);
  });

  it('answers 401 without a token', async () => {
    for (const [method, path] of [
      ['POST', '/grooming/createGroomingOrder'],
      ['GET', '/grooming/getGroomingOrdersByUser'],
      ['POST', '/lifestyle/addMatingProfile'],
    ] as const) {
      const res = await server.api(method, path, { body: method === 'POST' ? {} : undefined });
      expect(res.status, path).toBe(401);
    }
  });
});

describe('two users and their appointments', () => {
  let a: Customer;
  let b: Customer;
  let partner: GroomingPartner;

  beforeAll(async () => {
    a = await customer(server, 'User A');
    b = await customer(server, 'User B');
    partner = await partnerIn(server, 'Pune');
    const paid = await paidGrooming(server, a, partner);
    const res = await server.api('POST', '/grooming/createGroomingOrder', {
      token: a.token,
      body: bookingBody(a, partner, paid),
    });
    expect(res.status).toBe(201);
  });

  it('shows each user only their own appointments', async () => {
    const ofA = await server.api('GET', '/grooming/getGroomingOrdersByUser', { token: a.token });
    const ofB = await server.api('GET', '/grooming/getGroomingOrdersByUser', { token: b.token });
    expect(ofA.body.data).toHaveLength(1);
    expect(ofB.body.data).toEqual([]);
  });

  it('refuses B booking with A’s payment order', async () => {
    const paidByA = await paidGrooming(server, a, partner);
    const res = await server.api('POST', '/grooming/createGroomingOrder', {
      token: b.token,
      body: bookingBody(b, partner, paidByA),
    });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Payment order not found' });
  });

  it('refuses B booking for A’s pet or at A’s address', async () => {
    for (const change of [{ petId: a.pet }, { addressId: a.address }]) {
      const paid = await paidGrooming(server, b, partner);
      const res = await server.api('POST', '/grooming/createGroomingOrder', {
        token: b.token,
        body: bookingBody(b, partner, paid, change),
      });
      expect(res.status).toBe(404);
    }
    const ofB = await server.api('GET', '/grooming/getGroomingOrdersByUser', { token: b.token });
    expect(ofB.body.data).toEqual([]);
  });
});

describe('mating profiles', () => {
  it('lists the seeded profiles to anyone', async () => {
    const res = await server.api('GET', '/lifestyle/getMatingProfiles');
    expect(res.status).toBe(200);
    expect(res.body.data[0]).toMatchObject({
      profileId: 'MP-1001',
      category: 'Dog',
      breed: 'Labrador Retriever',
      petName: 'Bruno',
      location: 'Pune',
    });
  });

  it('adds a profile for a signed-in user and validates it', async () => {
    const who = await signUp(server);
    const res = await server.api('POST', '/lifestyle/addMatingProfile', {
      token: who.token,
      body: { category: 'Cat', breed: 'Siamese', petName: 'Luna', location: 'Pune' },
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ category: 'Cat', petName: 'Luna' });
    expect(res.body.data.profileId).toMatch(/^MP-/);
    const blank = await server.api('POST', '/lifestyle/addMatingProfile', {
      token: who.token,
      body: { category: 'Cat', breed: ' ', petName: 'Luna', location: 'Pune' },
    });
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({ message: 'Breed is required.' });
    const taken = await server.api('POST', '/lifestyle/addMatingProfile', {
      token: who.token,
      body: {
        profileId: 'MP-1001',
        category: 'Cat',
        breed: 'Siamese',
        petName: 'Luna',
        location: 'Pune',
      },
    });
    expect(taken.status).toBe(409);
  });
});
