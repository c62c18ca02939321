import { idParams, QUANTITY_MESSAGE, quantitySchema } from '../platform/schemas';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import multipart from '@fastify/multipart';
import { and, asc, eq } from 'drizzle-orm';
import {
  ACCOUNT_LIMITS,
  MAX_QUANTITY,
  MIN_QUANTITY,
  PHARMACY_ORDER_PRICE,
  PRESCRIPTION_MAX_BYTES,
  paiseToRupees,
  rupeesToPaise,
  type DeleteVetCartResponse,
  type VetCart,
  type VetCartListResponse,
  type VetCartResponse,
} from '@petverse/api/contract';
import type { Database } from '../db/client';
import { vetCarts } from './tables';
import { uploadQuota } from '../platform/rateLimit';
import { withinQuota } from '../platform/quotas';
import { badRequest, notFound } from '../platform/errors';
import {
  PRESCRIPTION_NAME_PATTERN,
  PRESCRIPTION_TYPES,
  prescriptionUrl,
  readFileForm,
  sniffPrescription,
} from './prescriptions';
import type { ShoppingContext } from './context';

type VetCartRow = typeof vetCarts.$inferSelect;

/** A pharmacy line as the cart shows it: an uploaded file, or our doctor's prescription as PDF. */
export const toVetCart = (row: VetCartRow): VetCart => ({
  _id: row.id,
  quantity: row.quantity,
  price: paiseToRupees(row.pricePaise),
  prescriptionFile: row.prescriptionFile
    ? prescriptionUrl(row.prescriptionFile)
    : `/api/consultations/${row.bookingId}/prescription.pdf`,
  itemType: 'pharmacy',
  bookingId: row.bookingId,
});

export async function vetCartsOf(db: Database, userId: string): Promise<VetCart[]> {
  const rows = await db
    .select()
    .from(vetCarts)
    .where(eq(vetCarts.userId, userId))
    .orderBy(asc(vetCarts.createdAt), asc(vetCarts.id));
  return rows.map(toVetCart);
}

/** An account's pharmacy lines: at most ACCOUNT_LIMITS.pharmacyLines. */
export const PHARMACY_QUOTA = {
  table: vetCarts,
  owner: vetCarts.userId,
  limit: ACCOUNT_LIMITS.pharmacyLines,
  message: `Your cart can hold at most ${ACCOUNT_LIMITS.pharmacyLines} pharmacy orders. Remove one to add another.`,
};

function parseQuantity(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return MIN_QUANTITY;
  const n = /^\s*\d{1,3}\s*$/.test(value) ? Number(value) : NaN;
  if (!(n >= MIN_QUANTITY && n <= MAX_QUANTITY)) throw badRequest(QUANTITY_MESSAGE);
  return n;
}

/**
 * Pharmacy (vet) cart entries: a prescription and a quantity, priced by the server at
 * PHARMACY_ORDER_PRICE a pack. `POST /user/addVetCart` is our addition: the spec has no call that
 * creates an entry.
 */
export const vetCartRoutes: FastifyPluginAsyncTypebox<ShoppingContext> = async (
  app,
  { db, auth, prescriptions, rateRules },
) => {
  const countUpload = uploadQuota(app, rateRules);
  await app.register(multipart, {
    limits: { fileSize: PRESCRIPTION_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
  });
  const mine = (id: string, userId: string) =>
    and(eq(vetCarts.id, id), eq(vetCarts.userId, userId));

  app.get(
    '/user/getAllVetCarts',
    { onRequest: auth.requireUser },
    async (request): Promise<VetCartListResponse> => ({
      carts: await vetCartsOf(db, request.userId),
    }),
  );

  app.post(
    '/user/addVetCart',
    { onRequest: auth.requireUser },
    async (request, reply): Promise<VetCartResponse> => {
      const { file, fields } = await readFileForm(request, {
        files: ['prescriptionFile', 'prescription', 'file'],
        fields: ['quantity'],
        what: 'prescription',
        missing: 'Please send a multipart form with prescriptionFile and quantity.',
      });
      const given = fields.quantity;
      const quantity = parseQuantity(given);
      if (!file) throw badRequest('prescriptionFile is required');
      const kind = await sniffPrescription(file);
      if (!kind) throw badRequest('The prescription must be a PDF, JPEG or PNG file.');
      await countUpload(request);
      const name = await prescriptions.save(file, kind);
      const row = await withinQuota(db, request.userId, PHARMACY_QUOTA, async (tx) => {
        const [created] = await tx
          .insert(vetCarts)
          .values({
            userId: request.userId,
            quantity,
            pricePaise: rupeesToPaise(PHARMACY_ORDER_PRICE),
            prescriptionFile: name,
          })
          .returning();
        return created;
      }).catch(async (error: unknown) => {
        await prescriptions.remove(name).catch(() => undefined);
        throw error;
      });
      void reply.status(201);
      return {
        cart: toVetCart(row!),
        carts: await vetCartsOf(db, request.userId),
        message: 'Pharmacy order added to cart',
      };
    },
  );

  app.put(
    '/user/updateVetCart/:id',
    {
      onRequest: auth.requireUser,
      schema: {
        params: idParams,
        body: Type.Object({ quantity: quantitySchema }),
      },
    },
    async (request): Promise<VetCartResponse> => {
      const [row] = await db
        .update(vetCarts)
        .set({ quantity: request.body.quantity })
        .where(mine(request.params.id, request.userId))
        .returning();
      if (!row) throw notFound('Pharmacy order not found');
      return {
        cart: toVetCart(row),
        carts: await vetCartsOf(db, request.userId),
        message: 'Quantity updated',
      };
    },
  );

  app.delete(
    '/user/deleteVetCart/:id',
    { onRequest: auth.requireUser, schema: { params: idParams } },
    async (request): Promise<DeleteVetCartResponse> => {
      const [row] = await db
        .delete(vetCarts)
        .where(mine(request.params.id, request.userId))
        .returning();
      if (!row) throw notFound('Pharmacy order not found');
      if (row.prescriptionFile)
        await prescriptions
          .remove(row.prescriptionFile)
          .catch((err: unknown) => request.log.warn({ err }, 'prescription file not removed'));
      return { carts: await vetCartsOf(db, request.userId), message: 'Item removed from cart' };
    },
  );

  // Health data: served only to the session whose cart holds it (the cart fetches it with the
  // token); anyone else, signed in or not, gets the same 404 as for a name that does not exist.
  app.get(
    '/user/prescriptions/:name',
    {
      onRequest: auth.requireUser,
      schema: {
        params: Type.Object({
          name: Type.String({
            pattern: PRESCRIPTION_NAME_PATTERN,
            errorMessage: 'Not a file name.',
          }),
        }),
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      const [owned] = await db
        .select({ id: vetCarts.id })
        .from(vetCarts)
        .where(and(eq(vetCarts.userId, request.userId), eq(vetCarts.prescriptionFile, name)))
        .limit(1);
      const file = owned ? await prescriptions.open(name) : null;
      if (!file) throw notFound('File not found');
      return reply
        .type(
          PRESCRIPTION_TYPES[name.slice(name.lastIndexOf('.') + 1)] ?? 'application/octet-stream',
        )
        .header('Content-Length', file.size)
        .header('Content-Disposition', 'inline')
        .header('X-Content-Type-Options', 'nosniff')
        .send(file.stream);
    },
  );
};
