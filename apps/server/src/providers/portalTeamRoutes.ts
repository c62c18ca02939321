import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  PROVIDER_INVITATION_DAYS,
  PROVIDER_ROLES,
  type ProviderRole,
  type TeamInvitation,
  type TeamMember,
  type TeamResponse,
} from '@petverse/api/contract';
import { HttpError, badRequest, notFound } from '../platform/errors';
import { mailAddress } from '../platform/mailAddress';
import { emailSchema, idParams, oneOf } from '../platform/schemas';
import { byMemberEmail, invitationUrl, invite, providerOf } from './accounts';
import type { ProvidersContext } from './context';
import { providerInvitations, providerMembers, providerSessions } from './tables';

const roleSchema = oneOf(PROVIDER_ROLES, { errorMessage: 'role is owner or member.' });

/**
 * The provider's team (`/api/pro/team…`, issue 52 item 1): everyone reads it; its owners invite
 * people by mail (a clinic's doctors, a groomer's staff), withdraw an invitation, change a
 * member's role and disable or enable an account. An owner cannot lock themself out, and a team
 * always keeps one enabled owner.
 */
export const providerTeamRoutes: FastifyPluginAsyncTypebox<ProvidersContext> = async (app, ctx) => {
  const { db, clock, providerAuth, mailer, publicUrl } = ctx;
  const signedIn = providerAuth.requireProvider();
  const ownerOnly = providerAuth.requireProvider('owner');

  const teamOf = async (providerId: string, memberId: string): Promise<TeamResponse> => {
    const members = await db
      .select()
      .from(providerMembers)
      .where(eq(providerMembers.providerId, providerId))
      .orderBy(asc(providerMembers.createdAt), asc(providerMembers.name));
    const open = await db
      .select()
      .from(providerInvitations)
      .where(
        and(
          eq(providerInvitations.providerId, providerId),
          isNull(providerInvitations.usedAt),
          isNull(providerInvitations.revokedAt),
          gt(providerInvitations.expiresAt, clock()),
        ),
      )
      .orderBy(asc(providerInvitations.createdAt));
    return {
      members: members.map((m): TeamMember => ({
        id: m.id,
        name: m.name,
        email: m.email,
        role: m.role as ProviderRole,
        disabled: m.disabledAt !== null,
        you: m.id === memberId,
      })),
      invitations: open.map((i): TeamInvitation => ({
        id: i.id,
        email: i.email,
        role: i.role as ProviderRole,
        expiresAt: new Date(i.expiresAt).toISOString(),
      })),
    };
  };

  app.get('/pro/team', { onRequest: signedIn }, async (request) => {
    const me = providerOf(request);
    return teamOf(me.providerId, me.memberId);
  });

  app.post(
    '/pro/team/invitations',
    {
      onRequest: ownerOnly,
      schema: { body: Type.Object({ email: emailSchema, role: roleSchema }) },
    },
    async (request, reply) => {
      const me = providerOf(request);
      const { role } = request.body;
      const email = request.body.email.trim();
      const to = mailAddress(email);
      if (!to) throw badRequest('Please give an email address we can send the invitation to.');
      const [taken] = await db
        .select({ id: providerMembers.id })
        .from(providerMembers)
        .where(byMemberEmail(email))
        .limit(1);
      if (taken) throw new HttpError(409, 'This email already has a provider account on Petverse.');
      const { id, token } = await db.transaction((tx) =>
        invite(tx, { providerId: me.providerId, email, role, now: clock() }),
      );
      await mailer.send(
        {
          to,
          subject: `${me.providerName} invites you to Petverse’s provider portal`,
          text: [
            'Hello,',
            '',
            `${me.name} invited you to ${me.providerName}’s team on Petverse as ${role === 'owner' ? 'an owner: you can change its hours, listing and team' : 'a member: you can see and handle its bookings'}.`,
            '',
            `Choose your password and sign in here (the link works once, for ${PROVIDER_INVITATION_DAYS} days):`,
            invitationUrl(publicUrl, token),
            '',
            'If you did not expect this, you can ignore this mail.',
            '',
            `Petverse — ${publicUrl}`,
          ].join('\n'),
        },
        request.log,
      );
      request.log.info({ provider: me.providerId, invitation: id }, 'provider team invitation');
      void reply.status(201);
      return {
        message: `Invitation sent to ${to.address}.`,
        team: await teamOf(me.providerId, me.memberId),
      };
    },
  );

  app.delete(
    '/pro/team/invitations/:id',
    { onRequest: ownerOnly, schema: { params: idParams } },
    async (request) => {
      const me = providerOf(request);
      const [row] = await db
        .update(providerInvitations)
        .set({ revokedAt: clock() })
        .where(
          and(
            eq(providerInvitations.id, request.params.id),
            eq(providerInvitations.providerId, me.providerId),
            isNull(providerInvitations.usedAt),
            isNull(providerInvitations.revokedAt),
          ),
        )
        .returning({ id: providerInvitations.id });
      if (!row) throw notFound('Invitation not found, or already used or withdrawn');
      return {
        message: 'Invitation withdrawn: its link no longer works.',
        team: await teamOf(me.providerId, me.memberId),
      };
    },
  );

  app.patch(
    '/pro/team/members/:id',
    {
      onRequest: ownerOnly,
      schema: {
        params: idParams,
        body: Type.Object({
          role: Type.Optional(roleSchema),
          disabled: Type.Optional(Type.Boolean({ errorMessage: 'disabled is true or false.' })),
        }),
      },
    },
    async (request) => {
      const me = providerOf(request);
      const { id } = request.params;
      const { role, disabled } = request.body;
      if (role === undefined && disabled === undefined)
        throw badRequest('Say what changes: role, disabled, or both.');
      if (id === me.memberId && (disabled === true || role === 'member'))
        throw new HttpError(
          409,
          'You cannot disable your own account or give up your own ownership. Ask another owner.',
        );
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(providerMembers)
          .where(and(eq(providerMembers.id, id), eq(providerMembers.providerId, me.providerId)))
          .for('update');
        if (!row) throw notFound('Team member not found');
        await tx
          .update(providerMembers)
          .set({
            ...(role ? { role } : {}),
            ...(disabled === undefined
              ? {}
              : { disabledAt: disabled ? (row.disabledAt ?? clock()) : null }),
          })
          .where(eq(providerMembers.id, id));
        // A disabled account is signed out everywhere at once.
        if (disabled) await tx.delete(providerSessions).where(eq(providerSessions.memberId, id));
        const [{ owners }] = (await tx
          .select({ owners: sql<number>`count(*)::int` })
          .from(providerMembers)
          .where(
            and(
              eq(providerMembers.providerId, me.providerId),
              eq(providerMembers.role, 'owner'),
              isNull(providerMembers.disabledAt),
            ),
          )) as [{ owners: number }];
        if (owners < 1)
          throw new HttpError(409, 'A team keeps at least one owner who can sign in.');
      });
      request.log.info({ provider: me.providerId, member: id, role, disabled }, 'team changed');
      return { message: 'Team member updated.', team: await teamOf(me.providerId, me.memberId) };
    },
  );
};
