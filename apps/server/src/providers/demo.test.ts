import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AdminProvider, ProviderListing } from '@petverse/api/contract';
import { startTestServer, type TestServer } from '../../test/harness';
import { customer } from '../../test/grooming.fixtures';
import { signUp, uniqueEmail } from '../../test/fixtures';
import { ownerOf, type StaffSession } from '../../test/staff.fixtures';
import { seedDemoProviders } from './demo';
import { providers } from './tables';
import { MONDAY, PASSWORD, bookOn, invitationLinkOf, payOn } from './testing';

/*
 * The seed's demo providers (issue 52 item 3): listed by the pincodes they come to (not the city a
 * buyer types), clinics with their doctors, bookable, and owned once the operator invites an owner.
 */

let server: TestServer;
let staff: StaffSession;

beforeAll(async () => {
  server = await startTestServer();
  server.clock.set(MONDAY);
  staff = await ownerOf(server);
});
afterAll(() => server.close());

const listed = async (query: string) =>
  ((await server.api('GET', `/providers?${query}`)).body as { providers: ProviderListing[] })
    .providers;
const names = (list: ProviderListing[]) => list.map((p) => p.name);

describe('the demo providers', () => {
  it('come to pincodes: 110001 finds Delhi’s groomer, and every big city has one', async () => {
    expect(names(await listed('kind=groomer&pincode=110001'))).toContain('GroomVan Delhi');
    for (const [pincode, name] of [
      ['560038', 'FurBath on Wheels'],
      ['500001', 'Snip & Suds Hyderabad'],
      ['600001', 'Tail Wag Grooming Chennai'],
      ['700001', 'Paw Spa Kolkata'],
      ['226001', 'Nawabi Pets Grooming'],
    ])
      expect(names(await listed(`kind=groomer&pincode=${pincode}`)), pincode).toContain(name);
    expect(names(await listed('kind=groomer&pincode=682001'))).toEqual([]); // Kochi: nobody yet
  });

  it('list clinics with their doctors, trainers and transporters with prices', async () => {
    const clinics = await listed('kind=vet');
    const pune = clinics.find((c) => c.name === 'Petverse Partner Clinic, Pune')!;
    expect(pune.address).toBe('21 Koregaon Park Road, Pune 411001');
    expect(pune.people.map((p) => p.name)).toEqual(['Dr. Meera Iyer', 'Dr. Rohan Desai']);
    expect(pune.services[0]).toEqual({ name: 'Consultation', price: 600, minutes: 30 });
    expect(names(await listed('kind=trainer&pincode=411001'))).toContain('Good Dog Academy Pune');
    expect(names(await listed('kind=transport&pincode=400050'))).toContain('PetRide Mumbai');
  });

  it('are booked and accepted without an owner; the operator invites one, who then runs it', async () => {
    const pawfect = (await listed('kind=groomer&pincode=411001')).find(
      (p) => p.name === 'Pawfect Mobile Grooming',
    )!;
    const who = await customer(server, 'Demo Parent');
    const held = await bookOn(
      server,
      who,
      { id: pawfect.id, token: '', email: '' },
      '10:00',
      'Full Grooming Package',
    );
    expect(held.status).toBe(201);
    const paid = await payOn(server, who, held.body);
    expect(paid.body.booking).toMatchObject({ status: 'accepted', price: 2499 });

    const all = (await server.api('GET', '/admin/providers', { token: staff.token })).body
      .providers as AdminProvider[];
    expect(all.find((p) => p.id === pawfect.id)).toMatchObject({
      demo: true,
      owner: null,
      status: 'active',
    });
    const parent = await signUp(server);
    const email = uniqueEmail('pawfect-owner');
    const path = `/admin/providers/${pawfect.id}/owner-invitation`;
    expect((await server.api('POST', path, { token: parent.token, body: { email } })).status).toBe(
      403,
    );
    expect(
      (await server.api('POST', path, { token: staff.token, body: { email: 'nope' } })).status,
    ).toBe(400);
    const invited = await server.api('POST', path, { token: staff.token, body: { email } });
    expect(invited.status).toBe(201);
    expect(invited.body.message).toBe(`${email} was invited to own Pawfect Mobile Grooming.`);
    const link = decodeURIComponent((await invitationLinkOf(server, email))!);
    const made = await server.api('POST', '/pro/invite', {
      body: { token: link, name: 'Pawfect Owner', password: PASSWORD },
    });
    expect(made.status).toBe(201);
    expect(made.body.provider).toMatchObject({ id: pawfect.id, name: 'Pawfect Mobile Grooming' });
    const mine = await server.api('GET', '/pro/bookings?from=2026-12-08&to=2026-12-08', {
      token: made.body.token,
    });
    const theirs = (mine.body as { bookings: { id: string }[] }).bookings.map((b) => b.id);
    expect(theirs).toContain(held.body.booking.id);
    const again = await server.api('POST', path, {
      token: staff.token,
      body: { email: uniqueEmail('second') },
    });
    expect(again.status).toBe(409);
  });

  it('a re-seed adds nothing twice and keeps what an owner changed', async () => {
    const [before] = await server.database.db
      .select({ id: providers.id })
      .from(providers)
      .where(eq(providers.seedKey, 'trainer:bengaluru'));
    await server.database.db
      .update(providers)
      .set({ name: 'Sit Stay Bengaluru by Anita' })
      .where(eq(providers.id, before!.id));
    const count = async () =>
      (await server.database.db.select({ id: providers.id }).from(providers)).length;
    const total = await count();
    await seedDemoProviders(server.database.db);
    expect(await count()).toBe(total);
    expect(names(await listed('kind=trainer&pincode=560001'))).toEqual([
      'Sit Stay Bengaluru by Anita',
    ]);
  });
});
