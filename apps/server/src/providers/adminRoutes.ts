import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { and, asc, desc, eq } from 'drizzle-orm';
import {
  PROVIDER_INVITATION_DAYS,
  type AdminProvider,
  type AdminProvidersResponse,
  type ProviderKind,
  type ProviderStatus,
} from '@petverse/api/contract';
import { HttpError, badRequest, notFound } from '../platform/errors';
import { emailSchema, idParams, oneOf } from '../platform/schemas';
import { mailAddress } from '../platform/mailAddress';
import { byMemberEmail, invitationUrl, invite } from './accounts';
import { audit, staffOf } from '../staff/staff';
import type { ProvidersContext } from './context';
import { statementOf } from './statement';
import { providerMembers, providerPayouts, providers } from './tables';
import { monthSchema, statementFormat } from './schemas';
import { sendStatement } from './statementReply';

/** The back office's providers (the partnerships area): list, suspend, commission, payouts. */
export const providerAdminRoutes: FastifyPluginAsyncTypebox<ProvidersContext> = async (
  app,
  { db, clock, staffAuth, mailer, publicUrl },
) => {
  const partnerships = staffAuth.requireStaff('registrations');

  app.get(
    '/admin/providers',
    { onRequest: partnerships },
    async (): Promise<AdminProvidersResponse> => {
      const rows = await db.select().from(providers).orderBy(asc(providers.name));
      // Each provider's owner: the first owner account its team made.
      const owners = new Map<string, string>();
      for (const m of await db
        .select({ providerId: providerMembers.providerId, email: providerMembers.email })
        .from(providerMembers)
        .where(eq(providerMembers.role, 'owner'))
        .orderBy(desc(providerMembers.createdAt)))
        owners.set(m.providerId, m.email);
      return {
        providers: rows.map((p): AdminProvider => ({
          id: p.id,
          kind: p.kind as ProviderKind,
          name: p.name,
          city: p.city,
          status: p.status as ProviderStatus,
          commissionPercent: p.commissionBps / 100,
          owner: owners.get(p.id) ?? null,
          demo: p.seedKey !== null,
          createdAt: new Date(p.createdAt).toISOString(),
        })),
      };
    },
  );

  // A provider without an owner (a demo provider of the seed, or an invitation that lapsed) gets
  // one: the operator invites an address, which becomes the owner when it accepts.
  app.post(
    '/admin/providers/:id/owner-invitation',
    {
      onRequest: partnerships,
      schema: { params: idParams, body: Type.Object({ email: emailSchema }) },
    },
    async (request, reply) => {
      const who = staffOf(request);
      const email = request.body.email.trim();
      const to = mailAddress(email);
      if (!to) throw badRequest('Please give an email address we can send the invitation to.');
      const link = await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(providers)
          .where(eq(providers.id, request.params.id))
          .for('update');
        if (!row) throw notFound('Provider not found');
        const [owner] = await tx
          .select({ id: providerMembers.id })
          .from(providerMembers)
          .where(and(eq(providerMembers.providerId, row.id), eq(providerMembers.role, 'owner')))
          .limit(1);
        if (owner)
          throw new HttpError(409, 'This provider has an owner: they invite their own team.');
        const [taken] = await tx
          .select({ id: providerMembers.id })
          .from(providerMembers)
          .where(byMemberEmail(email))
          .limit(1);
        if (taken) throw new HttpError(409, 'This email already has a provider account.');
        const { token } = await invite(tx, {
          providerId: row.id,
          email,
          role: 'owner',
          now: clock(),
        });
        await audit(tx, who, {
          action: 'provider.invite-owner',
          targetType: 'provider',
          targetId: row.id,
          after: { email, role: 'owner' },
        });
        return { url: invitationUrl(publicUrl, token), name: row.name };
      });
      await mailer.send(
        {
          to,
          subject: `Run ${link.name} on Petverse`,
          text: [
            'Hello,',
            '',
            `Petverse invites you to run ${link.name} in our provider portal: your hours, your listing, your team and the bookings pet parents make.`,
            '',
            `Open this link to make your account (it works once, for ${PROVIDER_INVITATION_DAYS} days):`,
            link.url,
            '',
            `Petverse — ${publicUrl}`,
          ].join('\n'),
        },
        request.log,
      );
      void reply.status(201);
      return { message: `${to.address} was invited to own ${link.name}.` };
    },
  );

  app.patch(
    '/admin/providers/:id',
    {
      onRequest: partnerships,
      schema: {
        params: idParams,
        body: Type.Object({
          status: Type.Optional(
            oneOf(['active', 'suspended'] as const, {
              errorMessage: 'status must be active or suspended.',
            }),
          ),
          commissionPercent: Type.Optional(
            Type.Number({
              minimum: 0,
              maximum: 50,
              multipleOf: 0.01,
              errorMessage: 'commissionPercent must be a percentage from 0 to 50.',
            }),
          ),
        }),
      },
    },
    async (request) => {
      const who = staffOf(request);
      const { status, commissionPercent } = request.body;
      if (status === undefined && commissionPercent === undefined)
        throw badRequest('Say what to change: status or commissionPercent.');
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(providers)
          .where(eq(providers.id, request.params.id))
          .for('update');
        if (!row) throw notFound('Provider not found');
        if (status === 'active' && row.status === 'invited')
          throw new HttpError(
            409,
            'This provider has no owner yet: it is listed once its owner joins.',
          );
        const change = {
          ...(status ? { status } : {}),
          ...(commissionPercent !== undefined
            ? { commissionBps: Math.round(commissionPercent * 100) }
            : {}),
        };
        await tx.update(providers).set(change).where(eq(providers.id, row.id));
        await audit(tx, who, {
          action: 'provider.update',
          targetType: 'provider',
          targetId: row.id,
          before: { status: row.status, commissionPercent: row.commissionBps / 100 },
          after: {
            status: status ?? row.status,
            commissionPercent: commissionPercent ?? row.commissionBps / 100,
          },
        });
      });
      return { message: 'Saved.' };
    },
  );

  app.get(
    '/admin/providers/:id/statement',
    {
      onRequest: partnerships,
      schema: {
        params: idParams,
        querystring: Type.Object({
          month: monthSchema,
          format: Type.Optional(statementFormat),
        }),
      },
    },
    async (request, reply) => {
      const statement = await statementOf(db, request.params.id, request.query.month);
      if (!statement) throw notFound('Provider not found');
      return sendStatement(reply, statement, request.query.format);
    },
  );

  app.post(
    '/admin/providers/:id/payouts',
    {
      onRequest: partnerships,
      schema: {
        params: idParams,
        body: Type.Object({
          month: monthSchema,
          bankReference: Type.String({
            minLength: 4,
            maxLength: 60,
            pattern: '^[A-Za-z0-9/._-]+$',
            errorMessage: 'bankReference is the bank’s reference (4–60 letters, digits or /._-).',
          }),
        }),
      },
    },
    async (request, reply) => {
      const who = staffOf(request);
      const { month, bankReference } = request.body;
      const statement = await statementOf(db, request.params.id, month);
      if (!statement) throw notFound('Provider not found');
      if (statement.net <= 0) throw new HttpError(409, 'Nothing is payable for that month.');
      await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(providerPayouts)
          .values({
            providerId: request.params.id,
            month,
            netPaise: Math.round(statement.net * 100),
            bankReference,
            paidAt: clock(),
            recordedBy: who.email,
          })
          .onConflictDoNothing()
          .returning({ id: providerPayouts.id });
        if (!row) throw new HttpError(409, 'A payout is already recorded for that month.');
        await audit(tx, who, {
          action: 'provider.payout',
          targetType: 'provider',
          targetId: request.params.id,
          after: { month, net: statement.net, bankReference },
        });
      });
      void reply.status(201);
      return { message: 'Payout recorded.' };
    },
  );
};
