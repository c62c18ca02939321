import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { desc, eq, sql } from 'drizzle-orm';
import type { DevOutboxResponse } from '@petverse/api/contract';
import type { Database } from '../db/client';
import { formSubmissions } from '../forms/tables';
import { outbox } from '../mail/tables';
import type { MovableClock } from './devClock';

/**
 * Development and test only: GET /api/dev/outbox?email=… lists the mail kept in the local outbox
 * for that address, newest first; GET /api/dev/form-submissions?formKey=… lists the stored
 * submissions of a form, newest first. Registered only when PETVERSE_DEV_OUTBOX=1.
 */
export const devRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/dev/outbox',
    {
      schema: {
        querystring: Type.Object({
          email: Type.String({
            minLength: 3,
            maxLength: 254,
            errorMessage: 'Please give the email address to read.',
          }),
        }),
      },
    },
    async (request): Promise<DevOutboxResponse> => {
      const rows = await db
        .select()
        .from(outbox)
        .where(sql`lower(${outbox.to}) = ${request.query.email.trim().toLowerCase()}`)
        .orderBy(desc(outbox.createdAt))
        .limit(50);
      return {
        messages: rows.map((r) => ({
          _id: r.id,
          to: r.to,
          subject: r.subject,
          text: r.body,
          createdAt: new Date(r.createdAt).toISOString(),
        })),
      };
    },
  );

  app.get(
    '/dev/form-submissions',
    {
      schema: {
        querystring: Type.Object({
          formKey: Type.String({
            minLength: 1,
            maxLength: 64,
            errorMessage: 'Please give the form key to read.',
          }),
        }),
      },
    },
    async (request) => {
      const rows = await db
        .select()
        .from(formSubmissions)
        .where(eq(formSubmissions.formKey, request.query.formKey))
        .orderBy(desc(formSubmissions.createdAt))
        .limit(50);
      return {
        submissions: rows.map((r) => ({
          _id: r.id,
          formKey: r.formKey,
          values: r.values,
          files: r.files,
          partnerOrigin: r.partnerOrigin,
          hidden: r.hidden,
          createdAt: new Date(r.createdAt).toISOString(),
        })),
      };
    },
  );
};

/**
 * PUT /api/dev/clock `{ at }` moves the server's clock (PETVERSE_DEV_CLOCK=1 only); GET says it.
 */
export const devClockRoutes: FastifyPluginAsyncTypebox<{ clock: MovableClock }> = async (
  app,
  { clock },
) => {
  app.get('/dev/clock', async () => ({ now: clock.now().toISOString() }));
  app.put(
    '/dev/clock',
    {
      schema: {
        body: Type.Object({
          at: Type.String({
            format: 'date-time',
            errorMessage: 'at must be an ISO date and time.',
          }),
        }),
      },
    },
    async (request) => {
      clock.set(new Date(request.body.at));
      return { now: clock.now().toISOString() };
    },
  );
};
