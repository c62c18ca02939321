import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import { and, eq, ne, sql } from 'drizzle-orm';
import {
  CHANGED_BY_SOMEONE_ELSE,
  rupeesToPaise,
  type AdminProductResponse,
} from '@petverse/api/contract';
import type { Database } from '../db/client';
import { products } from './tables';

import { HttpError, badRequest, notFound } from '../platform/errors';
import { idParams, requiredLine } from '../platform/schemas';
import { audit, staffOf } from '../staff/staff';

import { productArtUrl } from '../seed/productArt';
import type { AdminContext } from '../staff/context';

import {
  auditCreated,
  changes,
  columnsOf,
  labelFree,
  productFields,
  PRODUCT_WIDE,
  sizesOf,
  skuFree,
  slugFor,
  toAdminProduct,
  type ProductFields,
} from './adminProductFields';

/** Adding a product or a size of one, and editing a product (the back office's catalogue). */
export const productEditRoutes: FastifyPluginAsyncTypebox<AdminContext> = async (app, ctx) => {
  const { db, staffAuth, catalogueChanged } = ctx;
  const catalogue = staffAuth.requireStaff('catalogue');

  /** After a change: kept answers go, and typo correction learns new words. */
  const changed = async (database: Database = db) => {
    await database.execute(sql`refresh materialized view product_words`);
    catalogueChanged();
  };

  app.post(
    '/products/:id/variants',
    {
      onRequest: catalogue,
      schema: {
        params: idParams,
        body: Type.Object({
          variantLabel: requiredLine('The size', 40),
          price: productFields.price,
          mrp: Type.Optional(productFields.mrp),
          stock: productFields.stock,
        }),
      },
    },
    async (request, reply): Promise<AdminProductResponse> => {
      const who = staffOf(request);
      const body = request.body;
      if (body.mrp != null && body.mrp < body.price)
        throw badRequest('The MRP cannot be below the price.');
      const label = body.variantLabel.trim();
      const { row, variants } = await db.transaction(async (tx) => {
        const [of] = await tx
          .select()
          .from(products)
          .where(eq(products.id, request.params.id))
          .for('update');
        if (!of) throw notFound('Product not found');
        if (!of.variantLabel)
          throw badRequest(
            `Please give ${of.name} its own size first (such as 1 kg or Medium), then add another.`,
          );
        await labelFree(tx, of.variantGroup, label, null);
        const slug = slugFor(`${of.name} ${label}`);
        const [created] = await tx
          .insert(products)
          .values({
            slug,
            variantGroup: of.variantGroup,
            variantLabel: label,
            store: of.store,
            name: of.name,
            description: of.description,
            category: of.category,
            petspecies: of.petspecies,
            lifeStage: of.lifeStage,
            brand: of.brand,
            subscribable: of.subscribable,
            hsn: of.hsn,
            gstRate: of.gstRate,
            pricePaise: rupeesToPaise(body.price),
            mrpPaise: body.mrp == null ? null : rupeesToPaise(body.mrp),
            stock: body.stock,
            imageUrl: of.imageUrl,
            images: of.images,
          })
          .returning();
        await auditCreated(tx, who, created!);
        return { row: created!, variants: await sizesOf(tx, created!) };
      });
      await changed();
      void reply.status(201);
      return {
        product: toAdminProduct(row),
        variants,
        message: `${row.name}, ${label}, is in the catalogue.`,
      };
    },
  );

  app.post(
    '/products',
    {
      onRequest: catalogue,
      schema: {
        body: Type.Object({
          ...productFields,
          brand: Type.Optional(productFields.brand),
          mrp: Type.Optional(productFields.mrp),
          images: Type.Optional(productFields.images),
          variantLabel: Type.Optional(productFields.variantLabel),
          hsn: Type.Optional(productFields.hsn),
          gstRate: Type.Optional(productFields.gstRate),
          sku: Type.Optional(productFields.sku),
          weightGrams: Type.Optional(productFields.weightGrams),
          dimensionsCm: Type.Optional(productFields.dimensionsCm),
        }),
      },
    },
    async (request, reply): Promise<AdminProductResponse> => {
      const who = staffOf(request);
      const body = request.body;
      if (body.mrp != null && body.mrp < body.price)
        throw badRequest('The MRP cannot be below the price.');
      const slug = slugFor(body.name);
      const set = columnsOf(body);
      const row = await db.transaction(async (tx) => {
        if (set.sku) await skuFree(tx, set.sku, null);
        const [created] = await tx
          .insert(products)
          .values({
            slug,
            // A new product is its own group; sizes join it (POST /products/:id/variants).
            variantGroup: slug,
            variantLabel: set.variantLabel ?? '',
            name: set.name!,
            description: set.description!,
            category: set.category!,
            petspecies: set.petspecies!,
            lifeStage: set.lifeStage!,
            brand: set.brand ?? '',
            pricePaise: set.pricePaise!,
            mrpPaise: set.mrpPaise ?? null,
            stock: set.stock!,
            imageUrl: set.imageUrl ?? productArtUrl(slug),
            images: set.images ?? [],
            hsn: set.hsn ?? null,
            gstRate: set.gstRate ?? null,
            sku: set.sku ?? null,
            weightGrams: set.weightGrams ?? null,
            lengthCm: set.lengthCm ?? null,
            widthCm: set.widthCm ?? null,
            heightCm: set.heightCm ?? null,
          })
          .returning();
        await auditCreated(tx, who, created!);
        return created!;
      });
      await changed();
      void reply.status(201);
      return { product: toAdminProduct(row), message: `${row.name} is in the catalogue.` };
    },
  );

  app.patch(
    '/products/:id',
    {
      onRequest: catalogue,
      schema: {
        params: idParams,
        body: Type.Object({
          ...Object.fromEntries(
            Object.entries(productFields).map(([key, schema]) => [key, Type.Optional(schema)]),
          ),
          withdrawn: Type.Optional(
            Type.Boolean({ errorMessage: 'withdrawn must be true or false.' }),
          ),
          version: Type.Integer({
            minimum: 1,
            errorMessage: 'version is required: the version of the product the edit was made on.',
          }),
        }),
      },
    },
    async (request): Promise<AdminProductResponse> => {
      const who = staffOf(request);
      const { id } = request.params;
      const body = request.body as ProductFields & { withdrawn?: boolean; version: number };
      const set = columnsOf(body);
      const row = await db.transaction(async (tx) => {
        const [current] = await tx.select().from(products).where(eq(products.id, id)).for('update');
        if (!current) throw notFound('Product not found');
        if (current.version !== body.version) throw new HttpError(409, CHANGED_BY_SOMEONE_ELSE);
        const price = set.pricePaise ?? current.pricePaise;
        const mrp = set.mrpPaise === undefined ? current.mrpPaise : set.mrpPaise;
        if (mrp !== null && mrp < price) throw badRequest('The MRP cannot be below the price.');
        const withdrawnAt =
          body.withdrawn === undefined
            ? current.withdrawnAt
            : body.withdrawn
              ? (current.withdrawnAt ?? ctx.clock())
              : null;
        if (set.variantLabel)
          await labelFree(tx, current.variantGroup, set.variantLabel, current.id);
        if (set.sku) await skuFree(tx, set.sku, current.id);
        const [updated] = await tx
          .update(products)
          .set({ ...set, withdrawnAt, version: current.version + 1 })
          .where(and(eq(products.id, id), eq(products.version, body.version)))
          .returning();
        // What the product is goes to all its sizes; each moves on a version.
        const wide = Object.fromEntries(
          PRODUCT_WIDE.flatMap((key) => (set[key] === undefined ? [] : [[key, set[key]]])),
        );
        if (Object.keys(wide).length)
          await tx
            .update(products)
            .set({ ...wide, version: sql`${products.version} + 1` })
            .where(and(eq(products.variantGroup, current.variantGroup), ne(products.id, id)));
        const before = toAdminProduct(current);
        const after = toAdminProduct(updated!);
        const diff = changes(before, after);
        if (Object.keys(diff.after).length)
          await audit(tx, who, {
            action:
              body.withdrawn !== undefined && Boolean(current.withdrawnAt) !== body.withdrawn
                ? body.withdrawn
                  ? 'product.withdraw'
                  : 'product.restore'
                : 'product.update',
            targetType: 'product',
            targetId: id,
            ...diff,
          });
        return updated!;
      });
      await changed();
      return {
        product: toAdminProduct(row),
        message: row.withdrawnAt ? `${row.name} is withdrawn from sale.` : `${row.name} is saved.`,
      };
    },
  );
};
