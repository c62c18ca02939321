import { expect } from 'vitest';
import type { ProviderBooking, Slot } from '@petverse/api/contract';
import { registrationForms } from '@petverse/forms/definitions';
import type { TestServer } from '../../test/harness';
import { multipart, validParts } from '../../test/formParts';
import type { Customer } from '../../test/grooming.fixtures';
import type { StaffSession } from '../../test/staff.fixtures';
import { uniqueEmail } from '../../test/fixtures';

/*
 * The providers' tests' fixtures: a grooming centre from registration to listing, and a pet
 * parent's booking and payment, all through HTTP as the site and the portal make them.
 */

/** Monday 7 Dec 2026, 06:00 in India: the servers' clock, whatever today is. */
export const MONDAY = new Date('2026-12-07T00:30:00Z');
export const TUESDAY = '2026-12-08';
export const slotAt = (time: string) => `${TUESDAY}T${time}:00+05:30`;
export const PASSWORD = 'grooming van on wheels 9';

export interface Pro {
  token: string;
  id: string;
  email: string;
}

export interface Held {
  booking: ProviderBooking;
  payment: { orderId: string };
}

export async function submitGroomerTo(server: TestServer, name: string, email: string) {
  const res = await server.api('POST', '/forms/groomingCenter', {
    body: multipart({ ...validParts(registrationForms.groomingCenter), businessName: name, email }),
  });
  if (res.status !== 201) throw new Error(`form: ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body as { _id: string })._id;
}

/** The portal link of the newest mail to `email` that has one (the dev outbox). */
export async function invitationLinkOf(server: TestServer, email: string) {
  const res = await server.api('GET', `/dev/outbox?email=${encodeURIComponent(email)}`);
  const texts = ((res.body as { messages?: { text: string }[] }).messages ?? []).map((m) => m.text);
  for (const text of texts) {
    const token = /\/pro\/invite\?token=([\w%-]+)/.exec(text)?.[1];
    if (token) return token;
  }
  return null;
}

/**
 * A grooming centre registered, approved, signed up from its mail, listed in Pune's 411001 and
 * 411002 with two services, open Tuesdays 10–13 and 14–17 with two hours' notice.
 */
export async function groomerOn(
  server: TestServer,
  staff: StaffSession,
  name: string,
  capacity = 1,
  readLink: (email: string) => Promise<string | null> = (email) => invitationLinkOf(server, email),
): Promise<Pro> {
  const email = uniqueEmail('groomer');
  const id = await submitGroomerTo(server, name, email);
  const approved = await server.api('POST', `/admin/registrations/${id}/status`, {
    token: staff.token,
    body: { status: 'approved' },
  });
  expect(approved.status).toBe(200);
  const link = await readLink(email);
  expect(link).toBeTruthy();
  const made = await server.api('POST', '/pro/invite', {
    body: { token: decodeURIComponent(link!), name: 'Ravi Groomer', password: PASSWORD },
  });
  expect(made.status).toBe(201);
  const session = made.body as { token: string; provider: { id: string } };
  const token = session.token;
  const profile = await server.api('PUT', '/pro/profile', {
    token,
    body: {
      name,
      city: 'Pune',
      services: [
        { name: 'Full Grooming', price: 1200, minutes: 60 },
        { name: 'Spa Day', price: 2400, minutes: 120 },
      ],
      pincodes: ['411001', '411002'],
    },
  });
  expect(profile.status).toBe(200);
  const hours = await server.api('PUT', '/pro/availability', {
    token,
    body: {
      weekly: [
        { day: 'tue', from: '10:00', to: '13:00' },
        { day: 'tue', from: '14:00', to: '17:00' },
      ],
      slotMinutes: 60,
      capacity,
      leadHours: 2,
    },
  });
  expect(hours.status).toBe(200);
  return { token, id: session.provider.id, email };
}

/**
 * A vet clinic registered, approved (its contact email given by the operator: the form has none),
 * signed up from its mail and listed in Pune with a 30-minute video consultation, open Tuesdays
 * 10–13 with two hours' notice.
 */
export async function clinicOn(
  server: TestServer,
  staff: StaffSession,
  name: string,
  readLink: (email: string) => Promise<string | null> = (email) => invitationLinkOf(server, email),
): Promise<Pro> {
  const email = uniqueEmail('clinic');
  const res = await server.api('POST', '/forms/vetClinic', {
    body: multipart({ ...validParts(registrationForms.vetClinic), clinicName: name }),
  });
  expect(res.status).toBe(201);
  const approved = await server.api(
    'POST',
    `/admin/registrations/${(res.body as { _id: string })._id}/status`,
    {
      token: staff.token,
      body: { status: 'approved', email },
    },
  );
  expect(approved.status).toBe(200);
  const link = await readLink(email);
  expect(link).toBeTruthy();
  const made = await server.api('POST', '/pro/invite', {
    body: { token: decodeURIComponent(link!), name: 'Dr. Asha Mehta', password: PASSWORD },
  });
  expect(made.status).toBe(201);
  const { token, provider } = made.body as { token: string; provider: { id: string } };
  const profile = await server.api('PUT', '/pro/profile', {
    token,
    body: {
      name,
      city: 'Pune',
      address: '12 FC Road, Pune 411004',
      services: [{ name: 'Video consultation', price: 500, minutes: 30 }],
    },
  });
  expect(profile.status).toBe(200);
  const hours = await server.api('PUT', '/pro/availability', {
    token,
    body: {
      weekly: [{ day: 'tue', from: '10:00', to: '13:00' }],
      slotMinutes: 30,
      capacity: 1,
      leadHours: 2,
    },
  });
  expect(hours.status).toBe(200);
  return { token, id: provider.id, email };
}

export const slotsOf = async (server: TestServer, pro: Pro, date = TUESDAY): Promise<Slot[]> =>
  ((await server.api('GET', `/providers/${pro.id}/slots?date=${date}`)).body as { slots: Slot[] })
    .slots;

export const bookOn = (
  server: TestServer,
  who: Customer,
  pro: Pro,
  time: string,
  service = 'Full Grooming',
) =>
  server.api('POST', `/providers/${pro.id}/bookings`, {
    token: who.token,
    body: { start: slotAt(time), service, petId: who.pet, addressId: who.address },
  });

/** Pays a held booking in the sandbox, then confirms it with the checkout's answer. */
export async function payOn(server: TestServer, who: Customer, held: Held) {
  const paid = await server.api('POST', '/payments/sandbox/pay', {
    token: who.token,
    body: { order_id: held.payment.orderId },
  });
  expect(paid.status).toBe(200);
  return server.api('POST', `/bookings/${held.booking.id}/pay`, {
    token: who.token,
    body: paid.body,
  });
}
