import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking, VetCart } from '@petverse/api/contract';
import { startTestServer, type TestServer } from '../../test/harness';
import { JPEG, PNG, SVG, TEXT, form, signUp } from '../../test/fixtures';
import { PDF, booking, dayInIndia } from '../../test/shopping.fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const prescription = (
  file: Buffer,
  quantity?: string,
  filename = 'rx.pdf',
  type = 'application/pdf',
) =>
  form({ prescriptionFile: file, ...(quantity !== undefined ? { quantity } : {}) }, filename, type);

describe('the pharmacy cart', () => {
  it('starts empty', async () => {
    const { token } = await signUp(server);
    expect((await server.api('GET', '/user/getAllVetCarts', { token })).body).toEqual({
      carts: [],
    });
  });

  it.each([
    ['a PDF', PDF, 'pdf'],
    ['a PNG', PNG, 'png'],
    ['a JPEG', JPEG, 'jpg'],
  ])(
    'adds %s prescription at the pharmacy price, and serves the file back',
    async (_case, file, ext) => {
      const { token } = await signUp(server);
      const res = await server.api('POST', '/user/addVetCart', {
        token,
        body: prescription(file, '2', 'whatever.bin', 'application/octet-stream'),
      });
      expect(res.status).toBe(201);
      const cart = res.body.cart as VetCart;
      expect(cart).toEqual({
        _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        quantity: 2,
        price: 199,
        prescriptionFile: expect.stringMatching(
          new RegExp(`^/api/user/prescriptions/[0-9a-f]{32}\\.${ext}$`),
        ),
        itemType: 'pharmacy',
        bookingId: null,
      });
      expect(res.body.carts).toEqual([cart]);
      const served = await fetch(`${server.url}${cart.prescriptionFile}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(served.status).toBe(200);
      expect(served.headers.get('cache-control')).toBe('no-store');
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(Buffer.from(await served.arrayBuffer()).equals(file)).toBe(true);
      expect((await server.api('GET', '/user/getAllVetCarts', { token })).body.carts).toEqual([
        cart,
      ]);
    },
  );

  it('takes a quantity of 1 when none is sent', async () => {
    const { token } = await signUp(server);
    const res = await server.api('POST', '/user/addVetCart', { token, body: prescription(PDF) });
    expect(res.body.cart.quantity).toBe(1);
  });

  it.each([
    [
      'an SVG',
      prescription(SVG, '1', 'rx.svg', 'image/svg+xml'),
      'The prescription must be a PDF, JPEG or PNG file.',
    ],
    [
      'a text file named .pdf',
      prescription(TEXT, '1'),
      'The prescription must be a PDF, JPEG or PNG file.',
    ],
    ['no file', form({ quantity: '1' }), 'prescriptionFile is required'],
    ['quantity 0', prescription(PDF, '0'), 'Quantity must be a whole number from 1 to 99.'],
    ['quantity 100', prescription(PDF, '100'), 'Quantity must be a whole number from 1 to 99.'],
    ['quantity 1.5', prescription(PDF, '1.5'), 'Quantity must be a whole number from 1 to 99.'],
  ])('answers %s with 400 and stores nothing', async (_case, body, message) => {
    const { token } = await signUp(server);
    const res = await server.api('POST', '/user/addVetCart', { token, body });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message });
    expect((await server.api('GET', '/user/getAllVetCarts', { token })).body.carts).toEqual([]);
  });

  it('answers a JSON body with 400', async () => {
    const { token } = await signUp(server);
    const res = await server.api('POST', '/user/addVetCart', { token, body: { quantity: 1 } });
    expect(res.status).toBe(400);
  });

  it('answers a file over 5 MB with 413', async () => {
    const { token } = await signUp(server);
    const big = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]);
    const res = await server.api('POST', '/user/addVetCart', { token, body: prescription(big) });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: 'The prescription file is too large. The limit is 5 MB.' });
  });

  it('changes the quantity and removes an entry, answering the list', async () => {
    const { token } = await signUp(server);
    const first = (await server.api('POST', '/user/addVetCart', { token, body: prescription(PDF) }))
      .body.cart as VetCart;
    await server.api('POST', '/user/addVetCart', {
      token,
      body: prescription(PNG, '1', 'a.png', 'image/png'),
    });
    const updated = await server.api('PUT', `/user/updateVetCart/${first._id}`, {
      token,
      body: { quantity: 4 },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.cart).toEqual({ ...first, quantity: 4 });
    expect(updated.body.carts).toHaveLength(2);
    for (const quantity of [0, 100, 'x']) {
      const bad = await server.api('PUT', `/user/updateVetCart/${first._id}`, {
        token,
        body: { quantity },
      });
      expect(bad.status).toBe(400);
    }
    const deleted = await server.api('DELETE', `/user/deleteVetCart/${first._id}`, { token });
    expect(deleted.status).toBe(200);
    expect((deleted.body.carts as VetCart[]).map((c) => c._id)).not.toContain(first._id);
    expect(deleted.body.carts).toHaveLength(1);
    expect(
      (
        await fetch(`${server.url}${first.prescriptionFile}`, {
          headers: { authorization: `Bearer ${token}` },
        })
      ).status,
    ).toBe(404);
    expect((await server.api('DELETE', `/user/deleteVetCart/${first._id}`, { token })).status).toBe(
      404,
    );
    expect(
      (await server.api('PUT', '/user/updateVetCart/nope', { token, body: { quantity: 1 } }))
        .status,
    ).toBe(400);
    expect((await server.api('DELETE', '/user/deleteVetCart/nope', { token })).status).toBe(400);
  });

  it('serves only names it made', async () => {
    const { token } = await signUp(server);
    const headers = { authorization: `Bearer ${token}` };
    expect(
      (await fetch(`${server.url}/api/user/prescriptions/..%2F..%2Fjwt-secret`, { headers }))
        .status,
    ).toBe(400);
    expect(
      (await fetch(`${server.url}/api/user/prescriptions/${'a'.repeat(32)}.pdf`, { headers }))
        .status,
    ).toBe(404);
  });

  it('serves a prescription only to the session whose cart holds it (health data)', async () => {
    const owner = await signUp(server);
    const other = await signUp(server);
    const { prescriptionFile } = (
      await server.api('POST', '/user/addVetCart', { token: owner.token, body: prescription(PDF) })
    ).body.cart as VetCart;
    const as = (token?: string) =>
      fetch(`${server.url}${prescriptionFile}`, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
    expect((await as()).status).toBe(401);
    const stranger = await as(other.token);
    expect(stranger.status).toBe(404);
    expect(await stranger.json()).toEqual({ message: 'File not found' });
    expect((await as(owner.token)).status).toBe(200);
  });
});

describe('the consultation cart', () => {
  it('adds a booking at the consultation price and lists it', async () => {
    const { token, user } = await signUp(server);
    const res = await server.api('POST', '/user/addDoctorInCart', {
      token,
      body: { ...booking(), userId: user._id, price: 1 },
    });
    expect(res.status).toBe(201);
    const b = booking();
    expect(res.body).toEqual({
      success: true,
      message: `Booked with Dr. Meera Iyer on ${b.selectedDate} at 11:00 AM via Online for Bruno (Dog).`,
      booking: {
        _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        ...b,
        price: 500,
        itemType: 'booking',
      },
    });
    const list = await server.api('GET', `/user/getAllDoctorsCart/${user._id}`, { token });
    expect(list.status).toBe(200);
    expect(list.body).toEqual({ bookings: [res.body.booking] });
  });

  it('takes a booking without userId, specialty or picture, using the doctor’s own', async () => {
    const { token } = await signUp(server);
    const res = await server.api('POST', '/user/addDoctorInCart', {
      token,
      body: booking({ specialty: undefined, imageUrl: undefined, consultationMode: 'Home Visit' }),
    });
    expect(res.status).toBe(201);
    expect(res.body.booking).toMatchObject({
      specialty: 'Dermatology',
      imageUrl: '/art/vet-1-dog-cat.webp',
      consultationMode: 'Home Visit',
    });
  });

  it('takes the name, specialty and picture from the doctors table', async () => {
    const { token } = await signUp(server);
    const res = await server.api('POST', '/user/addDoctorInCart', {
      token,
      body: booking({
        doctorName: 'Someone Else',
        specialty: 'Surgery',
        imageUrl: 'https://x.example/a.png',
      }),
    });
    expect(res.status).toBe(201);
    expect(res.body.booking).toMatchObject({
      doctorName: 'Meera Iyer',
      specialty: 'Dermatology',
      imageUrl: '/art/vet-1-dog-cat.webp',
    });
  });

  it('answers a doctor that does not exist with 404 and adds nothing', async () => {
    const { token, user } = await signUp(server);
    const res = await server.api('POST', '/user/addDoctorInCart', {
      token,
      body: booking({ doctorId: '00000000-0000-4000-8000-000000000000' }),
    });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Doctor not found.' });
    const list = await server.api('GET', `/user/getAllDoctorsCart/${user._id}`, { token });
    expect(list.body.bookings).toEqual([]);
  });

  it('refuses the same doctor, date and time twice with 409', async () => {
    const { token } = await signUp(server);
    await server.api('POST', '/user/addDoctorInCart', { token, body: booking() });
    const again = await server.api('POST', '/user/addDoctorInCart', { token, body: booking() });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: 'This consultation is already in your cart.' });
  });

  it.each([
    ['no doctorId', { doctorId: undefined }, 'doctorId is required'],
    ['a malformed doctorId', { doctorId: 'dr-1' }, 'doctorId must be a valid id'],
    ['a blank doctor name', { doctorName: '  ' }, 'Doctor name is required.'],
    ['no date', { selectedDate: undefined }, 'selectedDate is required'],
    ['a date that is not a date', { selectedDate: '2026-02-30' }, 'Please choose a valid date.'],
    [
      'a date in another format',
      { selectedDate: '01/03/2026' },
      'Please choose a valid date (YYYY-MM-DD).',
    ],
    ['yesterday', { selectedDate: dayInIndia(-1) }, 'The date cannot be in the past.'],
    [
      'a time off the slot list',
      { selectedTime: '9:00 AM' },
      'Please choose one of the time slots: 10:00 AM, 11:00 AM, 12:00 PM, 2:00 PM, 3:00 PM, 4:00 PM.',
    ],
    [
      'an unknown mode',
      { consultationMode: 'Phone' },
      'Consultation mode must be In Clinic, Home Visit, Online.',
    ],
    ['no pet name', { petName: undefined }, 'petName is required'],
    ['a blank pet type', { petType: '' }, 'Pet type is required.'],
    [
      'a javascript: picture',
      { imageUrl: 'javascript:alert(1)' },
      'imageUrl must be a path on this site or an https address.',
    ],
    [
      'a protocol-relative picture',
      { imageUrl: '//evil.example/x.png' },
      'imageUrl must be a path on this site or an https address.',
    ],
    ['a malformed userId', { userId: 'me' }, 'userId must be a valid id'],
  ])('answers %s with 400 and adds nothing', async (_case, change, message) => {
    const { token, user } = await signUp(server);
    const res = await server.api('POST', '/user/addDoctorInCart', { token, body: booking(change) });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message });
    expect(
      (await server.api('GET', `/user/getAllDoctorsCart/${user._id}`, { token })).body.bookings,
    ).toEqual([]);
  });

  it('refuses a slot that has already passed today, and takes a later one', async () => {
    // 12:30 PM in India (07:00 UTC) on a fixed day.
    server.clock.set(new Date('2031-05-10T07:00:00Z'));
    try {
      const { token } = await signUp(server);
      const gone = await server.api('POST', '/user/addDoctorInCart', {
        token,
        body: booking({ selectedDate: '2031-05-10', selectedTime: '12:00 PM' }),
      });
      expect(gone.status).toBe(400);
      expect(gone.body.message).toMatch(/already passed/);
      const later = await server.api('POST', '/user/addDoctorInCart', {
        token,
        body: booking({ selectedDate: '2031-05-10', selectedTime: '2:00 PM' }),
      });
      expect(later.status).toBe(201);
    } finally {
      server.clock.set(new Date());
    }
  });

  it('removes a booking and answers the rest', async () => {
    const { token } = await signUp(server);
    const a = (await server.api('POST', '/user/addDoctorInCart', { token, body: booking() })).body
      .booking as Booking;
    await server.api('POST', '/user/addDoctorInCart', {
      token,
      body: booking({ selectedTime: '3:00 PM' }),
    });
    const res = await server.api('DELETE', `/user/deleteDoctorFromCart/${a._id}`, { token });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.bookings).toHaveLength(1);
    expect(
      (await server.api('DELETE', `/user/deleteDoctorFromCart/${a._id}`, { token })).status,
    ).toBe(404);
    expect((await server.api('DELETE', '/user/deleteDoctorFromCart/x', { token })).status).toBe(
      400,
    );
  });

  it('answers a malformed userId in the path with 400', async () => {
    const { token } = await signUp(server);
    const res = await server.api('GET', '/user/getAllDoctorsCart/me', { token });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'userId must be a valid id' });
  });
});
