import { createHash, randomBytes } from 'node:crypto';
import { bearerToken } from '../accounts/auth';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import {
  PROVIDER_TOKEN_PREFIX,
  ROLE_AREAS,
  STAFF_IDLE_HOURS,
  STAFF_TOKEN_PREFIX,
  roleMay,
  type StaffArea,
  type StaffMember,
  type StaffRole,
} from '@petverse/api/contract';
import type { Database } from '../db/client';
import { auditLog, staff, staffSessions, staffTokens } from './tables';
import type { Tx } from '../db/client';
import { HttpError } from '../platform/errors';

/** The signed-in staff member of a back-office request. */
export interface SignedInStaff {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by a staff route's `requireStaff` hook. */
    staff: SignedInStaff | null;
  }
}

/** Said to a pet parent's token on a staff route, and to a staff token on a pet parent's. */
export const STAFF_ONLY =
  'This is for the shop’s staff. Please sign in to the back office with your staff account.';
const SIGN_IN = 'Please sign in to the back office.';
const SESSION_ENDED = 'Your back-office session has ended. Please sign in again.';

/** The hash kept for a session or link token: the token itself is shown once and never stored. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');

/** A new random token: 256 bits, base64url, with a prefix saying what it is. */
export const randomToken = (prefix = '') => prefix + randomBytes(32).toString('base64url');

/** How long a session may go without a request. */
const IDLE_MS = STAFF_IDLE_HOURS * 3_600_000;
/** A session's last-seen time is written at most this often (not on every request). */
const TOUCH_EVERY_MS = 60_000;

export const toStaffMember = (row: typeof staff.$inferSelect): StaffMember => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  role: row.role as StaffRole,
  disabledAt: row.disabledAt ? new Date(row.disabledAt).toISOString() : null,
  createdAt: new Date(row.createdAt).toISOString(),
});

export interface StaffAuth {
  /** A new session for the staff member: its token (shown once). */
  signIn(staffId: string): Promise<string>;
  /** Ends the request's session. */
  signOut(request: FastifyRequest): Promise<void>;
  /**
   * onRequest hook of a staff route: 401 without a live staff session, 403 for a pet parent's
   * token or a role without `area`. Sets `request.staff`.
   */
  requireStaff(area: StaffArea): (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
}

/** Whether a token is a JSON Web Token (a pet parent's), by its shape. */
const looksLikeJwt = (token: string) => /^[\w-]+\.[\w-]+\.[\w-]+$/.test(token);

export function createStaffAuth({ db, clock }: { db: Database; clock: () => Date }): StaffAuth {
  async function sessionOf(request: FastifyRequest, reply: FastifyReply): Promise<SignedInStaff> {
    const token = bearerToken(request);
    reply.header('WWW-Authenticate', 'Bearer');
    if (!token) throw new HttpError(401, SIGN_IN);
    if (!token.startsWith(STAFF_TOKEN_PREFIX)) {
      if (looksLikeJwt(token) || token.startsWith(PROVIDER_TOKEN_PREFIX))
        throw new HttpError(403, STAFF_ONLY);
      throw new HttpError(401, SIGN_IN);
    }
    const hash = tokenHash(token);
    const [row] = await db
      .select({
        lastSeenAt: staffSessions.lastSeenAt,
        id: staff.id,
        name: staff.name,
        email: staff.email,
        role: staff.role,
        disabledAt: staff.disabledAt,
      })
      .from(staffSessions)
      .innerJoin(staff, eq(staff.id, staffSessions.staffId))
      .where(eq(staffSessions.tokenHash, hash))
      .limit(1);
    const now = clock();
    const idle = row ? now.getTime() - new Date(row.lastSeenAt).getTime() : Infinity;
    if (!row || row.disabledAt || idle > IDLE_MS) {
      if (row) await db.delete(staffSessions).where(eq(staffSessions.tokenHash, hash));
      throw new HttpError(401, row ? SESSION_ENDED : SIGN_IN);
    }
    if (idle > TOUCH_EVERY_MS)
      await db
        .update(staffSessions)
        .set({ lastSeenAt: now })
        .where(eq(staffSessions.tokenHash, hash));
    reply.removeHeader('WWW-Authenticate');
    return { id: row.id, name: row.name, email: row.email, role: row.role as StaffRole };
  }

  return {
    async signIn(staffId) {
      const token = randomToken(STAFF_TOKEN_PREFIX);
      const now = clock();
      await db
        .insert(staffSessions)
        .values({ tokenHash: tokenHash(token), staffId, createdAt: now, lastSeenAt: now });
      // Sessions that ended long ago go now and then (a sign-in is rare enough to carry it).
      await db
        .delete(staffSessions)
        .where(lt(staffSessions.lastSeenAt, new Date(now.getTime() - IDLE_MS)));
      return token;
    },

    async signOut(request) {
      const token = bearerToken(request);
      if (token)
        await db.delete(staffSessions).where(eq(staffSessions.tokenHash, tokenHash(token)));
    },

    requireStaff(area) {
      return async (request, reply) => {
        const member = await sessionOf(request, reply);
        if (!roleMay(member.role, area))
          throw new HttpError(
            403,
            `Your role (${member.role}) does not include this. Ask an owner if you need it.`,
          );
        request.staff = member;
      };
    },
  };
}

/** Every area any role has: a route every signed-in staff member may call. */
export const ANY_STAFF: StaffArea = 'dashboard';
// Every role has the dashboard, so requireStaff(ANY_STAFF) admits every signed-in staff member.
if (!Object.values(ROLE_AREAS).every((areas) => areas.includes(ANY_STAFF)))
  throw new Error('every staff role must include the dashboard');

export interface AuditChange {
  action: string;
  targetType: string;
  targetId: string;
  before?: unknown;
  after?: unknown;
}

/**
 * Writes one audit entry, in the transaction of the change it records (so there is never a
 * change without its entry, nor an entry for a change that was rolled back).
 */
export async function audit(tx: Tx | Database, who: SignedInStaff, change: AuditChange) {
  await tx.insert(auditLog).values({
    staffId: who.id,
    staffName: who.name,
    staffEmail: who.email,
    action: change.action,
    targetType: change.targetType,
    targetId: change.targetId,
    before: change.before ?? null,
    after: change.after ?? null,
  });
}

/** The signed-in staff member of a staff route (set by its requireStaff hook). */
export function staffOf(request: FastifyRequest): SignedInStaff {
  if (!request.staff) throw new HttpError(401, SIGN_IN);
  return request.staff;
}

/** How many active owners there are (an owner cannot remove the last one). */
export async function activeOwners(tx: Tx | Database): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(staff)
    .where(and(eq(staff.role, 'owner'), isNull(staff.disabledAt)));
  return row?.n ?? 0;
}

/** How long the first owner's setup link works (each start while there is no owner makes one). */
export const SETUP_LINK_HOURS = 24;

/**
 * While the shop has no owner, a new one-time setup token (kept hashed; the caller prints it in
 * the start-up log, its only copy); null once there is an owner.
 */
export async function openSetupLink(db: Database, now: Date = new Date()): Promise<string | null> {
  const [owner] = await db
    .select({ id: staff.id })
    .from(staff)
    .where(eq(staff.role, 'owner'))
    .limit(1);
  if (owner) return null;
  const token = randomToken();
  await db.insert(staffTokens).values({
    tokenHash: tokenHash(token),
    kind: 'setup',
    expiresAt: new Date(now.getTime() + SETUP_LINK_HOURS * 3_600_000),
  });
  return token;
}
