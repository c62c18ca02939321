import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type {
  MessageResponse,
  SetupStatusResponse,
  StaffMeResponse,
  StaffSessionResponse,
} from '@petverse/api/contract';
import { staff, staffTokens } from './tables';
import { HttpError, notFound } from '../platform/errors';
import { hashPassword, refuseWeakPassword, verifyPassword } from '../accounts/passwords';
import { ACCOUNT_SLOWDOWN_MS, counter, refuse } from '../platform/rateLimit';
import {
  INVALID_CREDENTIALS,
  emailSchema,
  loginBody,
  nameSchema,
  newPasswordSchema,
} from '../platform/schemas';
import { ANY_STAFF, audit, staffOf, toStaffMember, tokenHash, type SignedInStaff } from './staff';
import { byEmail, linkTokenSchema, sessionAnswer, staffLoginLimit } from './accounts';
import type { AdminContext } from './context';

/** The first owner, and signing in and out. */
export const sessionRoutes: FastifyPluginAsyncTypebox<AdminContext> = async (app, ctx) => {
  const { db, clock, staffAuth, rateRules } = ctx;
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
  const loginLimit = staffLoginLimit(ctx);

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
};
