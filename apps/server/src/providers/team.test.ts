import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TeamResponse } from '@petverse/api/contract';
import { startTestServer, type TestServer } from '../../test/harness';
import { signUp, uniqueEmail } from '../../test/fixtures';
import { ownerOf, type StaffSession } from '../../test/staff.fixtures';
import { MONDAY, PASSWORD, groomerOn, invitationLinkOf, type Pro } from './testing';

/*
 * A provider's team (issue 52 item 1): the owner invites a member by mail, the member signs up
 * from the link and sees the bookings but cannot change the listing; the owner withdraws,
 * disables and promotes; nobody reaches another provider's team.
 */

let server: TestServer;
let staff: StaffSession;

beforeAll(async () => {
  server = await startTestServer();
  server.clock.set(MONDAY);
  staff = await ownerOf(server);
});
afterAll(() => server.close());

const groomer = (name: string) => groomerOn(server, staff, name);
const team = async (pro: { token: string }) =>
  (await server.api('GET', '/pro/team', { token: pro.token })).body as TeamResponse;

async function memberOf(owner: Pro, name = 'Meera Staff') {
  const email = uniqueEmail('member');
  const invited = await server.api('POST', '/pro/team/invitations', {
    token: owner.token,
    body: { email, role: 'member' },
  });
  expect(invited.status).toBe(201);
  const link = decodeURIComponent((await invitationLinkOf(server, email))!);
  const made = await server.api('POST', '/pro/invite', {
    body: { token: link, name, password: PASSWORD },
  });
  expect(made.status).toBe(201);
  return { token: made.body.token as string, email };
}

describe('a provider’s team', () => {
  it('the owner invites a member by mail; the member handles bookings but not the listing', async () => {
    const owner = await groomer('Team Groomers');
    const email = uniqueEmail('member');
    const invited = await server.api('POST', '/pro/team/invitations', {
      token: owner.token,
      body: { email, role: 'member' },
    });
    expect(invited.status).toBe(201);
    expect(invited.body.message).toBe(`Invitation sent to ${email}.`);
    expect(invited.body.team.invitations).toEqual([
      expect.objectContaining({ email, role: 'member' }),
    ]);
    const mail = await server.api('GET', `/dev/outbox?email=${encodeURIComponent(email)}`);
    expect(mail.body.messages[0].subject).toBe(
      'Team Groomers invites you to Petverse’s provider portal',
    );
    const link = decodeURIComponent((await invitationLinkOf(server, email))!);
    const made = await server.api('POST', '/pro/invite', {
      body: { token: link, name: 'Meera Staff', password: PASSWORD },
    });
    expect(made.status).toBe(201);
    expect(made.body.member).toMatchObject({ role: 'member', email });
    const member = { token: made.body.token as string };

    const seen = await team(member);
    expect(seen.members.map((m) => [m.name, m.role, m.you])).toEqual([
      ['Ravi Groomer', 'owner', false],
      ['Meera Staff', 'member', true],
    ]);
    expect(seen.invitations).toEqual([]);
    expect((await server.api('GET', '/pro/bookings', { token: member.token })).status).toBe(200);
    for (const [method, path, body] of [
      ['PUT', '/pro/profile', { name: 'Hijacked' }],
      ['POST', '/pro/team/invitations', { email: uniqueEmail('x'), role: 'owner' }],
      ['PATCH', `/pro/team/members/${seen.members[0]!.id}`, { disabled: true }],
    ] as const) {
      const res = await server.api(method, path, { token: member.token, body });
      expect(res.status, path).toBe(403);
      expect(res.body.message).toBe('Only the owner of this provider account can do this.');
    }
  });

  it('refuses an address that already has an account, and bad input, changing nothing', async () => {
    const owner = await groomer('Careful Groomers');
    const taken = await server.api('POST', '/pro/team/invitations', {
      token: owner.token,
      body: { email: owner.email, role: 'member' },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('This email already has a provider account on Petverse.');
    const bad = await server.api('POST', '/pro/team/invitations', {
      token: owner.token,
      body: { email: 'not-an-email', role: 'boss' },
    });
    expect(bad.status).toBe(400);
    expect((await team(owner)).invitations).toEqual([]);
  });

  it('a withdrawn invitation’s link no longer works', async () => {
    const owner = await groomer('Withdrawing Groomers');
    const email = uniqueEmail('withdrawn');
    const invited = await server.api('POST', '/pro/team/invitations', {
      token: owner.token,
      body: { email, role: 'member' },
    });
    const id = invited.body.team.invitations[0].id as string;
    const link = decodeURIComponent((await invitationLinkOf(server, email))!);
    const gone = await server.api('DELETE', `/pro/team/invitations/${id}`, { token: owner.token });
    expect(gone.status).toBe(200);
    expect(gone.body.team.invitations).toEqual([]);
    expect((await server.api('GET', `/pro/invite?token=${link}`)).body).toEqual({ usable: false });
    const again = await server.api('DELETE', `/pro/team/invitations/${id}`, { token: owner.token });
    expect(again.status).toBe(404);
  });

  it('disabling a member signs them out; the owner can neither lock themself out nor leave no owner', async () => {
    const owner = await groomer('Strict Groomers');
    const member = await memberOf(owner, 'Arjun Staff');
    const { members } = await team(owner);
    const me = members.find((m) => m.you)!;
    const arjun = members.find((m) => m.name === 'Arjun Staff')!;

    const off = await server.api('PATCH', `/pro/team/members/${arjun.id}`, {
      token: owner.token,
      body: { disabled: true },
    });
    expect(off.status).toBe(200);
    const after = (off.body as { team: TeamResponse }).team.members;
    expect(after.find((m) => m.id === arjun.id)!.disabled).toBe(true);
    expect((await server.api('GET', '/pro/team', { token: member.token })).status).toBe(401);
    const login = await server.api('POST', '/pro/auth/login', {
      body: { email: member.email, password: PASSWORD },
    });
    expect(login.status).toBe(403);

    for (const body of [{ disabled: true }, { role: 'member' }]) {
      const self = await server.api('PATCH', `/pro/team/members/${me.id}`, {
        token: owner.token,
        body,
      });
      expect(self.status).toBe(409);
    }
    const nothing = await server.api('PATCH', `/pro/team/members/${arjun.id}`, {
      token: owner.token,
      body: {},
    });
    expect(nothing.status).toBe(400);

    // Promoted and enabled again, Arjun may now hand ownership back and forth.
    const up = await server.api('PATCH', `/pro/team/members/${arjun.id}`, {
      token: owner.token,
      body: { disabled: false, role: 'owner' },
    });
    expect(up.status).toBe(200);
    const signedIn = await server.api('POST', '/pro/auth/login', {
      body: { email: member.email, password: PASSWORD },
    });
    expect(signedIn.status).toBe(200);
    const demote = await server.api('PATCH', `/pro/team/members/${me.id}`, {
      token: signedIn.body.token,
      body: { role: 'member' },
    });
    expect(demote.status).toBe(200);
    expect((await team(owner)).members.find((m) => m.you)!.role).toBe('member');
  });

  it('never reaches another provider’s team, and refuses other realms', async () => {
    const a = await groomer('Team A Groomers');
    const b = await groomer('Team B Groomers');
    const email = uniqueEmail('a-invite');
    const invited = await server.api('POST', '/pro/team/invitations', {
      token: a.token,
      body: { email, role: 'member' },
    });
    const invitation = invited.body.team.invitations[0].id as string;
    const aOwner = (await team(a)).members[0]!.id;
    expect(
      (await server.api('DELETE', `/pro/team/invitations/${invitation}`, { token: b.token }))
        .status,
    ).toBe(404);
    expect(
      (
        await server.api('PATCH', `/pro/team/members/${aOwner}`, {
          token: b.token,
          body: { disabled: true },
        })
      ).status,
    ).toBe(404);
    expect((await team(b)).members.map((m) => m.name)).toEqual(['Ravi Groomer']);
    expect((await team(a)).invitations).toHaveLength(1);

    const parent = await signUp(server);
    for (const [method, path] of [
      ['GET', '/pro/team'],
      ['POST', '/pro/team/invitations'],
      ['DELETE', `/pro/team/invitations/${invitation}`],
      ['PATCH', `/pro/team/members/${aOwner}`],
    ] as const) {
      expect((await server.api(method, path)).status, path).toBe(401);
      expect((await server.api(method, path, { token: parent.token })).status, path).toBe(403);
      expect((await server.api(method, path, { token: staff.token })).status, path).toBe(403);
    }
  });

  it('the listing shows the people the owner profiles, checked', async () => {
    const owner = await groomer('People Groomers');
    const people = [
      {
        name: 'Dr. Asha Rao',
        qualification: 'BVSc & AH',
        registrationNumber: 'MSVC-1234',
        species: ['dog', 'cat'],
        experienceYears: 8,
      },
    ];
    const saved = await server.api('PUT', '/pro/profile', {
      token: owner.token,
      body: { name: 'People Groomers', people },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.profile.people).toEqual(people);
    const listed = await server.api('GET', `/providers/${owner.id}`);
    expect(listed.body.provider.people).toEqual(people);
    const bad = await server.api('PUT', '/pro/profile', {
      token: owner.token,
      body: { name: 'People Groomers', people: [{ ...people[0], experienceYears: 99 }] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Years of experience must be a whole number from 0 to 60.');
    expect((await server.api('GET', `/providers/${owner.id}`)).body.provider.people).toEqual(
      people,
    );
  });
});
