import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { SignJWT, jwtVerify } from 'jose';
import { GLOBAL_ERRORS, TOKEN_TTL_DAYS } from '@petverse/api/contract';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { HttpError } from './errors';
import { legacySecretFile, randomSecret, sharedSecret } from './secrets';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user's id; set by `requireUser`, empty elsewhere. */
    userId: string;
  }
}

const MIN_SECRET_BYTES = 32;

/**
 * The token signing key: JWT_SECRET when given (at least 32 bytes), else one generated once and
 * kept in the database, so every instance on it signs and checks tokens alike.
 */
export async function loadSigningSecret(
  db: Database,
  dataDir: string | undefined,
  envSecret?: string,
): Promise<Uint8Array> {
  const secret = await sharedSecret(db, {
    name: 'jwt',
    envName: 'JWT_SECRET',
    fromEnv: envSecret,
    minLength: MIN_SECRET_BYTES,
    legacyFile: legacySecretFile(dataDir, 'jwt-secret'),
    generate: randomSecret(48),
  });
  return new TextEncoder().encode(secret);
}

export interface Auth {
  /** A login token for the user, valid TOKEN_TTL_DAYS, revoked when their token version moves. */
  sign: (user: { id: string; tokenVersion: number }) => Promise<string>;
  /** onRequest hook: 401 unless the bearer token is valid, current and names an existing user. */
  requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  /** A keyed hash for short secrets such as reset codes (so a database leak does not leak them). */
  keyedHash: (value: string) => string;
  keyedHashEquals: (value: string, expected: string) => boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const unauthorized = (message: string = GLOBAL_ERRORS[401]) => new HttpError(401, message);

export function createAuth({
  db,
  secret,
  clock,
}: {
  db: Database;
  secret: Uint8Array;
  clock: () => Date;
}): Auth {
  const hmacKey = createHmac('sha256', secret).update('petverse:keyed-hash').digest();
  const keyedHash = (value: string) =>
    createHmac('sha256', hmacKey).update(value).digest('base64url');

  return {
    async sign(user) {
      const now = Math.floor(clock().getTime() / 1000);
      return new SignJWT({ userId: user.id, tv: user.tokenVersion })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(user.id)
        .setIssuedAt(now)
        .setExpirationTime(now + TOKEN_TTL_DAYS * 86_400)
        .sign(secret);
    },

    async requireUser(request, reply) {
      const header = request.headers.authorization ?? '';
      const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
      reply.header('WWW-Authenticate', 'Bearer');
      if (!match) throw unauthorized('Please log in to continue.');
      let claims: Record<string, unknown>;
      try {
        ({ payload: claims } = await jwtVerify(match[1]!, secret, {
          algorithms: ['HS256'],
          currentDate: clock(),
          requiredClaims: ['exp', 'iat'],
        }));
      } catch {
        throw unauthorized();
      }
      const userId = typeof claims.userId === 'string' ? claims.userId : claims.sub;
      if (
        typeof userId !== 'string' ||
        !UUID.test(userId) ||
        (claims.sub !== undefined && claims.sub !== userId)
      )
        throw unauthorized();
      const [user] = await db
        .select({ tokenVersion: users.tokenVersion })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      if (!user || user.tokenVersion !== claims.tv) throw unauthorized();
      request.userId = userId;
      reply.removeHeader('WWW-Authenticate');
    },

    keyedHash,
    keyedHashEquals(value, expected) {
      const a = Buffer.from(keyedHash(value));
      const b = Buffer.from(expected);
      return a.length === b.length && timingSafeEqual(a, b);
    },
  };
}
