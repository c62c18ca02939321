import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { form, signUp } from '../../test/fixtures';
import { recipient, startSmtpInbox, type SmtpInbox } from '../../test/smtpInbox';

/** A dose's reminder through SMTP, sent by the mail worker from the job of the change. */
let server: TestServer;
let inbox: SmtpInbox;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  server = await startTestServer({ app: { smtpUrl: inbox.url, mailWorker: true } });
  server.clock.set(new Date('2026-03-10T06:30:00Z'));
});
afterAll(async () => {
  await server.close();
  await inbox.close();
});

describe('a dose due in two days', () => {
  it('is mailed within minutes, with a one-click unsubscribe, once', async () => {
    const who = await signUp(server, { name: 'Meera Iyer' });
    const pet = await server.api('POST', '/pet/register-pet', {
      token: who.token,
      body: form({ name: 'Simba', species: 'cat', breed: 'Persian', petDateOfBirth: '2023-01-05' }),
    });
    const added = await server.api('POST', `/pets/${pet.body.pet._id}/vaccinations`, {
      token: who.token,
      body: { name: 'Feline tricat (FVRCP)', givenOn: '2025-03-12', nextDueOn: '2026-03-12' },
    });
    expect(added.status).toBe(201);
    const [mail] = await inbox.waitFor(
      (m) => recipient(m).includes(who.email) && /^Reminder:/.test(m.subject ?? ''),
    );
    expect(mail!.subject).toBe(
      'Reminder: Simba’s Feline tricat (FVRCP) vaccination is due on Thu, 12 Mar, 2026',
    );
    expect(mail!.text).toContain(`/auth/profile/pets/${pet.body.pet._id}/record`);
    const unsubscribe = mail!.headerLines.find((h) => h.key === 'list-unsubscribe');
    expect(unsubscribe?.line).toMatch(/reminders-off\?user=/);
  });

  it('moved into the window, is mailed at once for its new date', async () => {
    const who = await signUp(server, { name: 'Kabir Shah' });
    const pet = await server.api('POST', '/pet/register-pet', {
      token: who.token,
      body: form({ name: 'Moti', species: 'dog', breed: 'Indie', petDateOfBirth: '2020-01-05' }),
    });
    // A dose far ahead (a job weeks away), then moved into the window: one mail, for the new date.
    const added = await server.api('POST', `/pets/${pet.body.pet._id}/dewormings`, {
      token: who.token,
      body: { name: 'Fenbendazole', givenOn: '2026-03-01', nextDueOn: '2026-06-01' },
    });
    await server.api('PATCH', `/pets/${pet.body.pet._id}/dewormings/${added.body.id}`, {
      token: who.token,
      body: { nextDueOn: '2026-03-13' },
    });
    const [mail] = await inbox.waitFor(
      (m) => recipient(m).includes(who.email) && /^Reminder:/.test(m.subject ?? ''),
    );
    expect(mail!.subject).toBe(
      'Reminder: Moti’s deworming (Fenbendazole) is due on Fri, 13 Mar, 2026',
    );
  });
});
