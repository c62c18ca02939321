// A product as the back office writes it: its fields' rules, its columns, its answer and audit.
import { randomBytes } from 'node:crypto';

import { Type, type TSchema } from 'typebox';

import { and, asc, eq, ne, sql } from 'drizzle-orm';
import {
  GST_RATES,
  HSN_PATTERN,
  LIFE_STAGES,
  SKU_PATTERN,
  PET_SPECIES,
  PRODUCT_CATEGORIES,
  paiseToRupees,
  rupeesToPaise,
  type AdminProduct,
  type AdminProductVariant,
  type GstRate,
  type LifeStage,
  type PetSpecies,
  type ProductCategory,
} from '@petverse/api/contract';
import type { Database, Tx } from '../db/client';
import { products } from './tables';

import { HttpError, badRequest, notFound } from '../platform/errors';
import { oneOf, optionalLine, optionalText, requiredLine, requiredText } from '../platform/schemas';
import type { staffOf } from '../staff/staff';
import { audit } from '../staff/staff';

export type ProductRow = typeof products.$inferSelect;

/** A picture of the catalogue: an upload, or our own drawn art. */
const PICTURE_URL =
  '^/api/(uploads/[0-9a-f]{32}\\.(png|jpg|webp|gif)|media/art/p/[a-z0-9-]{1,120}\\.webp(\\?v=[0-9]{1,4})?)$';
const MAX_PICTURES = 8;
const MAX_PRICE = 1_000_000;
export const MAX_STOCK = 100_000;

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

export const productFields = {
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

export const toVariant = (row: ProductRow): AdminProductVariant => ({
  _id: row.id,
  variantLabel: row.variantLabel,
  price: paiseToRupees(row.pricePaise),
  mrp: row.mrpPaise === null ? null : paiseToRupees(row.mrpPaise),
  stock: row.stock,
  withdrawnAt: row.withdrawnAt ? new Date(row.withdrawnAt).toISOString() : null,
});

/** What the product is, the same on all its sizes (ADR 026); the rest is each size's own. */
export const PRODUCT_WIDE = [
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
export interface ProductFields {
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
export function columnsOf(body: ProductFields) {
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
export function changes(before: AdminProduct, after: AdminProduct) {
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
export const auditCreated = (tx: Tx, who: ReturnType<typeof staffOf>, row: ProductRow) =>
  audit(tx, who, {
    action: 'product.create',
    targetType: 'product',
    targetId: row.id,
    after: toAdminProduct(row),
  });

/** Refuses a SKU another product row has (it is unique across the catalogue). */
export async function skuFree(tx: Tx, sku: string, self: string | null) {
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
export const slugFor = (name: string) =>
  `${
    name
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'product'
  }-${randomBytes(3).toString('hex')}`;

/** The catalogue: a list on the store's own search, creating, editing, withdrawing, stock. */

/** The product with this id (a 404 when there is none). */
export async function productById(database: Pick<Database, 'select'>, id: string) {
  const [row] = await database.select().from(products).where(eq(products.id, id)).limit(1);
  if (!row) throw notFound('Product not found');
  return row;
}

/** Every size of the product `row` is one of, in the catalogue's order. */
export const sizesOf = async (database: Pick<Database, 'select'>, row: ProductRow) =>
  (
    await database
      .select()
      .from(products)
      .where(eq(products.variantGroup, row.variantGroup))
      .orderBy(asc(products.createdAt), asc(products.slug))
  ).map(toVariant);

/** A size's label, unless another size of the same product has it already. */
export async function labelFree(tx: Tx, group: string, label: string, except: string | null) {
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
}
