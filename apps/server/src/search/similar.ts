import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { SIMILAR_PRODUCTS_LIMIT, type Product } from '@petverse/api/contract';
import type { Database } from '../db/client';
import { products } from '../catalogue/tables';
import { fromListed, onePerProduct, productColumns, onSale } from './productCards';

/** Category neighbours: the ones a shopper of this category looks at next. */
const NEAR_CATEGORY: Record<string, string[]> = {
  food: ['treats', 'health'],
  treats: ['food', 'toys'],
  toys: ['treats', 'accessories'],
  accessories: ['toys', 'grooming'],
  grooming: ['health', 'accessories'],
  health: ['grooming', 'food'],
};

/**
 * Up to three products like this one: the same species, the same category first (then its
 * neighbours), nearest in price. Null when the product does not exist.
 */
export async function similarTo(db: Database, id: string): Promise<Product[] | null> {
  const [current] = await db
    .select({
      species: products.petspecies,
      category: products.category,
      price: products.pricePaise,
      store: products.store,
      group: products.variantGroup,
    })
    .from(products)
    .where(eq(products.id, id))
    .limit(1);
  if (!current) return null;
  const near = NEAR_CATEGORY[current.category] ?? [];
  const rank = sql`case ${products.category} when ${current.category} then 0 when ${near[0] ?? ''} then 1 when ${near[1] ?? ''} then 2 else 3 end`;
  const rows = await db
    .select(productColumns)
    .from(products)
    .where(
      and(
        eq(products.store, current.store),
        eq(products.petspecies, current.species),
        ne(products.variantGroup, current.group),
        onSale,
      ),
    )
    .orderBy(rank, sql`abs(${products.pricePaise} - ${current.price})`, asc(products.id))
    .limit(SIMILAR_PRODUCTS_LIMIT * 3);
  return onePerProduct(rows, SIMILAR_PRODUCTS_LIMIT).map(fromListed);
}
