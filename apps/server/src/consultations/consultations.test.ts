import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import WebSocket from 'ws';
import {
  CHAT_MESSAGE_MAX,
  CONSULTATION_MESSAGES,
  PRESCRIPTION_MESSAGES,
  ROOM_CLOSE,
  type ConsultationRoom,
  type PetRecord,
  type PrescriptionResponse,
  type RoomServerMessage,
} from '@petverse/api/contract';
import { startTestServer, type TestServer } from '../../test/harness';
import { PNG, form } from '../../test/fixtures';
import { pdfText } from '../../test/pdfText';
import { customer, type Customer } from '../../test/grooming.fixtures';
import { ownerOf, type StaffSession } from '../../test/staff.fixtures';
import {
  MONDAY,
  PASSWORD,
  bookOn,
  clinicOn,
  groomerOn,
  payOn,
  slotAt,
  type Pro,
} from '../providers/testing';

/*
 * The consultation room (issue 53 item 1): only a paid vet booking's pet parent and its clinic
 * reach it — over HTTP and over the socket — and only from ten minutes before the slot to an
 * hour after it; the chat is kept, and the socket relays the call's signalling between the two.
 */

let server: TestServer;
let staff: StaffSession;
let clinic: Pro;
let parent: Customer;
let bookingId: string;
let stranger: Customer;
let otherClinic: Pro;
let groomer: Pro;

const START = new Date(slotAt('11:00'));

beforeAll(async () => {
  server = await startTestServer();
  server.clock.set(MONDAY);
  staff = await ownerOf(server);
  clinic = await clinicOn(server, staff, 'Room Test Clinic');
  parent = await customer(server, 'Room Parent');
  const held = await bookOn(server, parent, clinic, '11:00', 'Video consultation');
  expect(held.status).toBe(201);
  expect((await payOn(server, parent, held.body)).status).toBe(200);
  bookingId = held.body.booking.id;
  // Made while the staff session is fresh (the clock moves on below).
  stranger = await customer(server, 'Room Stranger');
  otherClinic = await clinicOn(server, staff, 'Other Room Clinic');
  groomer = await groomerOn(server, staff, 'Roomless Groomers');
});
afterAll(() => server.close());

/** Moves the clock, and signs the clinic in again (a portal session ends after idle hours). */
async function at(minutesFromStart: number) {
  server.clock.set(new Date(START.getTime() + minutesFromStart * 60_000));
  const login = await server.api('POST', '/pro/auth/login', {
    body: { email: clinic.email, password: PASSWORD },
  });
  expect(login.status).toBe(200);
  clinic = { ...clinic, token: login.body.token as string };
}
const roomOf = async (token: string, side: 'parent' | 'doctor' = 'parent', id = bookingId) =>
  server.api('GET', `${side === 'doctor' ? '/pro' : ''}/consultations/${id}/room`, { token });
const say = (token: string, text: unknown, side: 'parent' | 'doctor' = 'parent', id = bookingId) =>
  server.api('POST', `${side === 'doctor' ? '/pro' : ''}/consultations/${id}/messages`, {
    token,
    body: { text },
  });

/** A socket on the room's address, with what it hears and how it closed. */
async function join(path: string) {
  const heard: RoomServerMessage[] = [];
  const socket = new WebSocket(`${server.url.replace(/^http/, 'ws')}${path}`);
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  socket.on('message', (data: Buffer) => heard.push(JSON.parse(data.toString('utf8'))));
  const opened = await new Promise<boolean>((resolve) => {
    socket.on('open', () => resolve(true));
    socket.on('error', () => resolve(false));
  });
  const hears = async (match: (m: RoomServerMessage) => boolean) => {
    for (let i = 0; i < 100; i++) {
      const found = heard.find(match);
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`never heard it; heard ${JSON.stringify(heard)}`);
  };
  return { socket, heard, closed, opened, hears };
}

describe('who may be in a consultation’s room', () => {
  it('is its pet parent and its clinic; anyone else finds nothing', async () => {
    await at(-60);
    const mine = await roomOf(parent.token);
    expect(mine.status).toBe(200);
    const room = mine.body as ConsultationRoom;
    expect(room).toMatchObject({
      bookingId,
      you: 'parent',
      state: 'early',
      start: '2026-12-08T11:00:00+05:30',
      opensAt: '2026-12-08T10:50:00+05:30',
      closesAt: '2026-12-08T12:30:00+05:30',
      with: 'Room Test Clinic',
      pet: { name: 'Bruno', species: 'dog', breed: 'Beagle' },
      socketUrl: null,
      chat: [],
      iceServers: [],
    });
    const theirs = await roomOf(clinic.token, 'doctor');
    expect(theirs.status).toBe(200);
    expect(theirs.body).toMatchObject({ you: 'doctor', with: 'Room Parent' });

    expect((await roomOf(stranger.token)).status).toBe(404);
    expect((await roomOf(otherClinic.token, 'doctor')).status).toBe(404);
    expect((await say(stranger.token, 'hello')).status).toBe(404);
    expect((await say(otherClinic.token, 'hello', 'doctor')).status).toBe(404);
    // Each realm its own address; no session at all is 401.
    expect((await roomOf(clinic.token)).status).toBe(403);
    expect((await roomOf(parent.token, 'doctor')).status).toBe(403);
    expect((await roomOf(staff.token)).status).toBe(403);
    expect((await server.api('GET', `/consultations/${bookingId}/room`)).status).toBe(401);
    expect((await roomOf(parent.token, 'parent', 'not-an-id')).status).toBe(400);
    // Our pages may ask for the camera and microphone (the call); no other site's frame may.
    expect(mine.headers.get('permissions-policy')).toMatch(/camera=\(self\), microphone=\(self\)/);
  });

  it('lets its clinic read the pet’s health record, and no other', async () => {
    const pets = await server.api('GET', '/pet/register-pet', { token: parent.token });
    const petId = pets.body.pets[0]._id as string;
    const given = await server.api('POST', `/pets/${petId}/vaccinations`, {
      token: parent.token,
      body: { name: 'Anti-rabies', givenOn: '2026-01-10', nextDueOn: '2027-01-10' },
    });
    expect(given.status).toBe(201);
    const read = (token: string) =>
      server.api('GET', `/pro/consultations/${bookingId}/record`, { token });
    const theirs = await read(clinic.token);
    expect(theirs.status).toBe(200);
    expect(theirs.body.record).toMatchObject({
      pet: { name: 'Bruno', species: 'dog' },
      vaccinations: [{ name: 'Anti-rabies', givenOn: '2026-01-10', nextDueOn: '2027-01-10' }],
    });
    expect((await read(otherClinic.token)).status).toBe(404);
    expect((await read(parent.token)).status).toBe(403);
    expect((await server.api('GET', `/pro/consultations/${bookingId}/record`)).status).toBe(401);
  });

  it('is no room for a booking with a groomer', async () => {
    server.clock.set(MONDAY);
    const held = await bookOn(server, parent, groomer, '15:00');
    expect(held.status).toBe(201);
    const res = await roomOf(parent.token, 'parent', held.body.booking.id);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(CONSULTATION_MESSAGES.notConsultation);
  });
});

describe('the room’s time and its chat', () => {
  it('opens ten minutes before the slot and closes an hour after it, keeping the chat', async () => {
    await at(-11);
    expect((await roomOf(parent.token)).body.state).toBe('early');
    const early = await say(parent.token, 'Are you there?');
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(CONSULTATION_MESSAGES.notOpen);

    await at(-10);
    const open = (await roomOf(parent.token)).body as ConsultationRoom;
    expect(open.state).toBe('open');
    expect(open.socketUrl).toMatch(/^\/api\/consultations\/[\w-]+\/socket\?ticket=/);
    const sent = await say(parent.token, '  Bruno is limping on his left hind leg.  ');
    expect(sent.status).toBe(201);
    expect(sent.body.message).toMatchObject({
      from: 'parent',
      name: 'Room Parent',
      text: 'Bruno is limping on his left hind leg.',
    });
    expect((await say(clinic.token, 'Please show me the paw.', 'doctor')).status).toBe(201);
    for (const bad of ['', '   ', 'x'.repeat(CHAT_MESSAGE_MAX + 1)]) {
      const refused = await say(parent.token, bad);
      expect(refused.status, bad.slice(0, 5)).toBe(400);
    }

    // A photo, when words and video are not enough: kept, and read only by the two sides.
    const photo = (token: string, data: Buffer, side: 'parent' | 'doctor' = 'parent') =>
      server.api('POST', `${side === 'doctor' ? '/pro' : ''}/consultations/${bookingId}/photos`, {
        token,
        body: form({ photo: data }, 'paw.png', 'image/png'),
      });
    const sentPhoto = await photo(parent.token, PNG);
    expect(sentPhoto.status).toBe(201);
    expect(sentPhoto.body.message).toMatchObject({ from: 'parent', text: '' });
    const name = sentPhoto.body.message.photo as string;
    expect(name).toMatch(/^[0-9a-f]{32}\.png$/);
    const read = (token: string, side: 'parent' | 'doctor') =>
      fetch(
        `${server.url}/api${side === 'doctor' ? '/pro' : ''}/consultations/${bookingId}/photos/${name}`,
        { headers: { authorization: `Bearer ${token}` } },
      );
    const mine = await read(parent.token, 'parent');
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await mine.arrayBuffer()).equals(PNG)).toBe(true);
    expect((await read(clinic.token, 'doctor')).status).toBe(200);
    expect((await read(stranger.token, 'parent')).status).toBe(404);
    expect((await read(otherClinic.token, 'doctor')).status).toBe(404);
    const notPicture = await photo(parent.token, Buffer.from('%PDF-1.4 not a photo'));
    expect(notPicture.status).toBe(400);
    expect(notPicture.body.message).toBe(CONSULTATION_MESSAGES.notPhoto);
    expect((await photo(stranger.token, PNG)).status).toBe(404);

    await at(30 + 60 - 1);
    expect((await roomOf(clinic.token, 'doctor')).body.state).toBe('open');
    await at(30 + 60);
    const ended = (await roomOf(parent.token)).body as ConsultationRoom;
    expect(ended).toMatchObject({ state: 'ended', socketUrl: null });
    expect(ended.chat.map((m) => [m.from, m.text, Boolean(m.photo)])).toEqual([
      ['parent', 'Bruno is limping on his left hind leg.', false],
      ['doctor', 'Please show me the paw.', false],
      ['parent', '', true],
    ]);
    expect((await say(parent.token, 'Thank you!')).status).toBe(409);
  });
});

describe('the room’s socket', () => {
  const socketPath = async (token: string, side: 'parent' | 'doctor') =>
    ((await roomOf(token, side)).body as ConsultationRoom).socketUrl!;

  it('introduces the two sides, relays their signalling and shares the chat', async () => {
    await at(-5);
    const mine = await join(await socketPath(parent.token, 'parent'));
    expect(mine.opened).toBe(true);
    await mine.hears((m) => m.type === 'peer' && !m.present);
    const theirs = await join(await socketPath(clinic.token, 'doctor'));
    await theirs.hears((m) => m.type === 'peer' && m.present);
    await mine.hears((m) => m.type === 'peer' && m.present);

    const offer = { description: { type: 'offer', sdp: 'v=0 …' } };
    mine.socket.send(JSON.stringify({ type: 'signal', data: offer }));
    expect(await theirs.hears((m) => m.type === 'signal')).toEqual({ type: 'signal', data: offer });
    // What the sender sent is not echoed to it.
    expect(mine.heard.some((m) => m.type === 'signal')).toBe(false);

    theirs.socket.send(JSON.stringify({ type: 'chat', text: 'I can see you now.' }));
    const heard = await mine.hears((m) => m.type === 'chat');
    expect(heard).toMatchObject({ message: { from: 'doctor', text: 'I can see you now.' } });
    await theirs.hears((m) => m.type === 'chat');
    mine.socket.send(JSON.stringify({ type: 'chat', text: '' }));
    expect(await mine.hears((m) => m.type === 'refused')).toEqual({
      type: 'refused',
      message: CONSULTATION_MESSAGES.emptyMessage,
    });
    mine.socket.send('not json');
    const chat = ((await roomOf(parent.token)).body as ConsultationRoom).chat;
    expect(chat.at(-1)).toMatchObject({ text: 'I can see you now.' });

    // The pet parent leaves (a dropped network): the clinic hears it, and the rejoin.
    mine.socket.close();
    await theirs.hears((m) => m.type === 'peer' && !m.present);
    const again = await join(await socketPath(parent.token, 'parent'));
    await again.hears((m) => m.type === 'peer' && m.present);

    // The clinic marks it done, and asks the room to look again: both are told it ended.
    await at(35);
    const done = await server.api('POST', `/pro/bookings/${bookingId}/status`, {
      token: clinic.token,
      body: { status: 'done' },
    });
    expect(done.status).toBe(200);
    theirs.socket.send(JSON.stringify({ type: 'check' }));
    await again.hears((m) => m.type === 'ended');
    await theirs.hears((m) => m.type === 'ended');
    expect(await again.closed).toBe(1000);
    expect(((await roomOf(parent.token)).body as ConsultationRoom).state).toBe('ended');
  });

  it('refuses a forged, stolen or stale ticket', async () => {
    server.clock.set(MONDAY);
    const other = await customer(server, 'Second Room Parent');
    const held = await bookOn(server, other, clinic, '12:00', 'Video consultation');
    expect((await payOn(server, other, held.body)).status).toBe(200);
    const second = held.body.booking.id as string;
    server.clock.set(new Date(new Date(slotAt('12:00')).getTime() - 5 * 60_000));
    const path = ((await roomOf(other.token, 'parent', second)).body as ConsultationRoom)
      .socketUrl!;

    const forged = await join(path.replace(/ticket=[^.]+/, 'ticket=' + bookingId));
    expect(await forged.closed).toBe(ROOM_CLOSE.forbidden);
    const elsewhere = await join(path.replace(second, bookingId));
    expect(await elsewhere.closed).toBe(ROOM_CLOSE.forbidden);
    const none = await join(`/api/consultations/${second}/socket`);
    expect(none.opened).toBe(false);

    // A ticket lasts two minutes.
    server.clock.set(new Date(new Date(slotAt('12:00')).getTime() - 2 * 60_000));
    const stale = await join(path);
    expect(await stale.closed).toBe(ROOM_CLOSE.forbidden);
    // A ticket given a minute before the room closes is refused once it has closed.
    const closes = new Date(slotAt('12:30')).getTime() + 60 * 60_000;
    server.clock.set(new Date(closes - 60_000));
    const fresh = ((await roomOf(other.token, 'parent', second)).body as ConsultationRoom)
      .socketUrl!;
    server.clock.set(new Date(closes + 30_000));
    const late = await join(fresh);
    expect(await late.closed).toBe(ROOM_CLOSE.notOpen);
  });
});

describe('the doctor’s notes and e-prescription (issue 53 item 2)', () => {
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
    notes: {
      history: 'Limping on the left hind leg since yesterday.',
      diagnosis: 'Soft-tissue sprain, left stifle.',
      advice: 'Rest; short leash walks for a week.',
    },
  };
  const write = (token: string, body: unknown = RX, id = bookingId) =>
    server.api('POST', `/pro/consultations/${id}/prescription`, { token, body });

  it('is written by its clinic’s registered doctor, read by both sides, and by nobody else', async () => {
    await at(5);
    // Unsigned: the clinic has no doctor with a registration number yet.
    const unsigned = await write(clinic.token);
    expect(unsigned.status).toBe(409);
    expect(unsigned.body.message).toBe(PRESCRIPTION_MESSAGES.noSigner);
    const people = await server.api('PUT', '/pro/profile', {
      token: clinic.token,
      body: {
        name: 'Room Test Clinic',
        city: 'Pune',
        address: '12 FC Road, Pune 411004',
        services: [{ name: 'Video consultation', price: 500, minutes: 30 }],
        people: [
          {
            name: 'Dr. Asha Mehta',
            qualification: 'BVSc & AH',
            registrationNumber: 'MSVC-4521',
            species: ['dog', 'cat'],
            experienceYears: 9,
          },
        ],
      },
    });
    expect(people.status).toBe(200);
    // Wrong or empty: said, and nothing is written.
    for (const [body, message] of [
      [{ medicines: [], notes: {} }, PRESCRIPTION_MESSAGES.nothing],
      [{ ...RX, medicines: [{ ...RX.medicines[0], dose: ' ' }] }, PRESCRIPTION_MESSAGES.medicine],
      [{ ...RX, doctor: 'Dr. Nobody' }, PRESCRIPTION_MESSAGES.unknownSigner],
    ] as const) {
      const res = await write(clinic.token, body);
      expect(res.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(res.body.message).toBe(message);
    }
    const none = await server.api('GET', `/consultations/${bookingId}/prescription`, {
      token: parent.token,
    });
    expect(none.status).toBe(200);
    expect(none.body).toEqual({ prescription: null });

    const written = await write(clinic.token);
    expect(written.status).toBe(201);
    const rx = (written.body as PrescriptionResponse).prescription;
    expect(rx).toMatchObject({
      bookingId,
      number: expect.stringMatching(/^RX-[0-9A-F]{8}$/),
      doctor: {
        name: 'Dr. Asha Mehta',
        qualification: 'BVSc & AH',
        registrationNumber: 'MSVC-4521',
      },
      clinic: { name: 'Room Test Clinic' },
      medicines: RX.medicines,
      notes: { ...RX.notes, findings: '' },
    });
    const read = await server.api('GET', `/consultations/${bookingId}/prescription`, {
      token: parent.token,
    });
    expect(read.status).toBe(200);
    expect((read.body as PrescriptionResponse).prescription).toEqual(rx);
    // Nobody else: another pet parent, another clinic, a pet parent's token on the clinic's side.
    expect(
      (
        await server.api('GET', `/consultations/${bookingId}/prescription`, {
          token: stranger.token,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await server.api('GET', `/pro/consultations/${bookingId}/prescription`, {
          token: otherClinic.token,
        })
      ).status,
    ).toBe(404);
    expect((await write(otherClinic.token)).status).toBe(404);
    expect((await write(parent.token)).status).toBe(403);

    // The PDF: signed, with the medicines, for both sides.
    const pdf = await fetch(`${server.url}/api/consultations/${bookingId}/prescription.pdf`, {
      headers: { authorization: `Bearer ${parent.token}` },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const text = pdfText(Buffer.from(await pdf.arrayBuffer()));
    for (const words of ['Meloxicam oral suspension', 'MSVC-4521', 'Soft-tissue sprain', rx.number])
      expect(text).toContain(words);
    // The pet parent is mailed, in the prescription's transaction.
    const mail = await server.database.db.execute(
      sql`select data from pgboss.job where name = 'mail'
          and data->'mail'->>'kind' = 'prescription-written'
          and data->'mail'->>'bookingId' = ${bookingId}`,
    );
    expect((mail as { rows: unknown[] }).rows).toHaveLength(1);
  });

  it('is rewritten within the follow-up days, and refused after them', async () => {
    await at(60 * 24 * 2);
    const again = await write(clinic.token, {
      ...RX,
      medicines: [{ ...RX.medicines[0], days: 7 }],
    });
    expect(again.status).toBe(201);
    expect((again.body as PrescriptionResponse).prescription.medicines[0]!.days).toBe(7);
    await at(60 * 24 * 8);
    const late = await write(clinic.token);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(PRESCRIPTION_MESSAGES.tooLate);
  });

  it('is in the pet’s health record once the consultation took place, as a visit', async () => {
    // Days have passed: the pet parent signs in again.
    const login = await server.api('POST', '/auth/login', {
      body: { email: parent.email, password: parent.password },
    });
    expect(login.status).toBe(200);
    parent = { ...parent, token: login.body.token as string };
    const marked = await server.api('POST', `/pro/bookings/${bookingId}/status`, {
      token: clinic.token,
      body: { status: 'done' },
    });
    expect([200, 409]).toContain(marked.status);
    const { visits } = (
      await server.api('GET', `/pets/${parent.pet}/record`, { token: parent.token })
    ).body as PetRecord;
    expect(visits).toEqual([
      {
        bookingId,
        kind: 'vet',
        provider: 'Room Test Clinic',
        service: 'Video consultation',
        start: '2026-12-08T11:00:00+05:30',
        prescription: {
          number: expect.stringMatching(/^RX-[0-9A-F]{8}$/),
          diagnosis: RX.notes.diagnosis,
          medicines: ['Meloxicam oral suspension 1.5 mg/ml'],
        },
      },
    ]);
  });
});
