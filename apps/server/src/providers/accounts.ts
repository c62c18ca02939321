import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import {
  PROVIDER_IDLE_HOURS,
  PROVIDER_INVITATION_DAYS,
  PROVIDER_TOKEN_PREFIX,
  STAFF_TOKEN_PREFIX,
  type ProviderKind,
  type ProviderRole,
} from '@petverse/api/contract';
import type { Database, Runner } from '../db/client';
import { bearerToken } from '../accounts/auth';
import { HttpError } from '../platform/errors';
import { randomToken, tokenHash } from '../staff/staff';
import { providerInvitations, providerMembers, providerSessions, providers } from './tables';

/** The signed-in provider account of a portal request. */
export interface SignedInProvider {
  memberId: string;
  name: string;
  email: string;
  role: ProviderRole;
  providerId: string;
  providerName: string;
  kind: ProviderKind;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by a portal route's `requireProvider` hook. */
    provider: SignedInProvider | null;
  }
}

/** Said to a pet parent's or a staff token on a portal route. */
export const PROVIDERS_ONLY =
  'This is for Petverse’s service providers. Please sign in to the provider portal.';
const SIGN_IN = 'Please sign in to the provider portal.';
const SESSION_ENDED = 'Your provider session has ended. Please sign in again.';
export const INVITATION_USED =
  'This invitation has expired, was withdrawn or was already used. Ask for a new one.';

const IDLE_MS = PROVIDER_IDLE_HOURS * 3_600_000;
/** A session's last-seen time is written at most this often. */
const TOUCH_EVERY_MS = 60_000;

export const byMemberEmail = (email: string) =>
  sql`lower(${providerMembers.email}) = ${email.trim().toLowerCase()}`;

export interface ProviderAuth {
  signIn(memberId: string): Promise<string>;
  signOut(request: FastifyRequest): Promise<void>;
  /** onRequest hook: 401 without a live provider session, 403 for another realm's token or role. */
  requireProvider(
    role?: ProviderRole,
  ): (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
}

export function createProviderAuth({
  db,
  clock,
}: {
  db: Database;
  clock: () => Date;
}): ProviderAuth {
  async function sessionOf(request: FastifyRequest, reply: FastifyReply) {
    const token = bearerToken(request);
    reply.header('WWW-Authenticate', 'Bearer');
    if (!token) throw new HttpError(401, SIGN_IN);
    if (!token.startsWith(PROVIDER_TOKEN_PREFIX)) {
      // A pet parent's (a JWT) or a staff session's token: the wrong realm, not a bad token.
      if (token.startsWith(STAFF_TOKEN_PREFIX) || /^[\w-]+\.[\w-]+\.[\w-]+$/.test(token)) {
        reply.removeHeader('WWW-Authenticate');
        throw new HttpError(403, PROVIDERS_ONLY);
      }
      throw new HttpError(401, SIGN_IN);
    }
    const hash = tokenHash(token);
    const [row] = await db
      .select({
        lastSeenAt: providerSessions.lastSeenAt,
        memberId: providerMembers.id,
        name: providerMembers.name,
        email: providerMembers.email,
        role: providerMembers.role,
        disabledAt: providerMembers.disabledAt,
        providerId: providers.id,
        providerName: providers.name,
        kind: providers.kind,
        status: providers.status,
      })
      .from(providerSessions)
      .innerJoin(providerMembers, eq(providerMembers.id, providerSessions.memberId))
      .innerJoin(providers, eq(providers.id, providerMembers.providerId))
      .where(eq(providerSessions.tokenHash, hash))
      .limit(1);
    const now = clock();
    const idle = row ? now.getTime() - new Date(row.lastSeenAt).getTime() : Infinity;
    if (!row || row.disabledAt || idle > IDLE_MS) {
      if (row) await db.delete(providerSessions).where(eq(providerSessions.tokenHash, hash));
      throw new HttpError(401, row ? SESSION_ENDED : SIGN_IN);
    }
    if (idle > TOUCH_EVERY_MS)
      await db
        .update(providerSessions)
        .set({ lastSeenAt: now })
        .where(eq(providerSessions.tokenHash, hash));
    reply.removeHeader('WWW-Authenticate');
    return row;
  }

  return {
    async signIn(memberId) {
      const token = randomToken(PROVIDER_TOKEN_PREFIX);
      const now = clock();
      await db
        .insert(providerSessions)
        .values({ tokenHash: tokenHash(token), memberId, createdAt: now, lastSeenAt: now });
      await db
        .delete(providerSessions)
        .where(lt(providerSessions.lastSeenAt, new Date(now.getTime() - IDLE_MS)));
      return token;
    },

    async signOut(request) {
      const token = bearerToken(request);
      if (token)
        await db.delete(providerSessions).where(eq(providerSessions.tokenHash, tokenHash(token)));
    },

    requireProvider(role) {
      return async (request, reply) => {
        const row = await sessionOf(request, reply);
        if (role === 'owner' && row.role !== 'owner')
          throw new HttpError(403, 'Only the owner of this provider account can do this.');
        request.provider = {
          memberId: row.memberId,
          name: row.name,
          email: row.email,
          role: row.role as ProviderRole,
          providerId: row.providerId,
          providerName: row.providerName,
          kind: row.kind as ProviderKind,
        };
      };
    },
  };
}

/** The signed-in provider account of a portal route (set by its requireProvider hook). */
export function providerOf(request: FastifyRequest): SignedInProvider {
  if (!request.provider) throw new HttpError(401, SIGN_IN);
  return request.provider;
}

/**
 * A new invitation to a provider's team (kept hashed; the token is mailed, its only copy). A new
 * invitation to the same address for the same provider ends the earlier ones, so only the last
 * link works.
 */
export async function invite(
  tx: Runner,
  input: { providerId: string; email: string; role: ProviderRole; now: Date },
): Promise<{ id: string; token: string }> {
  const email = input.email.trim();
  await tx
    .update(providerInvitations)
    .set({ revokedAt: input.now })
    .where(
      and(
        eq(providerInvitations.providerId, input.providerId),
        sql`lower(${providerInvitations.email}) = ${email.toLowerCase()}`,
        isNull(providerInvitations.usedAt),
        isNull(providerInvitations.revokedAt),
      ),
    );
  const token = randomToken();
  const [row] = await tx
    .insert(providerInvitations)
    .values({
      providerId: input.providerId,
      email,
      role: input.role,
      tokenHash: tokenHash(token),
      expiresAt: new Date(input.now.getTime() + PROVIDER_INVITATION_DAYS * 86_400_000),
    })
    .returning({ id: providerInvitations.id });
  return { id: row!.id, token };
}

/** A live invitation by its token (not used, withdrawn or expired), with its provider. */
export async function liveInvitation(tx: Runner, token: string, now: Date) {
  const [row] = await tx
    .select({ invitation: providerInvitations, providerName: providers.name })
    .from(providerInvitations)
    .innerJoin(providers, eq(providers.id, providerInvitations.providerId))
    .where(
      and(
        eq(providerInvitations.tokenHash, tokenHash(token)),
        isNull(providerInvitations.usedAt),
        isNull(providerInvitations.revokedAt),
        gt(providerInvitations.expiresAt, now),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The portal's address of an invitation's link. */
export const invitationUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/pro/invite?token=${encodeURIComponent(token)}`;
