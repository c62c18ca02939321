import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { and, asc, desc, eq, gt, gte, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import {
  INVITATION_DAYS,
  ROLE_DESCRIPTIONS,
  STAFF_ROLES,
  type AuditResponse,
  type InvitationResponse,
  type InviteStaffResponse,
  type MessageResponse,
  type SetupStatusResponse,
  type StaffInvitation,
  type StaffListResponse,
  type StaffMeResponse,
  type StaffRole,
  type StaffSessionResponse,
} from '@petverse/api/contract';
import { auditLog, staff, staffSessions, staffTokens } from './tables';
import { HttpError, badRequest, notFound } from '../platform/errors';
import { mailAddress } from '../platform/mailAddress';
import { hashPassword, refuseWeakPassword, verifyPassword } from '../accounts/passwords';
import { ACCOUNT_SLOWDOWN_MS, counter, perAddress, refuse } from '../platform/rateLimit';
import {
  INVALID_CREDENTIALS,
  INVALID_EMAIL,
  emailSchema,
  idParams,
  loginBody,
  nameSchema,
  newPasswordSchema,
  oneOf,
} from '../platform/schemas';
import {
  ANY_STAFF,
  activeOwners,
  audit,
  randomToken,
  staffOf,
  toStaffMember,
  tokenHash,
  type SignedInStaff,
} from './staff';
import { dayEnd, dayStart, isoDate, pageOf, paged, startsWith } from './paging';
import type { AdminContext } from './context';

const LINK_USED = 'This link has expired or was already used. Ask an owner for a new one.';
const LAST_OWNER = 'The shop needs at least one active owner. Make someone else an owner first.';
const linkTokenSchema = Type.String({
  minLength: 20,
  maxLength: 200,
  errorMessage: 'The link is incomplete. Please open the whole link you were given.',
});
const roleSchema = oneOf(STAFF_ROLES, {
  errorMessage: `role must be one of ${STAFF_ROLES.join(', ')}.`,
});
const INVITATION_WITHDRAWN = 'This invitation was withdrawn. Ask an owner for a new one.';
/** Invitations that can still be used at `now`: not used, not withdrawn, not expired. */
const openInvitations = (now: Date) =>
  and(
    eq(staffTokens.kind, 'invitation'),
    isNull(staffTokens.usedAt),
    isNull(staffTokens.withdrawnAt),
    gt(staffTokens.expiresAt, now),
  );
/** An open invitation as the back office lists it. */
const toInvitation = (row: typeof staffTokens.$inferSelect): StaffInvitation => ({
  id: row.id,
  email: row.email!,
  name: row.name,
  role: row.role as StaffRole,
  createdAt: new Date(row.createdAt).toISOString(),
  expiresAt: new Date(row.expiresAt!).toISOString(),
});
const byEmail = (email: string) => sql`lower(${staff.email}) = ${email.trim().toLowerCase()}`;
const sessionAnswer = (token: string, member: SignedInStaff): StaffSessionResponse => ({
  token,
  staff: { name: member.name, email: member.email, role: member.role },
});

/** The first owner, signing in and out, staff and their roles, invitations, and the audit log. */
export const staffRoutes: FastifyPluginAsyncTypebox<AdminContext> = async (app, ctx) => {
  const { db, clock, staffAuth, mailer, rateRules, publicUrl } = ctx;
  const accountOf = (request: { body: unknown }) =>
    (request.body as { email: string }).email.trim().toLowerCase();
  // The same limits as a pet parent's login: per address, per account from one address (429),
  // and per account from anywhere a slow-down, never a refusal.
  const fromAddress = counter(
    app,
    rateRules.loginPerAccountAddress,
    (request) => `staff-login:account-ip:${accountOf(request)}:${request.ip}`,
  );
  const fromAnywhere = counter(
    app,
    rateRules.loginPerAccount,
    (request) => `staff-login:account:${accountOf(request)}`,
  );
  const loginLimit = perAddress('staff-login', rateRules.loginPerAddress, 'sign-in attempts');

  // ---- The first owner, from the one-time link the start-up log prints -----------------------

  app.get(
    '/setup',
    { schema: { querystring: Type.Object({ token: linkTokenSchema }) } },
    async (request): Promise<SetupStatusResponse> => {
      if ((await owners()) > 0) return { usable: false };
      const [row] = await db
        .select({ kind: staffTokens.kind })
        .from(staffTokens)
        .where(
          and(
            eq(staffTokens.tokenHash, tokenHash(request.query.token)),
            eq(staffTokens.kind, 'setup'),
            isNull(staffTokens.usedAt),
            gt(staffTokens.expiresAt, clock()),
          ),
        )
        .limit(1);
      return { usable: Boolean(row) };
    },
  );

  /** Every owner ever made, disabled ones included: the setup link works only before the first. */
  const owners = async () => {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(staff)
      .where(eq(staff.role, 'owner'));
    return row?.n ?? 0;
  };

  app.post(
    '/setup',
    {
      config: { rateLimit: loginLimit },
      schema: {
        body: Type.Object({
          token: linkTokenSchema,
          name: nameSchema,
          email: emailSchema,
          password: newPasswordSchema(),
        }),
      },
    },
    async (request, reply): Promise<StaffSessionResponse> => {
      const { token, name, email, password } = request.body;
      await refuseWeakPassword(password, [name, email]);
      const passwordHash = await hashPassword(password);
      const member = await db.transaction(async (tx) => {
        // Every setup link dies at once; of two at the same time, the second finds none left.
        const used = await tx
          .update(staffTokens)
          .set({ usedAt: clock() })
          .where(and(eq(staffTokens.kind, 'setup'), isNull(staffTokens.usedAt)))
          .returning({ tokenHash: staffTokens.tokenHash, expiresAt: staffTokens.expiresAt });
        const mine = used.find((row) => row.tokenHash === tokenHash(token));
        if (!mine || (mine.expiresAt && mine.expiresAt <= clock()))
          throw new HttpError(
            410,
            'This setup link was already used or has expired. Restart the server for a new one, or sign in.',
          );
        const [existing] = await tx
          .select({ id: staff.id })
          .from(staff)
          .where(eq(staff.role, 'owner'))
          .limit(1);
        if (existing)
          throw new HttpError(409, 'The back office already has an owner. Please sign in.');
        const [row] = await tx
          .insert(staff)
          .values({ name: name.trim(), email: email.trim(), passwordHash, role: 'owner' })
          .returning();
        const created: SignedInStaff = {
          id: row!.id,
          name: row!.name,
          email: row!.email,
          role: 'owner',
        };
        await audit(tx, created, {
          action: 'staff.setup',
          targetType: 'staff',
          targetId: created.id,
          after: { name: created.name, email: created.email, role: 'owner' },
        });
        return created;
      });
      request.log.info({ staffId: member.id }, 'the first owner was created');
      void reply.status(201);
      return sessionAnswer(await staffAuth.signIn(member.id), member);
    },
  );

  // ---- Signing in and out --------------------------------------------------------------------

  app.post(
    '/auth/login',
    {
      config: { rateLimit: loginLimit },
      schema: {
        body: loginBody,
      },
    },
    async (request): Promise<StaffSessionResponse> => {
      const { email, password } = request.body;
      refuse('sign-in attempts', await fromAddress(request));
      if ((await fromAnywhere(request)).exceeded)
        await new Promise((resolve) => setTimeout(resolve, ACCOUNT_SLOWDOWN_MS));
      const [row] = await db.select().from(staff).where(byEmail(email)).limit(1);
      const ok = await verifyPassword(row?.passwordHash, password);
      if (!row || !ok) throw new HttpError(401, INVALID_CREDENTIALS);
      if (row.disabledAt)
        throw new HttpError(403, 'This staff account is disabled. Please ask an owner.');
      const member = toStaffMember(row);
      return sessionAnswer(await staffAuth.signIn(row.id), {
        id: row.id,
        name: member.name,
        email: member.email,
        role: member.role,
      });
    },
  );

  app.post(
    '/auth/logout',
    { onRequest: staffAuth.requireStaff(ANY_STAFF) },
    async (request): Promise<MessageResponse> => {
      await staffAuth.signOut(request);
      return { message: 'Signed out.' };
    },
  );

  app.get(
    '/auth/me',
    { onRequest: staffAuth.requireStaff(ANY_STAFF) },
    async (request): Promise<StaffMeResponse> => {
      const [row] = await db
        .select()
        .from(staff)
        .where(eq(staff.id, staffOf(request).id));
      if (!row) throw notFound('Staff member not found');
      return { staff: toStaffMember(row) };
    },
  );

  // ---- Staff, roles and invitations (owners) -------------------------------------------------

  const owner = staffAuth.requireStaff('staff');

  const staffList = async (): Promise<StaffListResponse> => {
    const [members, invitations] = await Promise.all([
      db.select().from(staff).orderBy(asc(staff.createdAt), asc(staff.id)),
      db
        .select()
        .from(staffTokens)
        .where(
          and(
            eq(staffTokens.kind, 'invitation'),
            isNull(staffTokens.usedAt),
            isNull(staffTokens.withdrawnAt),
            gt(staffTokens.expiresAt, clock()),
          ),
        )
        .orderBy(desc(staffTokens.createdAt)),
    ]);
    return { staff: members.map(toStaffMember), invitations: invitations.map(toInvitation) };
  };

  app.get('/staff', { onRequest: owner }, async (): Promise<StaffListResponse> => staffList());

  app.post(
    '/staff/invitations',
    {
      onRequest: owner,
      schema: {
        body: Type.Object({
          email: emailSchema,
          name: Type.Optional(nameSchema),
          role: roleSchema,
        }),
      },
    },
    async (request, reply): Promise<InviteStaffResponse> => {
      const who = staffOf(request);
      const { email, name, role } = request.body;
      // emailSchema holds the same rule; the mail needs the checked address itself.
      const to = mailAddress(email, name);
      if (!to) throw badRequest(INVALID_EMAIL);
      const [taken] = await db.select({ id: staff.id }).from(staff).where(byEmail(email)).limit(1);
      if (taken) throw new HttpError(409, 'Someone on the staff already has this email.');
      const token = randomToken();
      const now = clock();
      const expiresAt = new Date(now.getTime() + INVITATION_DAYS * 86_400_000);
      const invitation = await db.transaction(async (tx) => {
        // One open invitation per address: a new one ends the earlier ones (a role changed, a
        // mail lost), each on the audit log, so an old link cannot make someone of the old role.
        const ended = await tx
          .update(staffTokens)
          .set({ withdrawnAt: now })
          .where(
            and(
              openInvitations(now),
              sql`lower(${staffTokens.email}) = ${to.address.toLowerCase()}`,
            ),
          )
          .returning();
        for (const earlier of ended)
          await audit(tx, who, {
            action: 'staff.invitation.replace',
            targetType: 'invitation',
            targetId: earlier.id,
            before: { email: earlier.email, role: earlier.role, withdrawn: false },
            after: { withdrawn: true, reason: 'invited again' },
          });
        const [row] = await tx
          .insert(staffTokens)
          .values({
            tokenHash: tokenHash(token),
            kind: 'invitation',
            email: to.address,
            name: name?.trim() ?? null,
            role,
            createdBy: who.id,
            expiresAt,
          })
          .returning();
        await audit(tx, who, {
          action: 'staff.invite',
          targetType: 'invitation',
          targetId: row!.id,
          after: { email: to.address, name: name?.trim() ?? null, role },
        });
        return toInvitation(row!);
      });
      const link = `${publicUrl}/admin/invite?token=${token}`;
      await mailer.send(
        {
          to,
          subject: 'You are invited to the Petverse back office',
          text: [
            `Hello${name ? ` ${name.trim()}` : ''},`,
            '',
            `${who.name} invited you to the Petverse back office as ${role}: ${ROLE_DESCRIPTIONS[role]}`,
            '',
            `Choose your password and sign in here (the link works for ${INVITATION_DAYS} days, once):`,
            link,
            '',
            'If you did not expect this, you can ignore this mail.',
          ].join('\n'),
        },
        request.log,
      );
      void reply.status(201);
      return { message: `Invitation sent to ${to.address}.`, invitation };
    },
  );

  app.delete(
    '/staff/invitations/:id',
    { onRequest: owner, schema: { params: idParams } },
    async (request, reply) => {
      const who = staffOf(request);
      const now = clock();
      await db.transaction(async (tx) => {
        const [row] = await tx
          .update(staffTokens)
          .set({ withdrawnAt: now })
          .where(and(openInvitations(now), eq(staffTokens.id, request.params.id)))
          .returning();
        if (!row)
          throw notFound('No open invitation with this id: it was used, withdrawn or has expired.');
        await audit(tx, who, {
          action: 'staff.invitation.withdraw',
          targetType: 'invitation',
          targetId: row.id,
          before: { email: row.email, role: row.role, withdrawn: false },
          after: { withdrawn: true },
        });
      });
      return reply.status(204).send();
    },
  );

  /** The invitation a token names, while it can still be used. */
  const openInvitation = async (token: string) => {
    const [row] = await db
      .select()
      .from(staffTokens)
      .where(and(eq(staffTokens.tokenHash, tokenHash(token)), eq(staffTokens.kind, 'invitation')))
      .limit(1);
    if (row?.withdrawnAt) throw new HttpError(410, INVITATION_WITHDRAWN);
    if (!row || row.usedAt || !row.expiresAt || row.expiresAt <= clock())
      throw new HttpError(410, LINK_USED);
    return row;
  };

  app.get(
    '/invitations',
    { schema: { querystring: Type.Object({ token: linkTokenSchema }) } },
    async (request): Promise<InvitationResponse> => {
      const row = await openInvitation(request.query.token);
      return { email: row.email!, name: row.name, role: row.role as StaffRole };
    },
  );

  app.post(
    '/invitations/accept',
    {
      config: { rateLimit: loginLimit },
      schema: {
        body: Type.Object({
          token: linkTokenSchema,
          name: nameSchema,
          password: newPasswordSchema(),
        }),
      },
    },
    async (request, reply): Promise<StaffSessionResponse> => {
      const { token, name, password } = request.body;
      const invitation = await openInvitation(token);
      await refuseWeakPassword(password, [name, invitation.email!]);
      const passwordHash = await hashPassword(password);
      const member = await db.transaction(async (tx) => {
        // Still open as it is taken: withdrawn or replaced meanwhile, it makes nobody.
        const [used] = await tx
          .update(staffTokens)
          .set({ usedAt: clock() })
          .where(and(eq(staffTokens.tokenHash, invitation.tokenHash), openInvitations(clock())))
          .returning({ role: staffTokens.role, email: staffTokens.email });
        if (!used) throw new HttpError(410, LINK_USED);
        const [row] = await tx
          .insert(staff)
          .values({ name: name.trim(), email: used.email!, passwordHash, role: used.role! })
          .onConflictDoNothing()
          .returning();
        if (!row) throw new HttpError(409, 'Someone on the staff already has this email.');
        const joined: SignedInStaff = {
          id: row.id,
          name: row.name,
          email: row.email,
          role: row.role as StaffRole,
        };
        await audit(tx, joined, {
          action: 'staff.join',
          targetType: 'staff',
          targetId: row.id,
          after: { name: row.name, email: row.email, role: row.role },
        });
        return joined;
      });
      void reply.status(201);
      return sessionAnswer(await staffAuth.signIn(member.id), member);
    },
  );

  app.patch(
    '/staff/:id',
    {
      onRequest: owner,
      schema: {
        params: idParams,
        body: Type.Object(
          {
            role: Type.Optional(roleSchema),
            disabled: Type.Optional(
              Type.Boolean({ errorMessage: 'disabled must be true or false.' }),
            ),
          },
          { minProperties: 1, errorMessage: { minProperties: 'Send a role or disabled.' } },
        ),
      },
    },
    async (request): Promise<StaffListResponse & { message: string }> => {
      const who = staffOf(request);
      const { id } = request.params;
      const { role, disabled } = request.body;
      const message = await db.transaction(async (tx) => {
        // Owners are counted under a lock on them all, so two owners cannot demote each other
        // at the same time and leave the shop with none.
        await tx.select({ id: staff.id }).from(staff).where(eq(staff.role, 'owner')).for('update');
        const [before] = await tx.select().from(staff).where(eq(staff.id, id)).for('update');
        if (!before) throw notFound('Staff member not found');
        const next = {
          role: role ?? before.role,
          disabledAt: disabled === undefined ? before.disabledAt : disabled ? clock() : null,
        };
        const wasActiveOwner = before.role === 'owner' && !before.disabledAt;
        const staysActiveOwner = next.role === 'owner' && !next.disabledAt;
        if (wasActiveOwner && !staysActiveOwner && (await activeOwners(tx)) <= 1)
          throw new HttpError(409, LAST_OWNER);
        await tx
          .update(staff)
          .set({ ...next, updatedAt: clock() })
          .where(eq(staff.id, id));
        if (next.disabledAt) await tx.delete(staffSessions).where(eq(staffSessions.staffId, id));
        const changes: string[] = [];
        if (role !== undefined && role !== before.role) {
          changes.push(`is now ${role}`);
          await audit(tx, who, {
            action: 'staff.role',
            targetType: 'staff',
            targetId: id,
            before: { role: before.role },
            after: { role },
          });
        }
        if (disabled !== undefined && disabled !== Boolean(before.disabledAt)) {
          changes.push(disabled ? 'is disabled' : 'can sign in again');
          await audit(tx, who, {
            action: disabled ? 'staff.disable' : 'staff.enable',
            targetType: 'staff',
            targetId: id,
            before: { disabled: Boolean(before.disabledAt) },
            after: { disabled },
          });
        }
        return changes.length ? `${before.name} ${changes.join(' and ')}.` : 'Nothing changed.';
      });
      return { ...(await staffList()), message };
    },
  );

  // ---- The audit log (owners; read only: no route changes or removes an entry) ---------------

  app.get(
    '/audit',
    {
      onRequest: staffAuth.requireStaff('audit'),
      schema: {
        querystring: Type.Object({
          ...pageOf(50, 200),
          staff: Type.Optional(
            Type.String({ format: 'uuid', errorMessage: 'staff must be an id' }),
          ),
          action: Type.Optional(Type.String({ maxLength: 60 })),
          target: Type.Optional(Type.String({ maxLength: 100 })),
          from: Type.Optional(isoDate('from')),
          to: Type.Optional(isoDate('to')),
        }),
      },
    },
    async (request): Promise<AuditResponse> => {
      const q = request.query;
      const where: (SQL | undefined)[] = [
        q.staff ? eq(auditLog.staffId, q.staff) : undefined,
        q.action ? sql`${auditLog.action} like ${startsWith(q.action)}` : undefined,
        q.target ? eq(auditLog.targetId, q.target) : undefined,
        q.from ? gte(auditLog.at, dayStart(q.from)) : undefined,
        q.to ? lte(auditLog.at, dayEnd(q.to)) : undefined,
      ];
      const filter = and(...where);
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(auditLog)
          .where(filter)
          .orderBy(desc(auditLog.at), desc(auditLog.id))
          .limit(q.limit)
          .offset((q.page - 1) * q.limit),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(auditLog)
          .where(filter),
      ]);
      return {
        entries: rows.map((r) => ({
          _id: r.id,
          at: new Date(r.at).toISOString(),
          staff: { _id: r.staffId, name: r.staffName, email: r.staffEmail },
          action: r.action,
          target: { type: r.targetType, id: r.targetId },
          before: r.before,
          after: r.after,
        })),
        pagination: paged(q.page, q.limit, count?.n ?? 0),
      };
    },
  );
};

/** Who is known by these ids (for "by" columns): id → name. */
export async function staffNames(
  db: AdminContext['db'],
  ids: readonly (string | null)[],
): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (!wanted.length) return new Map();
  const rows = await db
    .select({ id: staff.id, name: staff.name })
    .from(staff)
    .where(inArray(staff.id, wanted));
  return new Map(rows.map((r) => [r.id, r.name]));
}
