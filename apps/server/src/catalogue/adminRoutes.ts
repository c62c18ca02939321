import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type TSchema } from 'typebox';
import multipart from '@fastify/multipart';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  CHANGED_BY_SOMEONE_ELSE,
  GST_RATES,
  HSN_PATTERN,
  LIFE_STAGES,
  SKU_PATTERN,
  PET_SPECIES,
  PRODUCT_CATEGORIES,
  paiseToRupees,
  rupeesToPaise,
  type AdminProduct,
  type AdminProductResponse,
  type AdminProductVariant,
  type AdminProductsResponse,
  type GstRate,
  type LifeStage,
  type PetSpecies,
  type ProductCategory,
  type ProductPictureResponse,
} from '@petverse/api/contract';
import type { Database, Tx } from '../db/client';
import { products } from './tables';
import { searchProducts } from '../search/catalogueSearch';
import { HttpError, badRequest, notFound } from '../platform/errors';
import {
  idParams,
  oneOf,
  optionalLine,
  optionalText,
  requiredLine,
  requiredText,
} from '../platform/schemas';
import { audit, staffOf } from '../staff/staff';
import { multipartOptions, pictureFrom, uploadUrl } from '../platform/uploads';
import { productArtUrl } from '../seed/productArt';
import type { AdminContext } from '../staff/context';
import { pageOf, paged } from '../staff/paging';

type ProductRow = typeof products.$inferSelect;

/** A picture of the catalogue: an upload, or our own drawn art. */
const PICTURE_URL =
  '^/api/(uploads/[0-9a-f]{32}\\.(png|jpg|webp|gif)|media/art/p/[a-z0-9-]{1,120}\\.webp(\\?v=[0-9]{1,4})?)$';
const MAX_PICTURES = 8;
const MAX_PRICE = 1_000_000;
const MAX_STOCK = 100_000;

const rupees = (label: string) =>
  Type.Number({
    exclusiveMinimum: 0,
    maximum: MAX_PRICE,
    multipleOf: 0.01,
    errorMessage: `${label} must be an amount in rupees above 0 (at most two decimals).`,
  });
/** A value or null, with one message for whatever is wrong with it (the value's or the union's). */
const orNull = <T extends TSchema>(schema: T, message: string) =>
  Type.Union([{ ...schema, errorMessage: message }, Type.Null()], { errorMessage: message });

const PARCEL_MESSAGE =
  'The parcel’s length, width and height must each be centimetres above 0 and at most 500, or all empty.';
const PARCEL_CM = Type.Number({ exclusiveMinimum: 0, maximum: 500, errorMessage: PARCEL_MESSAGE });

const productFields = {
  // A name (and its size) reaches mail subjects and invoices: one line.
  name: requiredLine('Name', 200),
  description: requiredText('Description', 2000),
  category: oneOf(PRODUCT_CATEGORIES, {
    errorMessage: `category must be one of ${PRODUCT_CATEGORIES.join(', ')}.`,
  }),
  petspecies: oneOf(PET_SPECIES, {
    errorMessage: `petspecies must be ${PET_SPECIES.join(' or ')}.`,
  }),
  lifeStage: oneOf(LIFE_STAGES, {
    errorMessage: `lifeStage must be one of ${LIFE_STAGES.join(', ')}.`,
  }),
  brand: optionalText('Brand', 60),
  price: rupees('Price'),
  mrp: Type.Union([rupees('MRP'), Type.Null()], {
    errorMessage: 'MRP must be an amount in rupees, or empty.',
  }),
  stock: Type.Integer({
    minimum: 0,
    maximum: MAX_STOCK,
    errorMessage: `Stock must be a whole number from 0 to ${MAX_STOCK}.`,
  }),
  variantLabel: optionalLine('The size', 40),
  // Tax and parcel (issue 55 item 2): each may be empty (null), the tax then the category's.
  hsn: orNull(
    Type.String({ pattern: HSN_PATTERN }),
    'The HSN code must be 4, 6 or 8 digits, or empty.',
  ),
  gstRate: orNull(
    Type.Unsafe<GstRate>({ type: 'integer', enum: [...GST_RATES] }),
    `The GST rate must be one of ${GST_RATES.join(', ')} (percent), or empty.`,
  ),
  sku: orNull(
    Type.String({ pattern: SKU_PATTERN }),
    'The SKU must be 1 to 40 letters, digits, dots, dashes, slashes or underscores, or empty.',
  ),
  weightGrams: orNull(
    Type.Integer({ minimum: 1, maximum: 100_000 }),
    'The weight must be whole grams from 1 to 100000, or empty.',
  ),
  dimensionsCm: orNull(
    Type.Object({ length: PARCEL_CM, width: PARCEL_CM, height: PARCEL_CM }),
    PARCEL_MESSAGE,
  ),
  images: Type.Array(
    Type.String({ pattern: PICTURE_URL, errorMessage: 'A picture must be one uploaded here.' }),
    {
      maxItems: MAX_PICTURES,
      errorMessage: `A product has at most ${MAX_PICTURES} pictures.`,
    },
  ),
};

export function toAdminProduct(row: ProductRow): AdminProduct {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    category: row.category as ProductCategory,
    petspecies: row.petspecies as PetSpecies,
    lifeStage: row.lifeStage as LifeStage,
    brand: row.brand,
    price: paiseToRupees(row.pricePaise),
    mrp: row.mrpPaise === null ? null : paiseToRupees(row.mrpPaise),
    stock: row.stock,
    images: [row.imageUrl, ...row.images],
    version: row.version,
    withdrawnAt: row.withdrawnAt ? new Date(row.withdrawnAt).toISOString() : null,
    averageRating: row.averageRating,
    ratingCount: row.ratingCount,
    createdAt: new Date(row.createdAt).toISOString(),
    variantLabel: row.variantLabel,
    hsn: row.hsn,
    gstRate: row.gstRate as GstRate | null,
    sku: row.sku,
    weightGrams: row.weightGrams,
    dimensionsCm:
      row.lengthCm === null || row.widthCm === null || row.heightCm === null
        ? null
        : { length: row.lengthCm, width: row.widthCm, height: row.heightCm },
  };
}

const toVariant = (row: ProductRow): AdminProductVariant => ({
  _id: row.id,
  variantLabel: row.variantLabel,
  price: paiseToRupees(row.pricePaise),
  mrp: row.mrpPaise === null ? null : paiseToRupees(row.mrpPaise),
  stock: row.stock,
  withdrawnAt: row.withdrawnAt ? new Date(row.withdrawnAt).toISOString() : null,
});

/** What the product is, the same on all its sizes (ADR 026); the rest is each size's own. */
const PRODUCT_WIDE = [
  'name',
  'description',
  'category',
  'petspecies',
  'lifeStage',
  'brand',
  'hsn',
  'gstRate',
] as const satisfies (keyof typeof products.$inferInsert)[];

/** The product fields an edit may send, as the schema checked them. */
interface ProductFields {
  name?: string;
  description?: string;
  category?: string;
  petspecies?: string;
  lifeStage?: string;
  brand?: string;
  price?: number;
  mrp?: number | null;
  stock?: number;
  images?: string[];
  variantLabel?: string;
  hsn?: string | null;
  gstRate?: number | null;
  sku?: string | null;
  weightGrams?: number | null;
  dimensionsCm?: { length: number; width: number; height: number } | null;
}

/** What an edit writes, in the table's terms, from the fields sent. */
function columnsOf(body: ProductFields) {
  const set: Partial<typeof products.$inferInsert> = {};
  if (body.name !== undefined) set.name = body.name.trim();
  if (body.description !== undefined) set.description = body.description.trim();
  if (body.category !== undefined) set.category = body.category;
  if (body.petspecies !== undefined) set.petspecies = body.petspecies;
  if (body.lifeStage !== undefined) set.lifeStage = body.lifeStage;
  if (body.brand !== undefined) set.brand = body.brand.trim();
  if (body.price !== undefined) set.pricePaise = rupeesToPaise(body.price);
  if (body.mrp !== undefined) set.mrpPaise = body.mrp === null ? null : rupeesToPaise(body.mrp);
  if (body.stock !== undefined) set.stock = body.stock;
  if (body.variantLabel !== undefined) set.variantLabel = body.variantLabel.trim();
  if (body.hsn !== undefined) set.hsn = body.hsn;
  if (body.gstRate !== undefined) set.gstRate = body.gstRate;
  if (body.sku !== undefined) set.sku = body.sku;
  if (body.weightGrams !== undefined) set.weightGrams = body.weightGrams;
  if (body.dimensionsCm !== undefined) {
    set.lengthCm = body.dimensionsCm?.length ?? null;
    set.widthCm = body.dimensionsCm?.width ?? null;
    set.heightCm = body.dimensionsCm?.height ?? null;
  }
  if (body.images !== undefined) {
    const [first, ...rest] = body.images;
    if (!first) throw badRequest('A product needs at least one picture.');
    set.imageUrl = first;
    set.images = rest;
  }
  return set;
}

/** The fields an edit changed, before and after, as the audit log keeps them. */
function changes(before: AdminProduct, after: AdminProduct) {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const key of Object.keys(after) as (keyof AdminProduct)[]) {
    if (key === 'version') continue;
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      was[key] = before[key];
      now[key] = after[key];
    }
  }
  return { before: was, after: now };
}

/** A product (or a size of one) added, on the audit log. */
const auditCreated = (tx: Tx, who: ReturnType<typeof staffOf>, row: ProductRow) =>
  audit(tx, who, {
    action: 'product.create',
    targetType: 'product',
    targetId: row.id,
    after: toAdminProduct(row),
  });

/** Refuses a SKU another product row has (it is unique across the catalogue). */
async function skuFree(tx: Tx, sku: string, self: string | null) {
  const [taken] = await tx
    .select({ name: products.name, label: products.variantLabel })
    .from(products)
    .where(and(eq(products.sku, sku), self ? ne(products.id, self) : undefined))
    .limit(1);
  if (taken)
    throw new HttpError(
      409,
      `The SKU ${sku} is already on ${taken.label ? `${taken.name}, ${taken.label}` : taken.name}.`,
    );
}

/** A slug for a new product: its name's words and a few random letters (stable once made). */
const slugFor = (name: string) =>
  `${
    name
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'product'
  }-${randomBytes(3).toString('hex')}`;

/** The catalogue: a list on the store's own search, creating, editing, withdrawing, stock. */
export const productRoutes: FastifyPluginAsyncTypebox<AdminContext> = async (app, ctx) => {
  const { db, staffAuth, pictures, catalogueChanged } = ctx;
  const catalogue = staffAuth.requireStaff('catalogue');
  await app.register(multipart, multipartOptions);

  /** After a change: kept answers go, and typo correction learns new words. */
  const changed = async (database: Database = db) => {
    await database.execute(sql`refresh materialized view product_words`);
    catalogueChanged();
  };

  const byId = async (id: string, database: Pick<Database, 'select'> = db) => {
    const [row] = await database.select().from(products).where(eq(products.id, id)).limit(1);
    if (!row) throw notFound('Product not found');
    return row;
  };

  app.get(
    '/products',
    {
      onRequest: catalogue,
      schema: {
        querystring: Type.Object({
          ...pageOf(25, 100),
          q: Type.Optional(optionalText('q', 100)),
          category: Type.Optional(productFields.category),
          petspecies: Type.Optional(productFields.petspecies),
          stock: Type.Optional(
            oneOf(['low', 'out'], { errorMessage: 'stock must be low or out.' }),
          ),
          withdrawn: Type.Optional(
            Type.Boolean({ errorMessage: 'withdrawn must be true or false.' }),
          ),
        }),
      },
    },
    async (request): Promise<AdminProductsResponse> => {
      const q = request.query;
      // The store's own search (full text, typo correction, filters), with the back office's
      // scope: withdrawn products when asked, low or sold-out ones.
      const found = await searchProducts(
        db,
        {
          q: q.q,
          category: q.category,
          species: q.petspecies,
          sort: q.q?.trim() ? 'relevance' : 'newest',
          page: q.page,
          limit: q.limit,
        },
        { withdrawn: q.withdrawn ?? false, stock: q.stock },
      );
      const ids = found.products.map((p) => p._id);
      const rows = ids.length
        ? await db.select().from(products).where(inArray(products.id, ids))
        : [];
      const byIdMap = new Map(rows.map((r) => [r.id, r]));
      return {
        products: ids.flatMap((id) => {
          const row = byIdMap.get(id);
          return row ? [toAdminProduct(row)] : [];
        }),
        pagination: paged(q.page, q.limit, found.pagination.total),
      };
    },
  );

  /** Every size of the product `row` is one of, in the catalogue's order. */
  const sizesOf = async (row: ProductRow, database: Pick<Database, 'select'> = db) =>
    (
      await database
        .select()
        .from(products)
        .where(eq(products.variantGroup, row.variantGroup))
        .orderBy(asc(products.createdAt), asc(products.slug))
    ).map(toVariant);

  /** A size's label, unless another size of the same product has it already. */
  const labelFree = async (tx: Tx, group: string, label: string, except: string | null) => {
    const [taken] = await tx
      .select({ id: products.id })
      .from(products)
      .where(
        and(
          eq(products.variantGroup, group),
          sql`lower(${products.variantLabel}) = lower(${label})`,
          except ? ne(products.id, except) : undefined,
        ),
      )
      .limit(1);
    if (taken) throw new HttpError(409, `This product already has a size '${label}'.`);
  };

  app.get(
    '/products/:id',
    { onRequest: catalogue, schema: { params: idParams } },
    async (request): Promise<AdminProductResponse> => {
      const row = await byId(request.params.id);
      return { product: toAdminProduct(row), message: '', variants: await sizesOf(row) };
    },
  );

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
        return { row: created!, variants: await sizesOf(created!, tx) };
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

  app.post(
    '/products/:id/stock',
    {
      onRequest: catalogue,
      schema: {
        params: idParams,
        body: Type.Object({
          change: Type.Integer({
            minimum: -MAX_STOCK,
            maximum: MAX_STOCK,
            not: { const: 0 },
            errorMessage: 'change must be a whole number of units, not 0.',
          }),
          reason: requiredText('The reason', 200),
        }),
      },
    },
    async (request): Promise<AdminProductResponse> => {
      const who = staffOf(request);
      const { id } = request.params;
      const { change, reason } = request.body;
      const row = await db.transaction(async (tx) => {
        // Relative to what is there now, so sales made meanwhile are never undone.
        const [moved] = await tx
          .update(products)
          .set({ stock: sql`${products.stock} + ${change}` })
          .where(
            and(eq(products.id, id), sql`${products.stock} + ${change} between 0 and ${MAX_STOCK}`),
          )
          .returning();
        if (!moved) {
          const current = await byId(id, tx);
          throw new HttpError(
            409,
            change < 0
              ? `There are only ${current.stock} units of ${current.name}: ${-change} cannot be written off.`
              : `Stock cannot go above ${MAX_STOCK} units.`,
          );
        }
        await audit(tx, who, {
          action: change > 0 ? 'stock.receive' : 'stock.writeoff',
          targetType: 'product',
          targetId: id,
          before: { stock: moved.stock - change },
          after: { stock: moved.stock, change, reason: reason.trim() },
        });
        return moved;
      });
      catalogueChanged();
      return {
        product: toAdminProduct(row),
        message:
          change > 0
            ? `${change} units received: ${row.stock} in stock.`
            : `${-change} units written off: ${row.stock} in stock.`,
      };
    },
  );

  app.post(
    '/products/pictures',
    { onRequest: catalogue },
    async (request, reply): Promise<ProductPictureResponse> => {
      const body = (request.body ?? {}) as { picture?: unknown };
      const picture = await pictureFrom(body.picture);
      if (!picture) throw badRequest('Please choose a picture (PNG, JPEG, WebP or GIF).');
      const name = await pictures.save(picture.data, picture.ext);
      void reply.status(201);
      return { url: uploadUrl(name)! };
    },
  );
};
