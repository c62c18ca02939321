import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SignJWT, jwtVerify } from 'jose';
import {
  GLOBAL_ERRORS,
  PROVIDER_TOKEN_PREFIX,
  STAFF_TOKEN_PREFIX,
  TOKEN_TTL_DAYS,
} from '@petverse/api/contract';
import type { Database } from '../db/client';
import { prepared } from '../db/prepared';
import { HttpError } from '../platform/errors';
import { legacySecretFile, randomSecret, sharedSecret } from '../platform/secrets';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user's id; set by `requireUser` and `verifyToken`, empty elsewhere. */
    userId: string;
    /** The token's version (its `tv` claim); set with `userId`. */
    tokenVersion: number;
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

/** The bearer token of the request's Authorization header, if any. */
export function bearerToken(request: FastifyRequest): string | undefined {
  return /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
}

export interface Auth {
  /** A login token for the user, valid TOKEN_TTL_DAYS, revoked when their token version moves. */
  sign: (user: { id: string; tokenVersion: number }) => Promise<string>;
  /** onRequest hook: 401 unless the bearer token is valid, current and names an existing user. */
  requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  /**
   * onRequest hook of the hot reads, which check the token's version in the statement that reads
   * their answer (one query instead of two, and the check and the read see one snapshot): 401
   * unless the bearer token is valid; sets `userId` and `tokenVersion`. The handler must then
   * call `ensureCurrent` with the users row's token version read alongside its answer.
   */
  verifyToken: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  /**
   * 401 unless `tokenVersion` (the user's row's, read in the handler's statement; undefined when
   * there is no such user) is the token's: a token revoked by logout or a password change is
   * refused on its next use, on every instance.
   */
  ensureCurrent: (
    request: FastifyRequest,
    reply: FastifyReply,
    tokenVersion: number | undefined,
  ) => void;
  /** A keyed hash for short secrets such as reset codes (so a database leak does not leak them). */
  keyedHash: (value: string) => string;
  keyedHashEquals: (value: string, expected: string) => boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The token check of every other personal route: one indexed read, prepared once. */
const tokenVersionOf = prepared<{ tokenVersion: number }>(
  'auth_token_version',
  'select token_version as "tokenVersion" from users where id = $1',
);

interface VerifiedToken {
  userId: string;
  tokenVersion: number;
  exp: number;
  nbf: number | undefined;
}
/** How many verified tokens an instance remembers (the oldest go first). */
const MAX_VERIFIED_TOKENS = 10_000;

/** Said to a staff session's token (`pvs_…`) on a pet parent's route. */
const NOT_FOR_STAFF_TOKENS =
  'A back-office session cannot be used in the shop. Please log in with your pet parent account.';
/** Said to a provider portal session's token (`pvp_…`) on a pet parent's route. */
const NOT_FOR_PROVIDER_TOKENS =
  'A provider portal session cannot be used in the shop. Please log in with your pet parent account.';

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

  /**
   * Tokens jose has found valid, with what we use of their claims. A session sends the same
   * string each time, and checking its HMAC through WebCrypto (importing the key, then a job) was
   * the biggest cost of a hot read after the database. Only the signature's verdict is kept: the
   * expiry is checked against the clock on every use, the token's version against the database.
   */
  const verified = new Map<string, VerifiedToken>();

  async function claimsOf(token: string): Promise<VerifiedToken> {
    const now = Math.floor(clock().getTime() / 1000);
    const known = verified.get(token);
    if (known) {
      if (known.exp <= now || (known.nbf !== undefined && known.nbf > now)) throw unauthorized();
      return known;
    }
    let claims: Record<string, unknown>;
    try {
      ({ payload: claims } = await jwtVerify(token, secret, {
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
      (claims.sub !== undefined && claims.sub !== userId) ||
      typeof claims.tv !== 'number' ||
      typeof claims.exp !== 'number'
    )
      throw unauthorized();
    const result: VerifiedToken = {
      userId,
      tokenVersion: claims.tv,
      exp: claims.exp,
      nbf: typeof claims.nbf === 'number' ? claims.nbf : undefined,
    };
    if (verified.size >= MAX_VERIFIED_TOKENS) verified.delete(verified.keys().next().value!);
    verified.set(token, result);
    return result;
  }

  async function verifyToken(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const token = bearerToken(request);
    reply.header('WWW-Authenticate', 'Bearer');
    if (!token) throw unauthorized('Please log in to continue.');
    // A staff session's token is never a pet parent's, whatever it carries.
    if (token.startsWith(STAFF_TOKEN_PREFIX)) {
      reply.removeHeader('WWW-Authenticate');
      throw new HttpError(403, NOT_FOR_STAFF_TOKENS);
    }
    if (token.startsWith(PROVIDER_TOKEN_PREFIX)) {
      reply.removeHeader('WWW-Authenticate');
      throw new HttpError(403, NOT_FOR_PROVIDER_TOKENS);
    }
    const claims = await claimsOf(token);
    request.userId = claims.userId;
    request.tokenVersion = claims.tokenVersion;
    reply.removeHeader('WWW-Authenticate');
  }

  function ensureCurrent(
    request: FastifyRequest,
    reply: FastifyReply,
    tokenVersion: number | undefined,
  ): void {
    if (tokenVersion === undefined || tokenVersion !== request.tokenVersion) {
      reply.header('WWW-Authenticate', 'Bearer');
      throw unauthorized();
    }
  }

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

    verifyToken,

    async requireUser(request, reply) {
      await verifyToken(request, reply);
      const [user] = await tokenVersionOf(db, [request.userId]);
      ensureCurrent(request, reply, user?.tokenVersion);
    },

    ensureCurrent,

    keyedHash,
    keyedHashEquals(value, expected) {
      const a = Buffer.from(keyedHash(value));
      const b = Buffer.from(expected);
      return a.length === b.length && timingSafeEqual(a, b);
    },
  };
}
