import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users } from '../accounts/tables';
import { badRequest } from '../platform/errors';
import { remindersOffUrl, type ShopEvents } from './events';
import { uuidSchema } from '../platform/schemas';

const query = Type.Object({
  user: uuidSchema('user'),
  token: Type.String({ minLength: 1, maxLength: 200, errorMessage: 'token is missing.' }),
});

/** A small page of its own (the link opens from a mail app, often without the site's script). */
const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title} · Petverse</title></head><body><main><h1>${title}</h1>${body}</main></body></html>`;

/**
 * Turning appointment reminders off from a mail (issue 32): the link in every reminder and its
 * List-Unsubscribe header carry the user's id signed with the server's key. Opening the link
 * asks (a link scanner must not unsubscribe anyone); the button, or a mail app's one-click POST
 * (RFC 8058), turns reminders off. Order mails cannot be turned off; reminders can be turned
 * back on from the profile.
 */
export const mailRoutes: FastifyPluginAsyncTypebox<{ db: Database; events: ShopEvents }> = async (
  app,
  { db, events },
) => {
  const signed = (user: string, token: string) => {
    const expected = Buffer.from(
      new URL(remindersOffUrl(events, user)).searchParams.get('token') ?? '',
    );
    const given = Buffer.from(token);
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      throw badRequest('This link is not valid. Please turn reminders off from your profile.');
  };
  // A mail app's one-click POST (`List-Unsubscribe=One-Click`) and the page's form are form
  // posts; nothing in their body matters.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, {}),
  );

  app.get('/mail/reminders-off', { schema: { querystring: query } }, async (request, reply) => {
    const { user, token } = request.query;
    signed(user, token);
    return reply
      .type('text/html; charset=utf-8')
      .send(
        page(
          'Stop appointment reminders?',
          `<p>We will stop mailing you a reminder the day before your grooming and vet appointments. Mails about your orders and bookings still come.</p><form method="post"><button type="submit">Stop reminders</button></form><p><a href="${events.publicUrl}/">Back to Petverse</a></p>`,
        ),
      );
  });

  app.post('/mail/reminders-off', { schema: { querystring: query } }, async (request, reply) => {
    const { user, token } = request.query;
    signed(user, token);
    await db.update(users).set({ reminders: false }).where(eq(users.id, user));
    return reply
      .type('text/html; charset=utf-8')
      .send(
        page(
          'Reminders are off',
          `<p>You will get no more appointment reminders. You can turn them back on from your profile.</p><p><a href="${events.publicUrl}/auth/profile">Your profile</a></p>`,
        ),
      );
  });
};
