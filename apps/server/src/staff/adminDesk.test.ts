import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationForms } from '@petverse/forms/definitions';
import type {
  AdminAppointment,
  DashboardResponse,
  RegistrationDetail,
  RegistrationRow,
} from '@petverse/api/contract';
import { startTestServer, type TestServer } from '../../test/harness';
import { multipart, validParts } from '../../test/formParts';
import { bookedAppointment, customer } from '../../test/grooming.fixtures';
import { addAddress, booking, codOrder, dayInIndia } from '../../test/shopping.fixtures';
import { signUp } from '../../test/fixtures';
import { everyRole, signInAgain, type StaffSession } from '../../test/staff.fixtures';
import type { StaffRole } from '@petverse/api/contract';

/** Registrations, the clinic's and grooming centres' days, and the dashboard. */
let server: TestServer;
let staff: Record<StaffRole, StaffSession>;
beforeAll(async () => {
  server = await startTestServer({ app: { partnerOrigins: ['https://clinic.example'] } });
  staff = await everyRole(server);
});
afterAll(async () => {
  await server.close();
});

/** A grooming centre's registration (a form with an email and a document). */
async function submitClinic(
  businessName: string,
  email: string,
  origin?: string,
  hidden: Record<string, string> = {},
) {
  const parts = {
    ...validParts(registrationForms.groomingCenter),
    businessName,
    email,
    ...Object.fromEntries(Object.entries(hidden).map(([k, v]) => [`hidden.${k}`, v])),
  };
  const res = await server.api('POST', '/forms/groomingCenter', {
    body: multipart(parts),
    headers: origin ? { origin } : {},
  });
  if (res.status !== 201) throw new Error(`form: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body._id as string;
}

describe('registrations', () => {
  it('are listed per form with who sent them, from where, and how many are new', async () => {
    const id = await submitClinic(
      'Happy Tails Clinic',
      'happy@example.com',
      'https://clinic.example',
    );
    const res = await server.api('GET', '/admin/registrations?form=groomingCenter', {
      token: staff.partnerships.token,
    });
    expect(res.status).toBe(200);
    const row = (res.body.registrations as RegistrationRow[]).find((r) => r._id === id);
    expect(row).toMatchObject({
      formKey: 'groomingCenter',
      formTitle: registrationForms.groomingCenter.title,
      name: 'Happy Tails Clinic',
      email: 'happy@example.com',
      status: 'new',
      partnerOrigin: 'https://clinic.example',
    });
    expect(res.body.forms).toContainEqual(
      expect.objectContaining({
        key: 'groomingCenter',
        total: expect.any(Number),
        new: expect.any(Number),
      }),
    );
    const bySite = await server.api(
      'GET',
      '/admin/registrations?origin=https%3A%2F%2Fclinic.example',
      { token: staff.partnerships.token },
    );
    expect(
      (bySite.body.registrations as RegistrationRow[]).every(
        (r) => r.partnerOrigin === 'https://clinic.example',
      ),
    ).toBe(true);
    const found = await server.api('GET', '/admin/registrations?q=happy%20tails', {
      token: staff.partnerships.token,
    });
    expect((found.body.registrations as RegistrationRow[]).map((r) => r._id)).toEqual([id]);
  });

  it('shows every answer by its label, and serves its documents to staff only', async () => {
    const id = await submitClinic('Paws & Claws', 'paws@example.com', 'https://clinic.example', {
      branch: 'PN-02',
    });
    const res = await server.api('GET', `/admin/registrations/${id}`, {
      token: staff.partnerships.token,
    });
    const detail = res.body.registration as RegistrationDetail;
    expect(detail.answers).toContainEqual(expect.objectContaining({ value: 'Paws & Claws' }));
    // What the partner's page sent with it, apart from the answers.
    expect(detail.hidden).toEqual({ branch: 'PN-02' });
    expect(detail.files.length).toBeGreaterThan(0);
    const file = detail.files[0]!;
    const path = `/admin/registrations/${id}/files/${file.name}`;
    const got = await fetch(`${server.url}/api${path}`, {
      headers: { authorization: `Bearer ${staff.partnerships.token}` },
    });
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('application/pdf');
    expect(got.headers.get('content-disposition')).toBe('attachment; filename="papers.pdf"');
    expect((await got.arrayBuffer()).byteLength).toBe(file.size);
    expect((await server.api('GET', path, { token: staff.catalogue.token })).status).toBe(403);
  });

  it('is reviewed, then approved or declined with a note, and the applicant hears by mail', async () => {
    const email = 'decide.me@example.com';
    const id = await submitClinic('Decide Me Clinic', email);
    const decide = (body: Record<string, unknown>) =>
      server.api('POST', `/admin/registrations/${id}/status`, {
        token: staff.partnerships.token,
        body,
      });
    expect((await decide({ status: 'in-review' })).body.registration.status).toBe('in-review');
    const noNote = await decide({ status: 'declined' });
    expect(noNote.status).toBe(400);
    expect(noNote.body.message).toBe(
      'Please say why it is declined: the note goes to the applicant.',
    );
    const declined = await decide({ status: 'declined', note: 'We do not serve Leh yet.' });
    expect(declined.status).toBe(200);
    expect(declined.body.message).toBe(`Registration is now declined. ${email} was told by mail.`);
    expect(declined.body.registration).toMatchObject({
      status: 'declined',
      note: 'We do not serve Leh yet.',
      decidedBy: staff.partnerships.name,
    });
    const mail = await server.api('GET', `/dev/outbox?email=${email}`);
    expect(mail.body.messages[0]).toMatchObject({ subject: 'About your Petverse registration' });
    expect(mail.body.messages[0].text).toContain('We do not serve Leh yet.');
    expect((await decide({ status: 'approved' })).status).toBe(409);
    const audit = await server.api('GET', `/admin/audit?target=${id}`, {
      token: staff.owner.token,
    });
    expect((audit.body.entries as { action: string }[]).map((e) => e.action)).toEqual([
      'registration.declined',
      'registration.in-review',
    ]);
  });

  it('exports a filtered list as CSV that a spreadsheet reads as text', async () => {
    await submitClinic('=HYPERLINK("http://evil.example")', 'csv@example.com');
    const res = await fetch(`${server.url}/api/admin/registrations.csv?form=groomingCenter`, {
      headers: { authorization: `Bearer ${staff.partnerships.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="registrations-groomingCenter-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const text = await res.text();
    const [header] = text.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toContain('"Status"');
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(text).not.toMatch(/(^|,)"=HYPERLINK/m);
  });
});

describe('appointments', () => {
  it('shows a grooming centre’s day with the pet, the owner’s phone and the service', async () => {
    const who = await customer(server, 'Kiran Shah');
    const booked = await bookedAppointment(server, who);
    const res = await server.api(
      'GET',
      `/admin/appointments?from=${booked.appointmentDate}&days=1&kind=grooming`,
      { token: staff.operations.token },
    );
    expect(res.status).toBe(200);
    const mine = (res.body.appointments as AdminAppointment[]).find((a) => a._id === booked._id);
    expect(mine).toMatchObject({
      kind: 'grooming',
      date: booked.appointmentDate,
      time: '10:30',
      service: 'Full Grooming Package',
      pet: 'Bruno (Beagle)',
      owner: { name: 'Kiran Shah' },
      reschedulable: true,
    });
    expect(res.body.providers.length).toBeGreaterThan(0);
  });

  it('moves an appointment within the pet parent’s rules, and refuses a taken slot', async () => {
    const who = await customer(server, 'Rohan Das');
    const booked = await bookedAppointment(server, who, { appointmentTime: '12:30' });
    const move = (date: string, time: string) =>
      server.api('POST', `/admin/appointments/grooming/${booked._id}/reschedule`, {
        token: staff.operations.token,
        body: { date, time },
      });
    expect((await move(dayInIndia(0), '09:00')).body.message).toBe(
      'The new slot must be at least 24 hours from now.',
    );
    expect((await move(dayInIndia(95), '09:00')).body.message).toBe(
      'Appointments can be booked at most 90 days ahead.',
    );
    const moved = await move(dayInIndia(5), '16:00');
    expect(moved.status).toBe(200);
    expect(moved.body.appointment).toMatchObject({ date: dayInIndia(5), time: '16:00' });
    const mine = await server.api('GET', '/grooming/getGroomingOrdersByUser', { token: who.token });
    expect(mine.body.data[0]).toMatchObject({
      appointmentDate: dayInIndia(5),
      appointmentTime: '16:00',
    });
    // Another pet at the same centre, at the same time: taken.
    const other = await customer(server, 'Ila Sen');
    const second = await bookedAppointment(server, other, { appointmentTime: '11:30' });
    const clash = await server.api(
      'POST',
      `/admin/appointments/grooming/${second._id}/reschedule`,
      {
        token: staff.operations.token,
        body: { date: dayInIndia(5), time: '16:30' },
      },
    );
    expect(clash.status).toBe(409);
  });

  it('marks a consultation done or a no-show from its day on, not before', async () => {
    const order = await codOrderWithConsultation();
    const day = await server.api(
      'GET',
      `/admin/appointments?from=${dayInIndia(2)}&kind=consultation`,
      {
        token: staff.operations.token,
      },
    );
    const visit = (day.body.appointments as AdminAppointment[]).find(
      (a) => a.pet === 'Bruno (Dog)',
    )!;
    expect(visit).toMatchObject({
      kind: 'consultation',
      time: '11:00',
      provider: { name: 'Dr. Meera Iyer' },
    });
    const mark = () =>
      server.api('POST', `/admin/appointments/consultation/${visit._id}/status`, {
        token: staff.operations.token,
        body: { status: 'no-show' },
      });
    expect((await mark()).status).toBe(409);
    server.clock.advance(2 * 86_400_000 + 3_600_000);
    try {
      await signInAgain(server, staff.operations);
      const done = await mark();
      expect(done.status).toBe(200);
      expect(done.body.appointment.status).toBe('no-show');
      expect((await mark()).status).toBe(409);
    } finally {
      server.clock.advance(-(2 * 86_400_000 + 3_600_000));
      // Signing in then also ended every session idle for 12 hours by the moved clock.
      for (const member of Object.values(staff)) await signInAgain(server, member);
    }
    expect(order).toBeTruthy();
  });

  it('takes a cancelled order’s consultation off the doctor’s day', async () => {
    const order = await codOrderWithConsultation('Coco');
    await server.api('POST', `/product/orders/${order.order._id}/cancel`, {
      token: order.who.token,
    });
    const day = await server.api(
      'GET',
      `/admin/appointments?from=${dayInIndia(2)}&kind=consultation`,
      {
        token: staff.operations.token,
      },
    );
    expect(
      (day.body.appointments as AdminAppointment[]).find((a) => a.pet === 'Coco (Dog)')!.status,
    ).toBe('cancelled');
  });
});

/** A cash-on-delivery order with a product and a consultation with the first seeded doctor. */
async function codOrderWithConsultation(petName = 'Bruno') {
  const { who, order } = await codOrder(server);
  await server.api('POST', '/user/addDoctorInCart', {
    token: who.token,
    body: booking({ petName }),
  });
  const address = (await server.api('GET', '/user/address', { token: who.token })).body.data[0]._id;
  const res = await server.api('POST', '/product/order', {
    token: who.token,
    body: { orderData: { shippingType: 'Economy', address } },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  expect(order).toBeTruthy();
  return { who, order: res.body.order };
}

describe('an order of consultations alone', () => {
  it('is a service: never packed or shipped, done once it took place', async () => {
    const who = await signUp(server);
    const address = (await addAddress(server, who.token))._id;
    await server.api('POST', '/user/addDoctorInCart', { token: who.token, body: booking() });
    const placed = await server.api('POST', '/product/order', {
      token: who.token,
      body: { orderData: { shippingType: 'Economy', address } },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const id = placed.body.order._id as string;
    const token = staff.operations.token;
    const detail = await server.api('GET', `/admin/orders/${id}`, { token });
    expect(detail.body.actions).toMatchObject({ services: true, next: ['confirmed', 'delivered'] });
    for (const status of ['packed', 'shipped']) {
      const refused = await server.api('POST', `/admin/orders/${id}/status`, {
        token,
        body: { status, courier: 'Delhivery', trackingNumber: 'AB123' },
      });
      expect(refused.status, status).toBe(409);
    }
    const done = await server.api('POST', `/admin/orders/${id}/status`, {
      token,
      body: { status: 'delivered' },
    });
    expect(done.status).toBe(200);
    expect(done.body.detail.actions).toMatchObject({ services: true, next: [] });
    // An order with goods keeps every step.
    const { order } = await codOrder(server);
    const goods = await server.api('GET', `/admin/orders/${order._id}`, { token });
    expect(goods.body.actions).toMatchObject({
      services: false,
      next: ['confirmed', 'packed', 'shipped', 'delivered'],
    });
  });
});

describe('the dashboard', () => {
  it('gives each role its part: sales to operations, stock to catalogue, registrations to partnerships', async () => {
    await codOrder(server);
    const as = async (role: StaffRole) =>
      (await server.api('GET', '/admin/dashboard', { token: staff[role].token }))
        .body as DashboardResponse;
    const owner = await as('owner');
    expect(owner.days).toHaveLength(30);
    expect(owner.days!.at(-1)!.orders).toBeGreaterThan(0);
    expect(owner.days!.at(-1)!.revenue).toBeGreaterThan(0);
    expect(owner.byStatus!.reduce((n, s) => n + s.count, 0)).toBeGreaterThan(0);
    expect(owner.topProducts!.length).toBeGreaterThan(0);
    expect(owner.lowStock!.every((p) => p.stock <= 5)).toBe(true);
    expect(owner.registrations!.new).toBeGreaterThan(0);

    const partnerships = await as('partnerships');
    expect(partnerships.days).toBeUndefined();
    expect(partnerships.lowStock).toBeUndefined();
    expect(partnerships.registrations).toBeDefined();
    const catalogue = await as('catalogue');
    expect(catalogue.days).toBeUndefined();
    expect(catalogue.lowStock).toBeDefined();
    expect(catalogue.registrations).toBeUndefined();
  });

  it('counts today’s orders and sales net of cancellations, and says how many were cancelled', async () => {
    const today = async () =>
      (
        (await server.api('GET', '/admin/dashboard', { token: staff.operations.token }))
          .body as DashboardResponse
      ).days!.at(-1)!;
    const before = await today();
    const kept = await codOrder(server);
    const dropped = await codOrder(server);
    const cancelled = await server.api('POST', `/admin/orders/${dropped.order._id}/cancel`, {
      token: staff.operations.token,
      body: { reason: 'Buyer asked by phone' },
    });
    expect(cancelled.status).toBe(200);
    const after = await today();
    expect(after.orders - before.orders).toBe(1);
    expect(after.cancelled - before.cancelled).toBe(1);
    expect(after.revenue - before.revenue).toBeCloseTo(kept.order.totalPrice, 2);
    expect(after.refunded).toBe(before.refunded);
  });
});
