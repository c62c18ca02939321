import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ROLES, type StaffRole } from '@petverse/api/contract';
import { openSetupLink } from './staff';
import { fromAddress, signUp, someAddress, type SignedUp } from '../../test/fixtures';
import { startTestServer, type TestServer } from '../../test/harness';
import {
  STAFF_PASSWORD,
  everyRole,
  invitationToken,
  ownerOf,
  signInAgain,
  staffMember,
  type StaffSession,
} from '../../test/staff.fixtures';

/** Staff accounts, their sessions and roles: who may call which back-office route. */
let server: TestServer;
let buyer: SignedUp;
let staff: Record<StaffRole, StaffSession>;
const routes: { method: string; url: string }[] = [];
const ZERO = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  server = await startTestServer({ onRoute: (route) => routes.push(route) });
  buyer = await signUp(server);
  staff = await everyRole(server);
});
afterAll(async () => {
  await server.close();
});

/**
 * Every back-office route and the one area that may call it; the public ones (the first owner's
 * setup, signing in, accepting an invitation) have none. A route missing here fails the test
 * below, so a new route cannot go without a role check and its test.
 */
const ACCESS: Record<string, StaffRole[] | 'public' | 'any'> = {
  'GET /api/admin/setup': 'public',
  'POST /api/admin/setup': 'public',
  'POST /api/admin/auth/login': 'public',
  'GET /api/admin/invitations': 'public',
  'POST /api/admin/invitations/accept': 'public',
  'GET /api/admin/providers': ['owner', 'partnerships'],
  'PATCH /api/admin/providers/:id': ['owner', 'partnerships'],
  'GET /api/admin/providers/:id/statement': ['owner', 'partnerships'],
  'POST /api/admin/providers/:id/payouts': ['owner', 'partnerships'],
  'POST /api/admin/providers/:id/owner-invitation': ['owner', 'partnerships'],
  'POST /api/admin/auth/logout': 'any',
  'GET /api/admin/auth/me': 'any',
  'GET /api/admin/dashboard': 'any',
  'GET /api/admin/staff': ['owner'],
  'POST /api/admin/staff/invitations': ['owner'],
  'DELETE /api/admin/staff/invitations/:id': ['owner'],
  'PATCH /api/admin/staff/:id': ['owner'],
  'GET /api/admin/audit': ['owner'],
  'GET /api/admin/exports/orders.csv': ['owner'],
  'GET /api/admin/exports/gstr1.csv': ['owner'],
  'GET /api/admin/orders': ['owner', 'operations'],
  'GET /api/admin/orders/:id': ['owner', 'operations'],
  'POST /api/admin/orders/:id/status': ['owner', 'operations'],
  'POST /api/admin/orders/:id/cancel': ['owner', 'operations'],
  'POST /api/admin/orders/:id/collect': ['owner', 'operations'],
  'POST /api/admin/orders/shipments': ['owner', 'operations'],
  'GET /api/admin/orders/shipments/labels/:id': ['owner', 'operations'],
  'POST /api/admin/orders/shipments/labels': ['owner', 'operations'],
  'GET /api/admin/appointments': ['owner', 'operations'],
  'POST /api/admin/appointments/:kind/:id/status': ['owner', 'operations'],
  'POST /api/admin/appointments/:kind/:id/reschedule': ['owner', 'operations'],
  'GET /api/admin/products': ['owner', 'catalogue'],
  'GET /api/admin/products/:id': ['owner', 'catalogue'],
  'POST /api/admin/products': ['owner', 'catalogue'],
  'PATCH /api/admin/products/:id': ['owner', 'catalogue'],
  'POST /api/admin/products/:id/stock': ['owner', 'catalogue'],
  'POST /api/admin/products/:id/variants': ['owner', 'catalogue'],
  'POST /api/admin/products/pictures': ['owner', 'catalogue'],
  'GET /api/admin/coupons': ['owner', 'catalogue'],
  'POST /api/admin/coupons': ['owner', 'catalogue'],
  'POST /api/admin/coupons/:id/deactivate': ['owner', 'catalogue'],
  'POST /api/admin/coupons/:id/visibility': ['owner', 'catalogue'],
  'GET /api/admin/pharmacy': ['owner', 'pharmacist'],
  'POST /api/admin/pharmacy/:id/decision': ['owner', 'pharmacist'],
  'GET /api/admin/pharmacy/:id/prescription': ['owner', 'pharmacist'],
  'GET /api/admin/settings/delivery': ['owner'],
  'PUT /api/admin/settings/delivery': ['owner'],
  'GET /api/admin/returns': ['owner', 'operations'],
  'POST /api/admin/returns/:id/approve': ['owner', 'operations'],
  'POST /api/admin/returns/:id/reject': ['owner', 'operations'],
  'POST /api/admin/returns/:id/picked-up': ['owner', 'operations'],
  'POST /api/admin/returns/:id/received': ['owner', 'operations'],
  'GET /api/admin/subscriptions': ['owner', 'operations'],
  'GET /api/admin/subscriptions/:id': ['owner', 'operations'],
  'GET /api/admin/registrations': ['owner', 'partnerships'],
  'GET /api/admin/registrations.csv': ['owner', 'partnerships'],
  'GET /api/admin/registrations/:id': ['owner', 'partnerships'],
  'GET /api/admin/registrations/:id/files/:name': ['owner', 'partnerships'],
  'POST /api/admin/registrations/:id/status': ['owner', 'partnerships'],
  'GET /api/admin/partners': ['owner', 'partnerships'],
  'GET /api/admin/partners/deliveries': ['owner', 'partnerships'],
  'POST /api/admin/partners/deliveries/:id/resend': ['owner', 'partnerships'],
  'POST /api/admin/partners/test': ['owner', 'partnerships'],
};

/** A path for a route pattern, with ids that name nothing. */
const concrete = (url: string) =>
  url
    .replace(':kind', 'grooming')
    .replace(':name', `${'a'.repeat(32)}.pdf`)
    .replace(/:\w+/g, ZERO)
    .replace(/^\/api/, '');

/** The spec's public doctor routes live under /admin too (`GET /admin/getAllDoctors`). */
const SPEC_DOCTOR_ROUTES = /^\/api\/admin\/(getAllDoctors|getDocterByID)/;
const adminRoutes = () =>
  routes
    .filter(
      (r) =>
        r.url.startsWith('/api/admin') && !SPEC_DOCTOR_ROUTES.test(r.url) && r.method !== 'HEAD',
    )
    .map((r) => `${r.method} ${r.url}`);

describe('every back-office route', () => {
  it('is listed with the roles that may call it', () => {
    expect(new Set(adminRoutes())).toEqual(new Set(Object.keys(ACCESS)));
  });

  it('answers 401 without a token, and 403 to a pet parent’s token and to every other role', async () => {
    for (const [route, allowed] of Object.entries(ACCESS)) {
      if (allowed === 'public') continue;
      const [method, url] = route.split(' ') as [string, string];
      const path = concrete(url);
      const none = await server.api(method, path, { body: method === 'GET' ? undefined : {} });
      expect(none.status, `${route} without a token`).toBe(401);
      expect(none.body.message, route).toBe('Please sign in to the back office.');
      const parent = await server.api(method, path, {
        token: buyer.token,
        body: method === 'GET' ? undefined : {},
      });
      expect(parent.status, `${route} with a pet parent's token`).toBe(403);
      if (allowed === 'any') continue;
      for (const role of STAFF_ROLES.filter((r) => !allowed.includes(r))) {
        const res = await server.api(method, path, {
          token: staff[role].token,
          body: method === 'GET' ? undefined : {},
        });
        expect(res.status, `${route} as ${role}`).toBe(403);
        expect(res.body.message).toBe(
          `Your role (${role}) does not include this. Ask an owner if you need it.`,
        );
      }
      for (const role of allowed) {
        const res = await server.api(method, path, {
          token: staff[role].token,
          body: method === 'GET' ? undefined : {},
        });
        expect([401, 403], `${route} as ${role}: ${res.status}`).not.toContain(res.status);
        expect(res.status, `${route} as ${role}`).toBeLessThan(500);
      }
    }
  });

  it('never answers with a stored copy (no-store)', async () => {
    const res = await server.api('GET', '/admin/auth/me', { token: staff.owner.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

describe('staff and pet parent sessions', () => {
  it('refuses a staff token on a pet parent’s routes with 403', async () => {
    for (const path of [
      '/auth/getuser',
      '/product/cart',
      '/product/user-orders',
      '/user/address',
    ]) {
      const res = await server.api('GET', path, { token: staff.owner.token });
      expect(res.status, path).toBe(403);
      expect(res.body.message).toBe(
        'A back-office session cannot be used in the shop. Please log in with your pet parent account.',
      );
    }
  });

  it('refuses a pet parent’s email and password at the staff sign-in', async () => {
    const res = await server.api('POST', '/admin/auth/login', {
      body: { email: buyer.email, password: buyer.password },
      headers: fromAddress(someAddress()),
    });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Invalid email or password');
  });

  it('signs in with the staff password, whatever the email’s case, and answers who it is', async () => {
    const res = await server.api('POST', '/admin/auth/login', {
      body: { email: staff.catalogue.email.toUpperCase(), password: STAFF_PASSWORD },
      headers: fromAddress(someAddress()),
    });
    expect(res.status).toBe(200);
    expect(res.body.token).toMatch(/^pvs_/);
    expect(res.body.staff).toEqual({
      name: staff.catalogue.name,
      email: staff.catalogue.email,
      role: 'catalogue',
    });
    const me = await server.api('GET', '/admin/auth/me', { token: res.body.token });
    expect(me.body.staff).toMatchObject({ email: staff.catalogue.email, role: 'catalogue' });
    expect(me.body.staff.passwordHash).toBeUndefined();
  });

  it('ends a session on sign-out, and after 12 hours without a request', async () => {
    const login = async () =>
      (
        await server.api('POST', '/admin/auth/login', {
          body: { email: staff.operations.email, password: STAFF_PASSWORD },
          headers: fromAddress(someAddress()),
        })
      ).body.token as string;
    const first = await login();
    expect((await server.api('POST', '/admin/auth/logout', { token: first })).status).toBe(200);
    expect((await server.api('GET', '/admin/auth/me', { token: first })).status).toBe(401);

    const second = await login();
    server.clock.advance(11 * 3_600_000);
    // Used within 12 hours: the idle time starts again.
    expect((await server.api('GET', '/admin/auth/me', { token: second })).status).toBe(200);
    server.clock.advance(11 * 3_600_000);
    expect((await server.api('GET', '/admin/auth/me', { token: second })).status).toBe(200);
    server.clock.advance(12 * 3_600_000 + 60_000);
    const ended = await server.api('GET', '/admin/auth/me', { token: second });
    expect(ended.status).toBe(401);
    expect(ended.body.message).toBe('Your back-office session has ended. Please sign in again.');
    for (const member of Object.values(staff)) await signInAgain(server, member);
  });

  it('limits sign-in attempts per account and address like a pet parent’s login', async () => {
    const limited = await startTestServer({
      app: { rateLimits: { loginPerAccountAddress: { limit: 2, windowMs: 60_000 } } },
    });
    try {
      const owner = await ownerOf(limited);
      const ip = fromAddress(someAddress());
      const wrong = () =>
        limited.api('POST', '/admin/auth/login', {
          body: { email: owner.email, password: 'not the password' },
          headers: ip,
        });
      expect((await wrong()).status).toBe(401);
      expect((await wrong()).status).toBe(401);
      const refused = await wrong();
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    } finally {
      await limited.close();
    }
  });
});

describe('the first owner', () => {
  it('is made once from the setup link; the link dies, and no later link works', async () => {
    const fresh = await startTestServer();
    try {
      const token = (await openSetupLink(fresh.database.db))!;
      const unused = (await openSetupLink(fresh.database.db))!;
      expect((await fresh.api('GET', `/admin/setup?token=${token}`)).body).toEqual({
        usable: true,
      });
      const body = {
        token,
        name: 'Nisha Kapoor',
        email: 'nisha@example.com',
        password: STAFF_PASSWORD,
      };
      const weak = await fresh.api('POST', '/admin/setup', {
        body: { ...body, password: 'password1' },
      });
      expect(weak.status).toBe(400);
      const made = await fresh.api('POST', '/admin/setup', { body });
      expect(made.status).toBe(201);
      expect(made.body.staff).toEqual({
        name: 'Nisha Kapoor',
        email: 'nisha@example.com',
        role: 'owner',
      });
      expect((await fresh.api('GET', `/admin/setup?token=${token}`)).body).toEqual({
        usable: false,
      });
      for (const again of [token, unused]) {
        const res = await fresh.api('POST', '/admin/setup', {
          body: { ...body, token: again, email: 'someone@example.com' },
        });
        expect(res.status).toBe(410);
      }
      // With an owner, a start makes no new link.
      expect(await openSetupLink(fresh.database.db)).toBeNull();
      const audit = await fresh.api('GET', '/admin/audit', { token: made.body.token });
      expect(audit.body.entries[0]).toMatchObject({
        action: 'staff.setup',
        staff: { name: 'Nisha Kapoor' },
      });
    } finally {
      await fresh.close();
    }
  });

  it('expires a setup link after 24 hours', async () => {
    const fresh = await startTestServer();
    try {
      const token = (await openSetupLink(fresh.database.db, fresh.clock.now()))!;
      fresh.clock.advance(25 * 3_600_000);
      expect((await fresh.api('GET', `/admin/setup?token=${token}`)).body.usable).toBe(false);
      const res = await fresh.api('POST', '/admin/setup', {
        body: { token, name: 'Late Owner', email: 'late@example.com', password: STAFF_PASSWORD },
      });
      expect(res.status).toBe(410);
    } finally {
      await fresh.close();
    }
  });

  it('gives one owner to two setups at the same time', async () => {
    const fresh = await startTestServer();
    try {
      const tokens = [
        (await openSetupLink(fresh.database.db))!,
        (await openSetupLink(fresh.database.db))!,
      ];
      const results = await Promise.all(
        tokens.map((token, i) =>
          fresh.api('POST', '/admin/setup', {
            body: {
              token,
              name: `Owner ${i}`,
              email: `owner${i}@example.com`,
              password: STAFF_PASSWORD,
            },
          }),
        ),
      );
      expect(results.map((r) => r.status).sort()).toEqual([201, 410]);
    } finally {
      await fresh.close();
    }
  });
});

describe('invitations, roles and disabling', () => {
  it('mails a one-time link that makes a staff member of the invited role', async () => {
    const email = 'meera.ops@example.com';
    const invited = await server.api('POST', '/admin/staff/invitations', {
      token: staff.owner.token,
      body: { email, name: 'Meera', role: 'operations' },
    });
    expect(invited.status).toBe(201);
    const token = await invitationToken(server, email);
    expect((await server.api('GET', `/admin/invitations?token=${token}`)).body).toEqual({
      email,
      name: 'Meera',
      role: 'operations',
    });
    const listed = await server.api('GET', '/admin/staff', { token: staff.owner.token });
    expect(listed.body.invitations).toContainEqual(expect.objectContaining({ email }));
    const accepted = await server.api('POST', '/admin/invitations/accept', {
      body: { token, name: 'Meera Iyer', password: STAFF_PASSWORD },
    });
    expect(accepted.status).toBe(201);
    expect(accepted.body.staff).toEqual({ name: 'Meera Iyer', email, role: 'operations' });
    const again = await server.api('POST', '/admin/invitations/accept', {
      body: { token, name: 'Meera Again', password: STAFF_PASSWORD },
    });
    expect(again.status).toBe(410);
    const dup = await server.api('POST', '/admin/staff/invitations', {
      token: staff.owner.token,
      body: { email: email.toUpperCase(), role: 'catalogue' },
    });
    expect(dup.status).toBe(409);
  });

  // Issue 54 item 4: an owner withdraws an invitation; inviting the same address again ends the
  // earlier ones. Both are on the audit log, and an ended invitation's link answers 410.
  const auditOf = async (target: string) =>
    (await server.api('GET', `/admin/audit?target=${target}`, { token: staff.owner.token })).body
      .entries as { action: string; staff: { email: string }; before: unknown; after: unknown }[];
  const pendingOf = async (email: string) =>
    (
      (await server.api('GET', '/admin/staff', { token: staff.owner.token })).body.invitations as {
        id: string;
        email: string;
        role: string;
      }[]
    ).filter((i) => i.email === email);

  it('lets an owner withdraw an invitation: its link answers 410, and the audit log says who', async () => {
    const email = 'withdrawn.one@example.com';
    const invited = await server.api('POST', '/admin/staff/invitations', {
      token: staff.owner.token,
      body: { email, name: 'Kiran', role: 'catalogue' },
    });
    expect(invited.status).toBe(201);
    expect(invited.body).toEqual({
      message: `Invitation sent to ${email}.`,
      invitation: {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        email,
        name: 'Kiran',
        role: 'catalogue',
        createdAt: expect.any(String),
        expiresAt: expect.any(String),
      },
    });
    const { id } = invited.body.invitation as { id: string };
    expect(await pendingOf(email)).toEqual([expect.objectContaining({ id, role: 'catalogue' })]);
    const token = await invitationToken(server, email);

    for (const role of ['operations', 'catalogue', 'partnerships'] as const) {
      const refused = await server.api('DELETE', `/admin/staff/invitations/${id}`, {
        token: staff[role].token,
      });
      expect(refused.status, role).toBe(403);
    }
    // Refused, so nothing changed: the link still works.
    expect((await server.api('GET', `/admin/invitations?token=${token}`)).status).toBe(200);

    const withdrawn = await server.api('DELETE', `/admin/staff/invitations/${id}`, {
      token: staff.owner.token,
    });
    expect(withdrawn.status).toBe(204);
    expect(withdrawn.body).toBeUndefined();
    const link = await server.api('GET', `/admin/invitations?token=${token}`);
    expect(link.status).toBe(410);
    expect(link.body.message).toBe('This invitation was withdrawn. Ask an owner for a new one.');
    const accept = await server.api('POST', '/admin/invitations/accept', {
      body: { token, name: 'Kiran Rao', password: STAFF_PASSWORD },
    });
    expect(accept.status).toBe(410);
    expect(await pendingOf(email)).toEqual([]);
    const again = await server.api('DELETE', `/admin/staff/invitations/${id}`, {
      token: staff.owner.token,
    });
    expect(again.status).toBe(404);

    expect(await auditOf(id)).toEqual([
      expect.objectContaining({
        action: 'staff.invitation.withdraw',
        staff: expect.objectContaining({ email: staff.owner.email }),
        before: { email, role: 'catalogue', withdrawn: false },
        after: { withdrawn: true },
      }),
      expect.objectContaining({
        action: 'staff.invite',
        after: { email, name: 'Kiran', role: 'catalogue' },
      }),
    ]);
  });

  it('ends the earlier invitations when the same address is invited again', async () => {
    const email = 'invited.twice@example.com';
    const first = await server.api('POST', '/admin/staff/invitations', {
      token: staff.owner.token,
      body: { email, role: 'catalogue' },
    });
    const firstToken = await invitationToken(server, email);
    const second = await server.api('POST', '/admin/staff/invitations', {
      token: staff.owner.token,
      body: { email: 'Invited.Twice@Example.com', role: 'operations' },
    });
    expect(second.status).toBe(201);
    const secondToken = await invitationToken(server, 'Invited.Twice@Example.com');
    expect(secondToken).not.toBe(firstToken);

    const pending = (
      (await server.api('GET', '/admin/staff', { token: staff.owner.token })).body.invitations as {
        id: string;
        email: string;
        role: string;
      }[]
    ).filter((i) => i.email.toLowerCase() === email);
    expect(pending).toEqual([
      expect.objectContaining({ id: second.body.invitation.id, role: 'operations' }),
    ]);
    expect((await server.api('GET', `/admin/invitations?token=${firstToken}`)).status).toBe(410);
    const old = await server.api('POST', '/admin/invitations/accept', {
      body: { token: firstToken, name: 'Twice', password: STAFF_PASSWORD },
    });
    expect(old.status).toBe(410);
    expect(await auditOf(first.body.invitation.id)).toEqual([
      expect.objectContaining({
        action: 'staff.invitation.replace',
        before: { email, role: 'catalogue', withdrawn: false },
        after: { withdrawn: true, reason: 'invited again' },
      }),
      expect.objectContaining({ action: 'staff.invite' }),
    ]);
    const joined = await server.api('POST', '/admin/invitations/accept', {
      body: { token: secondToken, name: 'Twice', password: STAFF_PASSWORD },
    });
    expect(joined.status).toBe(201);
    expect(joined.body.staff.role).toBe('operations');
  });

  it('lets an invitation expire after 7 days', async () => {
    const email = 'late.joiner@example.com';
    await server.api('POST', '/admin/staff/invitations', {
      token: staff.owner.token,
      body: { email, role: 'catalogue' },
    });
    const token = await invitationToken(server, email);
    server.clock.advance(8 * 86_400_000);
    const res = await server.api('POST', '/admin/invitations/accept', {
      body: { token, name: 'Late Joiner', password: STAFF_PASSWORD },
    });
    expect(res.status).toBe(410);
    // The sessions were idle too long meanwhile: fresh ones for what follows.
    for (const member of Object.values(staff)) await signInAgain(server, member);
  });

  it('changes a role at once, and a disabled member can no longer sign in or act', async () => {
    const member = await staffMember(server, 'catalogue');
    const me = await server.api('GET', '/admin/auth/me', { token: member.token });
    const id = me.body.staff._id as string;
    const patch = (body: unknown) =>
      server.api('PATCH', `/admin/staff/${id}`, { token: staff.owner.token, body });
    expect((await server.api('GET', '/admin/orders', { token: member.token })).status).toBe(403);
    const promoted = await patch({ role: 'operations' });
    expect(promoted.status).toBe(200);
    expect(promoted.body.message).toBe(`${member.name} is now operations.`);
    expect((await server.api('GET', '/admin/orders', { token: member.token })).status).toBe(200);

    expect((await patch({ disabled: true })).status).toBe(200);
    expect((await server.api('GET', '/admin/auth/me', { token: member.token })).status).toBe(401);
    const login = await server.api('POST', '/admin/auth/login', {
      body: { email: member.email, password: STAFF_PASSWORD },
      headers: fromAddress(someAddress()),
    });
    expect(login.status).toBe(403);
    expect(login.body.message).toBe('This staff account is disabled. Please ask an owner.');
    expect((await patch({ disabled: false })).status).toBe(200);

    const entries = (
      await server.api('GET', `/admin/audit?target=${id}`, { token: staff.owner.token })
    ).body.entries as { action: string; before: unknown; after: unknown }[];
    expect(entries.map((e) => e.action)).toEqual([
      'staff.enable',
      'staff.disable',
      'staff.role',
      'staff.join',
    ]);
    expect(entries[2]).toMatchObject({
      before: { role: 'catalogue' },
      after: { role: 'operations' },
    });
  });

  it('never lets the last owner go, by a role change or by disabling', async () => {
    const fresh = await startTestServer();
    try {
      const owner = await ownerOf(fresh);
      const id = (await fresh.api('GET', '/admin/auth/me', { token: owner.token })).body.staff._id;
      for (const body of [{ role: 'operations' }, { disabled: true }]) {
        const res = await fresh.api('PATCH', `/admin/staff/${id}`, { token: owner.token, body });
        expect(res.status).toBe(409);
        expect(res.body.message).toBe(
          'The shop needs at least one active owner. Make someone else an owner first.',
        );
      }
      // With a second owner, the first may step down.
      const second = await staffMember(fresh, 'operations');
      const secondId = (await fresh.api('GET', '/admin/auth/me', { token: second.token })).body
        .staff._id;
      await fresh.api('PATCH', `/admin/staff/${secondId}`, {
        token: owner.token,
        body: { role: 'owner' },
      });
      const stepped = await fresh.api('PATCH', `/admin/staff/${id}`, {
        token: owner.token,
        body: { role: 'operations' },
      });
      expect(stepped.status).toBe(200);
    } finally {
      await fresh.close();
    }
  });
});

describe('bad input', () => {
  it('is refused with a clear message and changes nothing', async () => {
    const cases: [string, string, unknown, number][] = [
      ['POST', '/admin/staff/invitations', { email: 'x@example.com', role: 'king' }, 400],
      ['POST', '/admin/staff/invitations', { email: 'not-an-email', role: 'owner' }, 400],
      [
        'POST',
        '/admin/staff/invitations',
        { email: 'a@x.in\r\nBcc: evil@x.in', role: 'owner' },
        400,
      ],
      ['POST', '/admin/staff/invitations', { email: 'a@x.in,evil@x.in', role: 'owner' }, 400],
      ['DELETE', '/admin/staff/invitations/not-an-id', undefined, 400],
      ['DELETE', `/admin/staff/invitations/${ZERO}`, undefined, 404],
      ['PATCH', `/admin/staff/${ZERO}`, {}, 400],
      ['PATCH', `/admin/staff/${ZERO}`, { role: 'owner' }, 404],
      ['GET', '/admin/audit?page=0', undefined, 400],
      ['GET', '/admin/audit?from=yesterday', undefined, 400],
    ];
    for (const [method, path, body, status] of cases) {
      const res = await server.api(method, path, { token: staff.owner.token, body });
      expect(res.status, `${method} ${path}`).toBe(status);
      expect(typeof res.body.message).toBe('string');
    }
  });
});
