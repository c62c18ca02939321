// What the staff's account routes share: the link a setup or invitation carries, an address
// matched as typed, a session's answer, open invitations and who is known by an id.
import { Type } from 'typebox';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import {
  STAFF_ROLES,
  type StaffInvitation,
  type StaffRole,
  type StaffSessionResponse,
} from '@petverse/api/contract';
import { staff, staffTokens } from './tables';
import { oneOf } from '../platform/schemas';
import { perAddress } from '../platform/rateLimit';
import type { SignedInStaff } from './staff';
import type { AdminContext } from './context';

export const LINK_USED = 'This link has expired or was already used. Ask an owner for a new one.';
export const LAST_OWNER =
  'The shop needs at least one active owner. Make someone else an owner first.';
export const linkTokenSchema = Type.String({
  minLength: 20,
  maxLength: 200,
  errorMessage: 'The link is incomplete. Please open the whole link you were given.',
});
export const roleSchema = oneOf(STAFF_ROLES, {
  errorMessage: `role must be one of ${STAFF_ROLES.join(', ')}.`,
});
export const INVITATION_WITHDRAWN = 'This invitation was withdrawn. Ask an owner for a new one.';
/** Invitations that can still be used at `now`: not used, not withdrawn, not expired. */
export const openInvitations = (now: Date) =>
  and(
    eq(staffTokens.kind, 'invitation'),
    isNull(staffTokens.usedAt),
    isNull(staffTokens.withdrawnAt),
    gt(staffTokens.expiresAt, now),
  );
/** An open invitation as the back office lists it. */
export const toInvitation = (row: typeof staffTokens.$inferSelect): StaffInvitation => ({
  id: row.id,
  email: row.email!,
  name: row.name,
  role: row.role as StaffRole,
  createdAt: new Date(row.createdAt).toISOString(),
  expiresAt: new Date(row.expiresAt!).toISOString(),
});
export const byEmail = (email: string) =>
  sql`lower(${staff.email}) = ${email.trim().toLowerCase()}`;
export const sessionAnswer = (token: string, member: SignedInStaff): StaffSessionResponse => ({
  token,
  staff: { name: member.name, email: member.email, role: member.role },
});

/** Setting up, signing in and accepting an invitation: one limit per client address. */
export const staffLoginLimit = (ctx: Pick<AdminContext, 'rateRules'>) =>
  perAddress('staff-login', ctx.rateRules.loginPerAddress, 'sign-in attempts');

/** Who is known by these ids (for "by" columns): id → name. */
export async function staffNames(
  db: AdminContext['db'],
  ids: readonly (string | null)[],
): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (!wanted.length) return new Map();
  const rows = await db
    .select({ id: staff.id, name: staff.name })
    .from(staff)
    .where(inArray(staff.id, wanted));
  return new Map(rows.map((r) => [r.id, r.name]));
}
