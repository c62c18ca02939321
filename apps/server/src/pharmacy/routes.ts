import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq } from 'drizzle-orm';
import {
  PHARMACY_MESSAGES,
  PHARMACY_ORDER_PRICE,
  PRESCRIPTION_MESSAGES,
  rupeesToPaise,
  type VetCartResponse,
} from '@petverse/api/contract';
import type { Database } from '../db/client';
import { vetCarts } from '../checkout/tables';
import type { Auth } from '../accounts/auth';
import { HttpError, notFound } from '../platform/errors';
import { withinQuota } from '../platform/quotas';
import { idParams } from '../platform/schemas';
import { PHARMACY_QUOTA, toVetCart, vetCartsOf } from '../checkout/vetCartRoutes';
import { ownersPrescription } from '../consultations';

/**
 * "Order these medicines" (issue 53 item 2): the pet parent puts a consultation's Petverse
 * prescription into the pharmacy cart, one pack, with no upload — once: ordering it again finds
 * the same line (200). Only the booking's pet parent (anyone else 404), once the prescription is
 * written and names a medicine (else 404 or 409).
 */
export const pharmacyRoutes: FastifyPluginAsyncTypebox<{ db: Database; auth: Auth }> = async (
  app,
  { db, auth },
) => {
  app.post(
    '/consultations/:id/prescription/order',
    { onRequest: auth.requireUser, schema: { params: idParams } },
    async (request, reply): Promise<VetCartResponse> => {
      const { userId } = request;
      const bookingId = request.params.id;
      const prescription = await ownersPrescription(db, bookingId, userId);
      if (!prescription) throw notFound(PRESCRIPTION_MESSAGES.none);
      if (prescription.medicines.length === 0)
        throw new HttpError(409, PHARMACY_MESSAGES.noMedicines);
      const mine = and(eq(vetCarts.userId, userId), eq(vetCarts.bookingId, bookingId));
      const { row, added } = await withinQuota(db, userId, PHARMACY_QUOTA, async (tx) => {
        const [kept] = await tx.select().from(vetCarts).where(mine);
        if (kept) return { row: kept, added: false };
        const [created] = await tx
          .insert(vetCarts)
          .values({
            userId,
            quantity: 1,
            pricePaise: rupeesToPaise(PHARMACY_ORDER_PRICE),
            bookingId,
          })
          .returning();
        return { row: created!, added: true };
      }).catch(async (error: unknown) => {
        // Already there: a full cart does not stop finding the line it holds.
        const [kept] = await db.select().from(vetCarts).where(mine);
        if (kept) return { row: kept, added: false };
        throw error;
      });
      void reply.status(added ? 201 : 200);
      return {
        cart: toVetCart(row),
        carts: await vetCartsOf(db, userId),
        message: added ? PHARMACY_MESSAGES.added : PHARMACY_MESSAGES.already,
      };
    },
  );
};
