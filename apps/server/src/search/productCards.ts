// A product as the store's lists and cards show it, read from its row, and what a search of them
// is asked.
import { isNull, sql } from 'drizzle-orm';
import { paiseToRupees, type Product, type ProductSearchQuery } from '@petverse/api/contract';
import { BAND_SQL } from './searchStatements';
import { products } from '../catalogue/tables';

export type ProductRow = typeof products.$inferSelect;

export function toProduct(row: ListedRow): Product {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    price: paiseToRupees(row.pricePaise),
    imageUrl: row.imageUrl,
    averageRating: row.averageRating,
    ratingCount: row.ratingCount,
    petspecies: row.petspecies as Product['petspecies'],
    category: row.category as Product['category'],
    brand: row.brand,
    lifeStage: row.lifeStage as Product['lifeStage'],
    createdAt: row.createdAt.toISOString(),
    stock: row.stock,
    mrp:
      row.mrpPaise !== null && row.mrpPaise > row.pricePaise ? paiseToRupees(row.mrpPaise) : null,
    images: [row.imageUrl, ...row.images],
    variantLabel: row.variantLabel,
  };
}

/** A list's card: a product row with how many sizes its product has and its lowest price. */
export type CardRow = ListedRow & { variantCount: number; fromPaise: number | null };

/**
 * One card per product of a whole list of rows (ADR 026), where its first size is: the cheapest
 * size in stock (else the cheapest), with how many sizes, 'from ₹X' and the product's rating, as
 * the search's statements do (search/searchStatements.ts).
 */
export function cardsOf(rows: ListedRow[]): Product[] {
  const groups = new Map<string, ListedRow[]>();
  for (const row of rows) {
    const group = groups.get(row.variantGroup);
    if (group) group.push(row);
    else groups.set(row.variantGroup, [row]);
  }
  return [...groups.values()].map((sizes) => {
    const shown = [...sizes].sort(
      (a, b) => Number(a.stock === 0) - Number(b.stock === 0) || a.pricePaise - b.pricePaise,
    )[0]!;
    const prices = sizes.map((s) => s.pricePaise);
    const inStock = sizes.filter((s) => s.stock > 0).map((s) => s.pricePaise);
    const n = sizes.reduce((t, s) => t + s.ratingCount, 0);
    const sum = sizes.reduce((t, s) => t + s.ratingSum, 0);
    return toCard({
      ...shown,
      averageRating: n > 0 ? Math.round((sum / n) * 100) / 100 : null,
      ratingCount: n,
      variantCount: sizes.length,
      fromPaise:
        Math.min(...prices) < Math.max(...prices)
          ? Math.min(...(inStock.length ? inStock : prices))
          : null,
    });
  });
}

/** One card per product in the store's lists (ADR 026): the row shown, 'from ₹X', its sizes. */
export function toCard(row: CardRow): Product {
  return {
    ...toProduct(row),
    variantCount: Number(row.variantCount),
    fromPrice: row.fromPaise === null ? null : paiseToRupees(Number(row.fromPaise)),
  };
}

/** The columns a product answer needs (not the search columns). */
export const productColumns = {
  id: products.id,
  slug: products.slug,
  store: products.store,
  name: products.name,
  description: products.description,
  pricePaise: products.pricePaise,
  imageUrl: products.imageUrl,
  petspecies: products.petspecies,
  category: products.category,
  brand: products.brand,
  lifeStage: products.lifeStage,
  averageRating: products.averageRating,
  ratingSum: products.ratingSum,
  ratingCount: products.ratingCount,
  createdAt: products.createdAt,
  stock: products.stock,
  mrpPaise: products.mrpPaise,
  images: products.images,
  version: products.version,
  withdrawnAt: products.withdrawnAt,
  variantGroup: products.variantGroup,
  variantLabel: products.variantLabel,
};
/** What only the back office reads of a product: tax and parcel (issue 55 item 2). */
export type BackOfficeColumns =
  'hsn' | 'gstRate' | 'sku' | 'weightGrams' | 'lengthCm' | 'widthCm' | 'heightCm';
/** Products on sale: not withdrawn by staff. */
export const onSale = isNull(products.withdrawnAt);
export type ListedRow = Omit<
  ProductRow,
  | 'searchVector'
  | 'searchXid'
  | 'subscribable'
  | 'productRatingSum'
  | 'productRatingCount'
  | BackOfficeColumns
>;
export const fromListed = (row: ListedRow) => toProduct(row);
/** The first row of each product (ADR 026), up to `n`: a list that offers products, not sizes. */
export const onePerProduct = <T extends { variantGroup: string }>(rows: T[], n: number): T[] => {
  const seen = new Set<string>();
  return rows.filter((r) => !seen.has(r.variantGroup) && seen.add(r.variantGroup)).slice(0, n);
};

/** Price band of a price in paise, as SQL (the facet's key). */
export const bandOf = sql.raw(BAND_SQL);

/** A search as the store asks it: its sort, page and size always given. */
export type SearchParams = Required<Pick<ProductSearchQuery, 'sort' | 'page' | 'limit'>> &
  Omit<ProductSearchQuery, 'sort' | 'page' | 'limit'>;
