import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  PHARMACY_CHECK_STATUSES,
  PHARMACY_MESSAGES,
  PHARMACY_REASON_MAX,
  type PharmacyChecksResponse,
  type PharmacyDecisionResponse,
} from '@petverse/api/contract';
import type { AdminContext } from '../staff/context';
import { badRequest, notFound } from '../platform/errors';
import { PRESCRIPTION_TYPES } from '../checkout/prescriptions';
import { idParams, oneOf, optionalText } from '../platform/schemas';
import { staffOf } from '../staff/staff';
import type { UploadStorage } from '../platform/uploads';
import { ownersPrescription, sendPrescriptionPdf } from '../consultations';
import { checkById, checksWith, toCheck } from './checks';
import { approveLine, refuseLine } from './decide';

/**
 * The pharmacist's desk (issue 53 item 2), under /api/admin: pharmacy lines of orders to check
 * against their prescriptions, the prescription itself, and the decision (audited). Pharmacists
 * and owners only (the 'pharmacy' area).
 */
export const pharmacyAdminRoutes: FastifyPluginAsyncTypebox<
  AdminContext & { prescriptions: UploadStorage }
> = async (app, { db, clock, staffAuth, payments, events, prescriptions }) => {
  const pharmacist = staffAuth.requireStaff('pharmacy');

  app.get(
    '/pharmacy',
    {
      onRequest: pharmacist,
      schema: {
        querystring: Type.Object({
          status: Type.Optional(
            oneOf(PHARMACY_CHECK_STATUSES, {
              errorMessage: `status must be one of ${PHARMACY_CHECK_STATUSES.join(', ')}.`,
            }),
          ),
        }),
      },
    },
    async (request): Promise<PharmacyChecksResponse> => ({
      checks: await checksWith(db, request.query.status ?? 'pending'),
    }),
  );

  app.post(
    '/pharmacy/:id/decision',
    {
      onRequest: pharmacist,
      schema: {
        params: idParams,
        body: Type.Object({
          decision: oneOf(['approve', 'refuse'], {
            errorMessage: 'decision must be approve or refuse.',
          }),
          reason: Type.Optional(optionalText('The reason', PHARMACY_REASON_MAX)),
        }),
      },
    },
    async (request): Promise<PharmacyDecisionResponse> => {
      const { id } = request.params;
      const reason = request.body.reason?.trim() ?? '';
      const refusing = request.body.decision === 'refuse';
      if (refusing && !reason) throw badRequest(PHARMACY_MESSAGES.reason);
      const decider = { payments, events, now: clock(), who: staffOf(request) };
      await db.transaction((tx) =>
        refusing ? refuseLine(tx, id, reason, decider) : approveLine(tx, id, decider),
      );
      return {
        check: await toCheck(db, await checkById(db, id)),
        message: refusing ? PHARMACY_MESSAGES.refused : PHARMACY_MESSAGES.approved,
      };
    },
  );

  // The prescription the line was ordered with: the pet parent's upload, or our doctor's PDF.
  app.get(
    '/pharmacy/:id/prescription',
    { onRequest: pharmacist, schema: { params: idParams } },
    async (request, reply) => {
      const row = await checkById(db, request.params.id);
      if (row.bookingId)
        return sendPrescriptionPdf(reply, await ownersPrescription(db, row.bookingId, row.userId));
      const name = row.prescriptionFile;
      const file = name ? await prescriptions.open(name) : null;
      if (!name || !file) throw notFound('File not found');
      const extension = name.slice(name.lastIndexOf('.') + 1);
      return reply
        .type(PRESCRIPTION_TYPES[extension] ?? 'application/octet-stream')
        .header('Content-Length', file.size)
        .header('Content-Disposition', `attachment; filename="prescription.${extension}"`)
        .header('X-Content-Type-Options', 'nosniff')
        .send(file.stream);
    },
  );
};
