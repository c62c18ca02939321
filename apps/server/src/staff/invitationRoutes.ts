import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { and, eq, sql } from 'drizzle-orm';
import {
  INVITATION_DAYS,
  ROLE_DESCRIPTIONS,
  type InvitationResponse,
  type InviteStaffResponse,
  type StaffRole,
  type StaffSessionResponse,
} from '@petverse/api/contract';
import { staff, staffTokens } from './tables';
import { HttpError, badRequest, notFound } from '../platform/errors';
import { mailAddress } from '../platform/mailAddress';
import { hashPassword, refuseWeakPassword } from '../accounts/passwords';
import {
  INVALID_EMAIL,
  emailSchema,
  idParams,
  nameSchema,
  newPasswordSchema,
} from '../platform/schemas';
import { audit, randomToken, staffOf, tokenHash, type SignedInStaff } from './staff';
import {
  INVITATION_WITHDRAWN,
  LINK_USED,
  byEmail,
  linkTokenSchema,
  openInvitations,
  roleSchema,
  sessionAnswer,
  staffLoginLimit,
  toInvitation,
} from './accounts';
import type { AdminContext } from './context';

/** Invitations (owners send and withdraw them) and joining by one. */
export const invitationRoutes: FastifyPluginAsyncTypebox<AdminContext> = async (app, ctx) => {
  const { db, clock, staffAuth, mailer, publicUrl } = ctx;
  const owner = staffAuth.requireStaff('staff');
  const loginLimit = staffLoginLimit(ctx);

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
};
