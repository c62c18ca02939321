import { rememberLocale, requestLocale } from '../platform/userLocale';
import { passwordChanged, welcomed } from '../mail/events';
import { mailAddress } from '../platform/mailAddress';
import { randomInt } from 'node:crypto';
import {
  INVALID_CREDENTIALS,
  emailSchema,
  imageSchema,
  loginBody,
  nameSchema,
  newPasswordSchema,
  phoneSchema,
} from '../platform/schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import multipart from '@fastify/multipart';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import {
  OTP_LENGTH,
  OTP_MAX_ATTEMPTS,
  OTP_TTL_MINUTES,
  type AuthResponse,
  type GetUserResponse,
  type LogoutResponse,
  type MessageResponse,
  type UpdateProfileResponse,
  type User,
  said,
} from '@petverse/api/contract';
import { prepared } from '../db/prepared';
import { bearerToken } from './auth';
import { forgetSession, rememberSession, sessionToken } from '../platform/sessionCookie';
import { passwordResets, users } from './tables';
import type { AccountsContext } from './context';
import { HttpError, badRequest, notFound } from '../platform/errors';
import { hashPassword, refuseWeakPassword, verifyPassword } from './passwords';
import { ACCOUNT_ANSWER_FLOOR_MS, answerAfter } from '../platform/timing';
import {
  ACCOUNT_SLOWDOWN_MS,
  counter,
  perAddress,
  refuse,
  uploadQuota,
  type RateRule,
} from '../platform/rateLimit';
import { multipartOptions, pictureFrom, uploadUrl } from '../platform/uploads';

type UserRow = Pick<
  typeof users.$inferSelect,
  'id' | 'name' | 'email' | 'phone' | 'image' | 'createdAt' | 'reminders'
>;

const currentUser = prepared<UserRow & { tokenVersion: number }>(
  'hot_current_user',
  `select id, name, email, phone, image, created_at as "createdAt", reminders,
     token_version as "tokenVersion"
   from users where id = $1`,
);

function toUser(row: UserRow): User {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    image: uploadUrl(row.image),
    createdAt: new Date(row.createdAt).toISOString(),
    reminders: row.reminders,
  };
}

const byEmail = (email: string) => sql`lower(${users.email}) = ${email.trim().toLowerCase()}`;
/** The account a login or code request names (its body is validated before the handler runs). */
const accountOf = (request: FastifyRequest) =>
  (request.body as { email: string }).email.trim().toLowerCase();

/** One answer for every failed reset, so it reveals neither accounts nor how many tries are left. */
const INVALID_CODE = 'The code is invalid or has expired. Please check it or request a new code.';
const CODE_SENT = `If an account exists for that email, a ${OTP_LENGTH}-digit code has been sent to it. It expires in ${OTP_TTL_MINUTES} minutes.`;

/** Sign-up, login, the current user, profile edits, logout and password reset by emailed code. */
export const authRoutes: FastifyPluginAsyncTypebox<AccountsContext> = async (app, ctx) => {
  const { db, auth, clock, rateRules, mailer, storage } = ctx;
  await app.register(multipart, multipartOptions);
  const countUpload = uploadQuota(app, rateRules);
  /** Counts on the account a login or code request names: from this address, and from anywhere. */
  const onAccount = (scope: 'login' | 'code', fromAddress: RateRule, fromAnywhere: RateRule) => ({
    fromAddress: counter(
      app,
      fromAddress,
      (request) => `${scope}:account-ip:${accountOf(request)}:${request.ip}`,
    ),
    fromAnywhere: counter(app, fromAnywhere, (request) => `${scope}:account:${accountOf(request)}`),
  });
  // Per address and per account-and-address a limit; per account only a slow-down, so nobody
  // can lock an owner out of their correct password from another address.
  const logins = onAccount('login', rateRules.loginPerAccountAddress, rateRules.loginPerAccount);
  const codes = onAccount('code', rateRules.codePerAccountAddress, rateRules.codePerAccount);
  // Sign-up says plainly that an email is taken (people expect it), so it can be asked which
  // emails have accounts: every answer counts against the address's sign-up limit, and a burst of
  // "taken" answers to one address is logged for the operator.
  const takenEmails = counter(
    app,
    rateRules.registeredEmailsPerAddress,
    (request) => `register-taken:ip:${request.ip}`,
  );

  app.post(
    '/auth/register',
    {
      config: {
        rateLimit: perAddress('register', rateRules.registerPerAddress, 'sign-up attempts'),
      },
      schema: {
        body: Type.Object({
          name: nameSchema,
          email: emailSchema,
          phone: phoneSchema,
          password: newPasswordSchema(),
        }),
      },
    },
    async (request, reply): Promise<AuthResponse> => {
      const { name, email, phone, password } = request.body;
      await refuseWeakPassword(password, [name, email]);
      const passwordHash = await hashPassword(password);
      // The account and its welcome mail, together.
      const row = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(users)
          .values({
            name: name.trim(),
            email: email.trim(),
            phone: phone.trim(),
            passwordHash,
            locale: requestLocale(request),
          })
          .onConflictDoNothing()
          .returning();
        if (created) await welcomed(ctx.events, tx, created.id);
        return created;
      });
      if (!row) {
        const taken = await takenEmails(request);
        if (taken.exceeded)
          request.log.warn(
            {
              ip: request.ip,
              registeredEmails: `more than ${rateRules.registeredEmailsPerAddress.limit} in ${rateRules.registeredEmailsPerAddress.windowMs / 60_000} min`,
            },
            'likely account enumeration: sign-ups for emails that have accounts, from one address',
          );
        throw new HttpError(
          409,
          'An account with this email already exists. Please log in instead.',
        );
      }
      request.log.info({ userId: row.id }, 'account created');
      void reply.status(201);
      const token = await auth.sign(row);
      rememberSession(reply, token);
      return { token, user: toUser(row), message: 'Account created successfully.' };
    },
  );

  app.post(
    '/auth/login',
    {
      config: { rateLimit: perAddress('login', rateRules.loginPerAddress, 'login attempts') },
      schema: {
        body: loginBody,
      },
    },
    async (request, reply): Promise<AuthResponse> => {
      const { email, password } = request.body;
      refuse('login attempts', await logins.fromAddress(request));
      if ((await logins.fromAnywhere(request)).exceeded)
        await new Promise((resolve) => setTimeout(resolve, ACCOUNT_SLOWDOWN_MS));
      const [row] = await db.select().from(users).where(byEmail(email)).limit(1);
      const ok = await verifyPassword(row?.passwordHash, password);
      if (!row || !ok) throw new HttpError(401, INVALID_CREDENTIALS);
      await rememberLocale(db, request, row.id);
      const token = await auth.sign(row);
      rememberSession(reply, token);
      return { token, user: toUser(row), message: 'Logged in successfully.' };
    },
  );

  app.get(
    '/auth/getuser',
    { onRequest: auth.verifyToken },
    async (request, reply): Promise<GetUserResponse> => {
      // The user and their token version in one prepared, indexed read.
      const [row] = await currentUser(db, [request.userId]);
      auth.ensureCurrent(request, reply, row?.tokenVersion);
      // A session begun before the cookie existed, or in another account than the cookie's:
      // the page this browser opens next is rendered for the session it uses.
      const token = bearerToken(request)!;
      if (sessionToken(request) !== token) rememberSession(reply, token);
      return { user: toUser(row!) };
    },
  );

  app.put(
    '/auth/update',
    {
      onRequest: auth.requireUser,
      schema: {
        body: Type.Object({
          name: Type.Optional(nameSchema),
          phone: Type.Optional(phoneSchema),
          image: Type.Optional(imageSchema),
          reminders: Type.Optional(
            Type.Boolean({ errorMessage: 'reminders must be true or false.' }),
          ),
        }),
      },
    },
    async (request): Promise<UpdateProfileResponse> => {
      const { body } = request;
      const picture = await pictureFrom(body.image);
      const [before] = await db
        .select({ image: users.image })
        .from(users)
        .where(eq(users.id, request.userId))
        .limit(1);
      if (!before) throw notFound('User not found');
      if (picture) await countUpload(request);
      const image = picture ? await storage.save(picture.data, picture.ext) : undefined;
      const [row] = await db
        .update(users)
        .set({
          ...(body.name !== undefined ? { name: body.name.trim() } : {}),
          ...(body.phone !== undefined ? { phone: body.phone.trim() } : {}),
          ...(image ? { image } : {}),
          ...(body.reminders !== undefined ? { reminders: body.reminders } : {}),
          updatedAt: new Date(),
        })
        .where(eq(users.id, request.userId))
        .returning();
      if (!row) throw notFound('User not found');
      if (image && before.image)
        await storage
          .remove(before.image)
          .catch((err: unknown) => request.log.warn({ err }, 'old picture not removed'));
      return { user: toUser(row), message: 'Profile updated successfully.' };
    },
  );

  app.post(
    '/auth/logout',
    { onRequest: auth.requireUser },
    async (request, reply): Promise<LogoutResponse> => {
      // Moving the token version revokes this token and every other one of the user.
      await db
        .update(users)
        .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
        .where(eq(users.id, request.userId));
      forgetSession(reply);
      return { message: 'Logged out successfully.' };
    },
  );

  app.post(
    '/auth/forgot-password',
    {
      config: { rateLimit: perAddress('code', rateRules.codePerAddress, 'code requests') },
      schema: { body: Type.Object({ email: emailSchema }) },
    },
    async (request): Promise<MessageResponse> =>
      answerAfter(ACCOUNT_ANSWER_FLOOR_MS, async () => {
        const email = request.body.email.trim();
        refuse('code requests', await codes.fromAddress(request));
        // Past the account's own limit the answer stays the same but no new code is made: the
        // last code still works, so requests from elsewhere cannot block the owner's reset.
        if ((await codes.fromAnywhere(request)).exceeded) return { message: CODE_SENT };
        const [row] = await db
          .select({ id: users.id, email: users.email, name: users.name })
          .from(users)
          .where(byEmail(email))
          .limit(1);
        if (!row) {
          // The same kind of work as for a known account (a keyed hash and a code lookup).
          auth.keyedHash(`${email}:000000`);
          await db.select({ userId: passwordResets.userId }).from(passwordResets).limit(1);
          return { message: CODE_SENT };
        }

        const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
        const now = clock();
        const fields = {
          codeHash: auth.keyedHash(`${row.id}:${code}`),
          expiresAt: new Date(now.getTime() + OTP_TTL_MINUTES * 60_000),
          attempts: 0,
          createdAt: now,
        };
        // A new request replaces any earlier code.
        await db
          .insert(passwordResets)
          .values({ userId: row.id, ...fields })
          .onConflictDoUpdate({ target: passwordResets.userId, set: fields });
        // An account's email passed the rule when it was taken (emailSchema); one that would
        // not now is never mailed, and the answer is the same.
        const to = mailAddress(row.email, row.name);
        if (!to) return { message: CODE_SENT };
        const message = {
          to,
          subject: 'Your Petverse password reset code',
          text: `Hello ${row.name},\n\nYour Petverse password reset code is ${code}. It expires in ${OTP_TTL_MINUTES} minutes.\n\nIf you did not ask to reset your password, ignore this email.`,
        };
        if (mailer.kind === 'outbox') {
          await mailer.send(message, request.log);
        } else {
          // Not awaited: a slow or failing SMTP server must not make known emails answer differently.
          mailer
            .send(message, request.log)
            .catch((err: unknown) => request.log.error({ err }, 'reset code not sent'));
        }
        return { message: CODE_SENT };
      }),
  );

  app.post(
    '/auth/reset-password',
    {
      config: {
        rateLimit: perAddress('reset', rateRules.resetPerAddress, 'password reset attempts'),
      },
      schema: {
        body: Type.Object({
          email: emailSchema,
          otp: Type.String({
            pattern: `^[0-9]{${OTP_LENGTH}}$`,
            errorMessage: said('The code must be {length} digits.', { length: OTP_LENGTH }),
          }),
          newPassword: newPasswordSchema('New password'),
        }),
      },
    },
    async (request): Promise<MessageResponse> =>
      answerAfter(ACCOUNT_ANSWER_FLOOR_MS, async () => {
        const { email, otp, newPassword } = request.body;
        const [user] = await db
          .select({ id: users.id, name: users.name })
          .from(users)
          .where(byEmail(email))
          .limit(1);
        // Before the code is looked at, so a refused password leaves the code usable; the
        // person's own name is refused as sign-up refuses it.
        await refuseWeakPassword(newPassword, [email, user?.name ?? '']);
        if (!user) {
          // The same kind of work as a wrong code for a known account, then the same answer.
          auth.keyedHashEquals(`${email}:${otp}`, auth.keyedHash(`${email}:000000`));
          await db
            .select({ userId: passwordResets.userId })
            .from(passwordResets)
            .where(gt(passwordResets.expiresAt, clock()))
            .limit(1);
          throw badRequest(INVALID_CODE);
        }

        // Count the try first, atomically, and only on a live code: parallel guesses cannot exceed the limit.
        const [reset] = await db
          .update(passwordResets)
          .set({ attempts: sql`${passwordResets.attempts} + 1` })
          .where(
            and(
              eq(passwordResets.userId, user.id),
              gt(passwordResets.expiresAt, clock()),
              lt(passwordResets.attempts, OTP_MAX_ATTEMPTS),
            ),
          )
          .returning();
        if (!reset) throw badRequest(INVALID_CODE);
        if (!auth.keyedHashEquals(`${user.id}:${otp}`, reset.codeHash)) {
          if (reset.attempts >= OTP_MAX_ATTEMPTS)
            await db.delete(passwordResets).where(eq(passwordResets.userId, user.id));
          throw badRequest(INVALID_CODE);
        }

        const passwordHash = await hashPassword(newPassword);
        await db.transaction(async (tx) => {
          // Single use: only one request can delete this code.
          const used = await tx
            .delete(passwordResets)
            .where(
              and(eq(passwordResets.userId, user.id), eq(passwordResets.codeHash, reset.codeHash)),
            )
            .returning({ userId: passwordResets.userId });
          if (used.length === 0) throw badRequest(INVALID_CODE);
          await tx
            .update(users)
            .set({
              passwordHash,
              tokenVersion: sql`${users.tokenVersion} + 1`,
              updatedAt: new Date(),
            })
            .where(eq(users.id, user.id));
          await passwordChanged(ctx.events, tx, user.id);
        });
        request.log.info({ userId: user.id }, 'password reset');
        return { message: 'Your password has been reset. Please log in with your new password.' };
      }),
  );
};
