import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../../test/harness';
import { form, signUp, type SignedUp } from '../../test/fixtures';
import { pdfText } from '../../test/pdfText';
import { doseStillDue } from './index';

/** The health record's routes, on a clock fixed at noon in India on 10 March 2026. */
const NOW = new Date('2026-03-10T06:30:00Z');
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  server.clock.set(NOW);
});
afterAll(() => server.close());

interface Parent extends SignedUp {
  pet: string;
}

async function parent(name: string): Promise<Parent> {
  const who = await signUp(server, { name });
  const pet = await server.api('POST', '/pet/register-pet', {
    token: who.token,
    body: form({ name: 'Sheru', species: 'dog', breed: 'Indie', petDateOfBirth: '2022-06-01' }),
  });
  if (pet.status !== 201) throw new Error(`pet: ${pet.status}`);
  return { ...who, pet: pet.body.pet._id as string };
}

const record = (who: Parent) => server.api('GET', `/pets/${who.pet}/record`, { token: who.token });

const vaccinate = (who: Parent, body: Record<string, unknown>) =>
  server.api('POST', `/pets/${who.pet}/vaccinations`, { token: who.token, body });

interface QueuedJob {
  id: string;
  state: string;
  startAfter: string | Date;
  data: {
    mail: { dose: { name: string; dueOn: string } };
    check: { data: Record<string, string> };
  };
}

/** The dose reminders queued for an address, oldest first (pg-boss's own table). */
async function reminders(who: { email: string }): Promise<QueuedJob[]> {
  const result = await server.database.db.execute(
    sql`select id, state, start_after as "startAfter", data from pgboss.job
        where name = 'mail' and data->'mail'->>'kind' = 'dose-due' and data->'mail'->>'to' = ${who.email}
        order by created_on, id`,
  );
  return (result as { rows: QueuedJob[] }).rows;
}

describe('another user’s pet', () => {
  it('is not found on every route, and its record is left as it was', async () => {
    const owner = await parent('Record Owner');
    const other = await parent('Someone Else');
    const added = await vaccinate(owner, {
      name: 'Anti-rabies',
      givenOn: '2025-04-01',
      nextDueOn: '2026-04-01',
    });
    expect(added.status).toBe(201);
    const dose = added.body.id as string;
    const deworm = await server.api('POST', `/pets/${owner.pet}/dewormings`, {
      token: owner.token,
      body: { name: 'Fenbendazole', givenOn: '2026-01-10', nextDueOn: '2026-04-10' },
    });
    const weight = await server.api('POST', `/pets/${owner.pet}/weights`, {
      token: owner.token,
      body: { kg: 18.4, measuredOn: '2026-03-01' },
    });
    const condition = await server.api('POST', `/pets/${owner.pet}/conditions`, {
      token: owner.token,
      body: { kind: 'allergy', text: 'Chicken' },
    });
    expect([deworm.status, weight.status, condition.status]).toEqual([201, 201, 201]);
    const before = (await record(owner)).body;

    const p = `/pets/${owner.pet}`;
    const calls: [string, string, unknown?][] = [
      ['GET', `${p}/record`],
      ['POST', `${p}/vaccinations`, { name: 'FeLV', givenOn: '2026-01-01' }],
      ['PATCH', `${p}/vaccinations/${dose}`, { nextDueOn: '2026-05-01' }],
      ['DELETE', `${p}/vaccinations/${dose}`],
      ['POST', `${p}/dewormings`, { name: 'Fenbendazole', givenOn: '2026-01-01' }],
      ['PATCH', `${p}/dewormings/${deworm.body.id}`, { nextDueOn: null }],
      ['DELETE', `${p}/dewormings/${deworm.body.id}`],
      ['POST', `${p}/weights`, { kg: 3, measuredOn: '2026-03-01' }],
      ['DELETE', `${p}/weights/${weight.body.id}`],
      ['POST', `${p}/conditions`, { kind: 'condition', text: 'Hip dysplasia' }],
      ['DELETE', `${p}/conditions/${condition.body.id}`],
      ['POST', `${p}/share`],
      ['DELETE', `${p}/share`],
    ];
    for (const [method, path, body] of calls) {
      const theirs = await server.api(method, path, { token: other.token, body });
      expect(theirs.status, `${method} ${path}`).toBe(404);
      expect(theirs.body.message).toBe('Pet not found');
      const nobody = await server.api(method, path, { body });
      expect(nobody.status, `${method} ${path} signed out`).toBe(401);
    }
    // An entry of the owner's pet reached through the other user's own pet is not theirs either.
    const crossed = await server.api('DELETE', `/pets/${other.pet}/vaccinations/${dose}`, {
      token: other.token,
    });
    expect(crossed.status).toBe(404);
    expect(crossed.body.message).toBe('Entry not found');
    expect((await record(owner)).body).toEqual(before);
  });
});

describe('validation', () => {
  it('answers bad input with a 400 that says what is wrong', async () => {
    const who = await parent('Careful Parent');
    const cases: [string, Record<string, unknown>, string][] = [
      [
        'vaccinations',
        { name: 'DHPPi+L', givenOn: '2026-02-30' },
        'Date given must be a real date (YYYY-MM-DD).',
      ],
      [
        'vaccinations',
        { name: 'DHPPi+L', givenOn: '2026-03-11' },
        'Date given cannot be in the future.',
      ],
      [
        'vaccinations',
        { name: 'DHPPi+L', givenOn: '1980-01-01' },
        'Date given must be after 1990.',
      ],
      [
        'vaccinations',
        { name: 'DHPPi+L', givenOn: 'yesterday' },
        'Date given must be a real date (YYYY-MM-DD).',
      ],
      [
        'vaccinations',
        { name: 'DHPPi+L', givenOn: '2026-03-01', nextDueOn: '2026-03-01' },
        'Next due date must be after the date given.',
      ],
      [
        'vaccinations',
        { name: 'DHPPi+L', givenOn: '2026-03-01', nextDueOn: '2026-13-01' },
        'Next due date must be a real date (YYYY-MM-DD).',
      ],
      [
        'vaccinations',
        { name: 'DHPPi+L', givenOn: '2026-03-01', nextDueOn: '2032-03-01' },
        'Next due date must be within 5 years of the date given.',
      ],
      ['vaccinations', { name: '   ', givenOn: '2026-03-01' }, 'Vaccine is required.'],
      ['vaccinations', { givenOn: '2026-03-01' }, 'name is required'],
      [
        'dewormings',
        { name: 'Fenbendazole', givenOn: 12 },
        'Date given must be a real date (YYYY-MM-DD).',
      ],
      [
        'weights',
        { kg: 0, measuredOn: '2026-03-01' },
        'Weight must be a number of kg from 0.05 to 150.',
      ],
      [
        'weights',
        { kg: '12', measuredOn: '2026-03-01' },
        'Weight must be a number of kg from 0.05 to 150.',
      ],
      ['weights', { kg: 12, measuredOn: '2026-04-01' }, 'Date weighed cannot be in the future.'],
      ['conditions', { kind: 'disease', text: 'Itchy skin' }, 'Kind must be allergy or condition.'],
      ['conditions', { kind: 'allergy', text: '' }, 'Condition is required.'],
    ];
    for (const [path, body, message] of cases) {
      const res = await server.api('POST', `/pets/${who.pet}/${path}`, { token: who.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message, JSON.stringify(body)).toBe(message);
    }
    const badId = await server.api('GET', '/pets/not-a-pet/record', { token: who.token });
    expect(badId.status).toBe(400);
    expect(badId.body.message).toBe('petId must be a valid id');
    // India's today is a given date, however late it is in UTC.
    expect((await vaccinate(who, { name: 'FeLV', givenOn: '2026-03-10' })).status).toBe(201);
    expect((await record(who)).body.vaccinations).toHaveLength(1);
  });
});

describe('what is due', () => {
  it('is the latest dose of each vaccine by its next due date, overdue when past', async () => {
    const who = await parent('Due Parent');
    await vaccinate(who, { name: 'DHPPi+L', givenOn: '2025-03-01', nextDueOn: '2026-03-01' });
    await vaccinate(who, { name: 'Anti-rabies', givenOn: '2024-04-01', nextDueOn: '2025-04-01' });
    // A later rabies dose replaces the first's due date.
    await vaccinate(who, {
      name: 'anti-rabies ',
      givenOn: '2025-04-02',
      nextDueOn: '2026-04-02',
      brand: 'Rabisin',
      batch: 'R-2291',
    });
    await server.api('POST', `/pets/${who.pet}/dewormings`, {
      token: who.token,
      body: { name: 'Fenbendazole', givenOn: '2026-01-10', nextDueOn: '2026-03-10' },
    });
    const { body } = await record(who);
    expect(body.due).toEqual([
      expect.objectContaining({
        kind: 'vaccination',
        name: 'DHPPi+L',
        dueOn: '2026-03-01',
        overdue: true,
      }),
      // Due today is not yet overdue.
      expect.objectContaining({
        kind: 'deworming',
        name: 'Fenbendazole',
        dueOn: '2026-03-10',
        overdue: false,
      }),
      expect.objectContaining({
        kind: 'vaccination',
        name: 'anti-rabies',
        dueOn: '2026-04-02',
        overdue: false,
      }),
    ]);
    expect(body.vaccinations[0]).toMatchObject({ brand: 'Rabisin', batch: 'R-2291' });
    expect(body.pet).toMatchObject({ id: who.pet, name: 'Sheru' });
    // The next day in India (00:30 IST), the deworming is overdue too.
    server.clock.set(new Date('2026-03-10T19:00:00Z'));
    try {
      const later = (await record(who)).body;
      expect((later.due as { overdue: boolean }[]).map((d) => d.overdue)).toEqual([
        true,
        true,
        false,
      ]);
    } finally {
      server.clock.set(NOW);
    }
  });
});

describe('reminders', () => {
  it('are queued in the change’s transaction DOSE_REMINDER_DAYS before, at 9 am in India', async () => {
    const who = await parent('Reminded Parent');
    const added = await vaccinate(who, {
      name: 'Anti-rabies',
      givenOn: '2025-04-01',
      nextDueOn: '2026-04-01',
    });
    const [job] = await reminders(who);
    expect(job!.state).toBe('created');
    expect(new Date(job!.startAfter).toISOString()).toBe('2026-03-25T03:30:00.000Z');
    expect(job!.data.mail.dose).toMatchObject({ name: 'Anti-rabies', dueOn: '2026-04-01' });
    expect(await doseStillDue(server.database.db, job!.data.check.data)).toBe(true);

    // Moving the date cancels the job and queues one for the new date.
    const moved = await server.api('PATCH', `/pets/${who.pet}/vaccinations/${added.body.id}`, {
      token: who.token,
      body: { nextDueOn: '2026-05-01' },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.record.due[0].dueOn).toBe('2026-05-01');
    const [old, fresh] = await reminders(who);
    expect(old!.state).toBe('cancelled');
    expect(await doseStillDue(server.database.db, old!.data.check.data)).toBe(false);
    expect(fresh!.state).toBe('created');
    expect(new Date(fresh!.startAfter).toISOString()).toBe('2026-04-24T03:30:00.000Z');

    // A brand corrected changes no date: the same job stands.
    await server.api('PATCH', `/pets/${who.pet}/vaccinations/${added.body.id}`, {
      token: who.token,
      body: { brand: 'Nobivac' },
    });
    expect(await reminders(who)).toHaveLength(2);

    // A later dose replaces it; deleting that dose brings the first's back.
    const booster = await vaccinate(who, {
      name: 'Anti-rabies',
      givenOn: '2026-03-09',
      nextDueOn: '2027-03-09',
    });
    const afterBooster = await reminders(who);
    expect(afterBooster.map((j) => j.state)).toEqual(['cancelled', 'cancelled', 'created']);
    expect(afterBooster[2]!.data.mail.dose.dueOn).toBe('2027-03-09');
    await server.api('DELETE', `/pets/${who.pet}/vaccinations/${booster.body.id}`, {
      token: who.token,
    });
    const afterDelete = await reminders(who);
    expect(afterDelete.map((j) => j.state)).toEqual([
      'cancelled',
      'cancelled',
      'cancelled',
      'created',
    ]);
    expect(afterDelete[3]!.data.mail.dose.dueOn).toBe('2026-05-01');

    // Removing the due date cancels it.
    await server.api('PATCH', `/pets/${who.pet}/vaccinations/${added.body.id}`, {
      token: who.token,
      body: { nextDueOn: null },
    });
    expect((await reminders(who)).map((j) => j.state)).toEqual([
      'cancelled',
      'cancelled',
      'cancelled',
      'cancelled',
    ]);
  });

  it('go at once for a dose already inside the window, none for one overdue, and stop when turned off', async () => {
    const who = await parent('Soon Parent');
    const before = Date.now();
    await server.api('POST', `/pets/${who.pet}/dewormings`, {
      token: who.token,
      body: { name: 'Fenbendazole', givenOn: '2026-01-12', nextDueOn: '2026-03-12' },
    });
    await vaccinate(who, { name: 'DHPPi+L', givenOn: '2025-03-01', nextDueOn: '2026-03-01' });
    const jobs = await reminders(who);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]!.data.mail.dose.name).toBe('Fenbendazole');
    // Without a start time pg-boss runs it at once (the database's clock, which is real time).
    expect(new Date(jobs[0]!.startAfter).getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    expect(new Date(jobs[0]!.startAfter).getTime()).toBeGreaterThanOrEqual(before - 5000);

    const off = await server.api('PUT', '/auth/update', {
      token: who.token,
      body: { reminders: false },
    });
    expect(off.status).toBeLessThan(300);
    expect(await doseStillDue(server.database.db, jobs[0]!.data.check.data)).toBe(false);
  });
});

describe('a share link', () => {
  it('shows the record without a session until it expires or is turned off', async () => {
    const who = await parent('Sharing Parent');
    await vaccinate(who, { name: 'DHPPi+L', givenOn: '2025-03-01', nextDueOn: '2026-03-01' });
    const made = await server.api('POST', `/pets/${who.pet}/share`, { token: who.token });
    expect(made.status).toBe(201);
    // SHARE_LINK_DAYS (30) from now (the test clock runs on from NOW).
    expect(Date.parse(made.body.expiresAt) - Date.parse('2026-04-09T06:30:00Z')).toBeLessThan(
      60_000,
    );
    const token = /\/pet-record\/([\w-]+)$/.exec(made.body.url as string)![1]!;
    const shared = await server.api('GET', `/pets/shared/${token}`);
    expect(shared.status).toBe(200);
    expect(shared.body).toMatchObject({
      pet: { name: 'Sheru' },
      vaccinations: [{ name: 'DHPPi+L' }],
      due: [{ name: 'DHPPi+L', overdue: true }],
      expiresAt: made.body.expiresAt,
    });
    expect(JSON.stringify(shared.body)).not.toContain(who.email);
    expect((await record(who)).body.share).toEqual({ expiresAt: made.body.expiresAt });
    // Only the token's hash is stored.
    const stored = await server.database.db.execute(
      sql`select token_hash from pet_record_shares where pet_id = ${who.pet}`,
    );
    expect(JSON.stringify(stored)).not.toContain(token);

    server.clock.advance(30 * 86_400_000 + 1000);
    try {
      const expired = await server.api('GET', `/pets/shared/${token}`);
      expect(expired.status).toBe(404);
      expect(expired.body.message).toBe('This link has expired or was turned off.');
    } finally {
      server.clock.set(NOW);
    }

    const again = await server.api('POST', `/pets/${who.pet}/share`, { token: who.token });
    const second = /\/pet-record\/([\w-]+)$/.exec(again.body.url as string)![1]!;
    expect((await server.api('GET', `/pets/shared/${second}`)).status).toBe(200);
    const ended = await server.api('DELETE', `/pets/${who.pet}/share`, { token: who.token });
    expect(ended.status).toBe(200);
    expect((await record(who)).body.share).toBeNull();
    expect((await server.api('GET', `/pets/shared/${second}`)).status).toBe(404);
    expect((await server.api('GET', `/pets/shared/${token}`)).status).toBe(404);
    expect((await server.api('GET', '/pets/shared/short')).status).toBe(400);
  });
});

describe('the record as a PDF', () => {
  const pdfOf = (path: string, token?: string) =>
    fetch(
      `${server.url}/api${path}`,
      token ? { headers: { authorization: `Bearer ${token}` } } : {},
    );

  it('prints the record for its owner and a live share link’s holder, for nobody else', async () => {
    const who = await parent('Printing Parent');
    await vaccinate(who, {
      name: 'Anti-rabies',
      givenOn: '2025-04-02',
      nextDueOn: '2026-04-02',
      brand: 'Rabisin',
      batch: 'R-2291',
    });
    const mine = await pdfOf(`/pets/${who.pet}/record.pdf`, who.token);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('application/pdf');
    expect(mine.headers.get('content-disposition')).toBe(
      'attachment; filename="health-record-Sheru.pdf"',
    );
    const text = pdfText(Buffer.from(await mine.arrayBuffer()));
    for (const words of [
      'Health record of Sheru',
      'Anti-rabies',
      'Rabisin',
      'R-2291',
      '2 Apr 2026',
    ])
      expect(text).toContain(words);
    expect(text).not.toContain(who.email);

    // Another pet parent, no session, a pet that is not there.
    const other = await parent('Nosy Parent');
    expect((await pdfOf(`/pets/${who.pet}/record.pdf`, other.token)).status).toBe(404);
    expect((await pdfOf(`/pets/${who.pet}/record.pdf`)).status).toBe(401);
    expect((await pdfOf(`/pets/not-an-id/record.pdf`, who.token)).status).toBe(400);

    // A kennel with the link; then the link turned off.
    const made = await server.api('POST', `/pets/${who.pet}/share`, { token: who.token });
    const token = /\/pet-record\/([\w-]+)$/.exec(made.body.url as string)![1]!;
    const shared = await pdfOf(`/pets/shared/${token}/record.pdf`);
    expect(shared.status).toBe(200);
    expect(pdfText(Buffer.from(await shared.arrayBuffer()))).toContain('Rabisin');
    await server.api('DELETE', `/pets/${who.pet}/share`, { token: who.token });
    expect((await pdfOf(`/pets/shared/${token}/record.pdf`)).status).toBe(404);
  });
});
