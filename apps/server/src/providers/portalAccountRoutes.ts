import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { and, eq } from 'drizzle-orm';
import {
  type ProviderInvitationStatus,
  type ProviderKind,
  type ProviderRole,
  type ProviderSessionResponse,
} from '@petverse/api/contract';
import { HttpError } from '../platform/errors';
import { hashPassword, refuseWeakPassword, verifyPassword } from '../accounts/passwords';
import { ACCOUNT_SLOWDOWN_MS, counter, perAddress, refuse } from '../platform/rateLimit';
import { INVALID_CREDENTIALS, loginBody, nameSchema, newPasswordSchema } from '../platform/schemas';
import { tokenHash } from '../staff/staff';
import { INVITATION_USED, byMemberEmail, liveInvitation, providerOf } from './accounts';
import type { ProvidersContext } from './context';
import { providerInvitations, providerMembers, providers } from './tables';

const linkTokenSchema = Type.String({
  minLength: 20,
  maxLength: 200,
  errorMessage: 'The link is incomplete. Please open the whole link you were given.',
});

/** The portal's accounts (`/api/pro/…`): from the mailed invitation to a session, signing in and out. */
export const providerAccountRoutes: FastifyPluginAsyncTypebox<ProvidersContext> = async (
  app,
  ctx,
) => {
  const { db, clock, providerAuth, rateRules } = ctx;
  const signedIn = providerAuth.requireProvider();
  const accountOf = (request: { body: unknown }) =>
    (request.body as { email: string }).email.trim().toLowerCase();
  const fromAddress = counter(
    app,
    rateRules.loginPerAccountAddress,
    (request) => `pro-login:account-ip:${accountOf(request)}:${request.ip}`,
  );
  const fromAnywhere = counter(
    app,
    rateRules.loginPerAccount,
    (request) => `pro-login:account:${accountOf(request)}`,
  );
  const loginLimit = perAddress('pro-login', rateRules.loginPerAddress, 'sign-in attempts');

  const sessionAnswer = async (memberId: string): Promise<ProviderSessionResponse> => {
    const [row] = await db
      .select({ member: providerMembers, provider: providers })
      .from(providerMembers)
      .innerJoin(providers, eq(providers.id, providerMembers.providerId))
      .where(eq(providerMembers.id, memberId));
    const { member, provider } = row!;
    return {
      token: await providerAuth.signIn(memberId),
      provider: { id: provider.id, kind: provider.kind as ProviderKind, name: provider.name },
      member: { name: member.name, email: member.email, role: member.role as ProviderRole },
    };
  };

  // ---- From the mailed invitation to an account -----------------------------------------------

  app.get(
    '/pro/invite',
    { schema: { querystring: Type.Object({ token: linkTokenSchema }) } },
    async (request): Promise<ProviderInvitationStatus> => {
      const live = await liveInvitation(db, request.query.token, clock());
      return live
        ? { usable: true, providerName: live.providerName, email: live.invitation.email }
        : { usable: false };
    },
  );

  app.post(
    '/pro/invite',
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
    async (request, reply): Promise<ProviderSessionResponse> => {
      const { token, name, password } = request.body;
      const live = await liveInvitation(db, token, clock());
      if (!live) throw new HttpError(410, INVITATION_USED);
      const { invitation } = live;
      await refuseWeakPassword(password, [name, invitation.email]);
      const passwordHash = await hashPassword(password);
      const memberId = await db.transaction(async (tx) => {
        // Taken once: the row is claimed before the account is made.
        const [claimed] = await tx
          .update(providerInvitations)
          .set({ usedAt: clock() })
          .where(
            and(
              eq(providerInvitations.tokenHash, tokenHash(token)),
              eq(providerInvitations.id, invitation.id),
            ),
          )
          .returning({ usedAt: providerInvitations.usedAt });
        if (!claimed) throw new HttpError(410, INVITATION_USED);
        const [taken] = await tx
          .select({ id: providerMembers.id })
          .from(providerMembers)
          .where(byMemberEmail(invitation.email));
        if (taken)
          throw new HttpError(
            409,
            'A provider account with this email already exists. Please sign in instead.',
          );
        const [member] = await tx
          .insert(providerMembers)
          .values({
            providerId: invitation.providerId,
            name: name.trim(),
            email: invitation.email,
            passwordHash,
            role: invitation.role,
          })
          .returning({ id: providerMembers.id });
        if (invitation.role === 'owner')
          await tx
            .update(providers)
            .set({ status: 'active' })
            .where(and(eq(providers.id, invitation.providerId), eq(providers.status, 'invited')));
        return member!.id;
      });
      void reply.status(201);
      return sessionAnswer(memberId);
    },
  );

  // ---- Signing in and out ---------------------------------------------------------------------

  app.post(
    '/pro/auth/login',
    { config: { rateLimit: loginLimit }, schema: { body: loginBody } },
    async (request): Promise<ProviderSessionResponse> => {
      const { email, password } = request.body;
      refuse('sign-in attempts', await fromAddress(request));
      if ((await fromAnywhere(request)).exceeded)
        await new Promise((resolve) => setTimeout(resolve, ACCOUNT_SLOWDOWN_MS));
      const [row] = await db.select().from(providerMembers).where(byMemberEmail(email)).limit(1);
      const ok = await verifyPassword(row?.passwordHash, password);
      if (!row || !ok) throw new HttpError(401, INVALID_CREDENTIALS);
      if (row.disabledAt)
        throw new HttpError(403, 'This account is disabled. Please ask your team’s owner.');
      return sessionAnswer(row.id);
    },
  );

  app.post('/pro/auth/logout', { onRequest: signedIn }, async (request, reply) => {
    await providerAuth.signOut(request);
    return reply.status(204).send();
  });

  app.get('/pro/auth/me', { onRequest: signedIn }, async (request) => {
    const me = providerOf(request);
    return {
      provider: { id: me.providerId, kind: me.kind, name: me.providerName },
      member: { name: me.name, email: me.email, role: me.role },
    };
  });
};
