import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { and, asc, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { AuditResponse, StaffListResponse } from '@petverse/api/contract';
import { auditLog, staff, staffSessions, staffTokens } from './tables';
import { HttpError, notFound } from '../platform/errors';
import { idParams } from '../platform/schemas';
import { activeOwners, audit, staffOf, toStaffMember } from './staff';
import { LAST_OWNER, openInvitations, roleSchema, toInvitation } from './accounts';
import { dayEnd, dayStart, isoDate, pageOf, paged, startsWith } from './paging';
import type { AdminContext } from './context';

/** Staff and their roles (owners), and the audit log. */
export const teamRoutes: FastifyPluginAsyncTypebox<AdminContext> = async (app, ctx) => {
  const { db, clock, staffAuth } = ctx;
  const owner = staffAuth.requireStaff('staff');

  const staffList = async (): Promise<StaffListResponse> => {
    const [members, invitations] = await Promise.all([
      db.select().from(staff).orderBy(asc(staff.createdAt), asc(staff.id)),
      db
        .select()
        .from(staffTokens)
        .where(openInvitations(clock()))
        .orderBy(desc(staffTokens.createdAt)),
    ]);
    return { staff: members.map(toStaffMember), invitations: invitations.map(toInvitation) };
  };

  app.get('/staff', { onRequest: owner }, async (): Promise<StaffListResponse> => staffList());

  app.patch(
    '/staff/:id',
    {
      onRequest: owner,
      schema: {
        params: idParams,
        body: Type.Object(
          {
            role: Type.Optional(roleSchema),
            disabled: Type.Optional(
              Type.Boolean({ errorMessage: 'disabled must be true or false.' }),
            ),
          },
          { minProperties: 1, errorMessage: { minProperties: 'Send a role or disabled.' } },
        ),
      },
    },
    async (request): Promise<StaffListResponse & { message: string }> => {
      const who = staffOf(request);
      const { id } = request.params;
      const { role, disabled } = request.body;
      const message = await db.transaction(async (tx) => {
        // Owners are counted under a lock on them all, so two owners cannot demote each other
        // at the same time and leave the shop with none.
        await tx.select({ id: staff.id }).from(staff).where(eq(staff.role, 'owner')).for('update');
        const [before] = await tx.select().from(staff).where(eq(staff.id, id)).for('update');
        if (!before) throw notFound('Staff member not found');
        const next = {
          role: role ?? before.role,
          disabledAt: disabled === undefined ? before.disabledAt : disabled ? clock() : null,
        };
        const wasActiveOwner = before.role === 'owner' && !before.disabledAt;
        const staysActiveOwner = next.role === 'owner' && !next.disabledAt;
        if (wasActiveOwner && !staysActiveOwner && (await activeOwners(tx)) <= 1)
          throw new HttpError(409, LAST_OWNER);
        await tx
          .update(staff)
          .set({ ...next, updatedAt: clock() })
          .where(eq(staff.id, id));
        if (next.disabledAt) await tx.delete(staffSessions).where(eq(staffSessions.staffId, id));
        const changes: string[] = [];
        if (role !== undefined && role !== before.role) {
          changes.push(`is now ${role}`);
          await audit(tx, who, {
            action: 'staff.role',
            targetType: 'staff',
            targetId: id,
            before: { role: before.role },
            after: { role },
          });
        }
        if (disabled !== undefined && disabled !== Boolean(before.disabledAt)) {
          changes.push(disabled ? 'is disabled' : 'can sign in again');
          await audit(tx, who, {
            action: disabled ? 'staff.disable' : 'staff.enable',
            targetType: 'staff',
            targetId: id,
            before: { disabled: Boolean(before.disabledAt) },
            after: { disabled },
          });
        }
        return changes.length ? `${before.name} ${changes.join(' and ')}.` : 'Nothing changed.';
      });
      return { ...(await staffList()), message };
    },
  );

  // ---- The audit log (owners; read only: no route changes or removes an entry) ---------------

  app.get(
    '/audit',
    {
      onRequest: staffAuth.requireStaff('audit'),
      schema: {
        querystring: Type.Object({
          ...pageOf(50, 200),
          staff: Type.Optional(
            Type.String({ format: 'uuid', errorMessage: 'staff must be an id' }),
          ),
          action: Type.Optional(Type.String({ maxLength: 60 })),
          target: Type.Optional(Type.String({ maxLength: 100 })),
          from: Type.Optional(isoDate('from')),
          to: Type.Optional(isoDate('to')),
        }),
      },
    },
    async (request): Promise<AuditResponse> => {
      const q = request.query;
      const where: (SQL | undefined)[] = [
        q.staff ? eq(auditLog.staffId, q.staff) : undefined,
        q.action ? sql`${auditLog.action} like ${startsWith(q.action)}` : undefined,
        q.target ? eq(auditLog.targetId, q.target) : undefined,
        q.from ? gte(auditLog.at, dayStart(q.from)) : undefined,
        q.to ? lte(auditLog.at, dayEnd(q.to)) : undefined,
      ];
      const filter = and(...where);
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(auditLog)
          .where(filter)
          .orderBy(desc(auditLog.at), desc(auditLog.id))
          .limit(q.limit)
          .offset((q.page - 1) * q.limit),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(auditLog)
          .where(filter),
      ]);
      return {
        entries: rows.map((r) => ({
          _id: r.id,
          at: new Date(r.at).toISOString(),
          staff: { _id: r.staffId, name: r.staffName, email: r.staffEmail },
          action: r.action,
          target: { type: r.targetType, id: r.targetId },
          before: r.before,
          after: r.after,
        })),
        pagination: paged(q.page, q.limit, count?.n ?? 0),
      };
    },
  );
};
