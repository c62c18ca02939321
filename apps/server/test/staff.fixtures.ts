import type { StaffRole } from '@petverse/api/contract';
import { openSetupLink } from '../src/staff/staff';
import { fromAddress, someAddress, uniqueEmail } from './fixtures';
import type { TestServer } from './harness';

export const STAFF_PASSWORD = 'night shift ledger 7';

export interface StaffSession {
  token: string;
  email: string;
  name: string;
  role: StaffRole;
}

const owners = new WeakMap<TestServer, Promise<StaffSession>>();

/** The server's first owner, made once per server through the one-time setup link. */
export function ownerOf(server: TestServer): Promise<StaffSession> {
  let owner = owners.get(server);
  if (!owner) {
    owner = (async () => {
      const token = await openSetupLink(server.database.db);
      if (!token) throw new Error('the server already has an owner');
      const email = uniqueEmail('owner');
      const res = await server.api('POST', '/admin/setup', {
        body: { token, name: 'Nisha Kapoor', email, password: STAFF_PASSWORD },
        headers: fromAddress(someAddress()),
      });
      if (res.status !== 201) throw new Error(`setup: ${res.status} ${JSON.stringify(res.body)}`);
      return { token: res.body.token, email, name: 'Nisha Kapoor', role: 'owner' as const };
    })();
    owners.set(server, owner);
  }
  return owner;
}

const mailReaders = new WeakMap<TestServer, (email: string) => Promise<string>>();

/** Reads a server's invitations with `read` (the text of the newest mail to an address): for a server that mails through SMTP rather than the dev outbox. */
export function readInvitationsWith(
  server: TestServer,
  read: (email: string) => Promise<string>,
): void {
  mailReaders.set(server, read);
}

/** The token of the newest invitation mailed to `email` (from the dev outbox, or the server's reader). */
export async function invitationToken(server: TestServer, email: string): Promise<string> {
  const read = mailReaders.get(server);
  let text: string;
  if (read) text = await read(email);
  else {
    const res = await server.api('GET', `/dev/outbox?email=${encodeURIComponent(email)}`);
    text = String(res.body.messages?.[0]?.text ?? res.body.messages?.[0]?.body ?? '');
  }
  const token = /\/admin\/invite\?token=([\w-]+)/.exec(text)?.[1];
  if (!token) throw new Error(`no invitation for ${email}: ${text}`);
  return token;
}

/** A new staff member of `role`, invited by the owner and signed in through the invitation. */
export async function staffMember(server: TestServer, role: StaffRole): Promise<StaffSession> {
  const owner = await ownerOf(server);
  const email = uniqueEmail(role);
  const invited = await server.api('POST', '/admin/staff/invitations', {
    token: owner.token,
    body: { email, role },
  });
  if (invited.status !== 201)
    throw new Error(`invite: ${invited.status} ${JSON.stringify(invited.body)}`);
  const name = `Ravi ${role}`;
  const accepted = await server.api('POST', '/admin/invitations/accept', {
    body: { token: await invitationToken(server, email), name, password: STAFF_PASSWORD },
    headers: fromAddress(someAddress()),
  });
  if (accepted.status !== 201)
    throw new Error(`accept: ${accepted.status} ${JSON.stringify(accepted.body)}`);
  return { token: accepted.body.token, email, name, role };
}

/** One signed-in staff member of every role. */
export async function everyRole(server: TestServer): Promise<Record<StaffRole, StaffSession>> {
  const owner = await ownerOf(server);
  const [operations, catalogue, partnerships, pharmacist] = await Promise.all([
    staffMember(server, 'operations'),
    staffMember(server, 'catalogue'),
    staffMember(server, 'partnerships'),
    staffMember(server, 'pharmacist'),
  ]);
  return { owner, operations, catalogue, partnerships, pharmacist };
}

/** A new session for a staff member (theirs ended: the test moved the clock past 12 hours). */
export async function signInAgain(server: TestServer, member: StaffSession): Promise<void> {
  const res = await server.api('POST', '/admin/auth/login', {
    body: { email: member.email, password: STAFF_PASSWORD },
    headers: fromAddress(someAddress()),
  });
  if (res.status !== 200) throw new Error(`login: ${res.status} ${JSON.stringify(res.body)}`);
  member.token = res.body.token;
}
