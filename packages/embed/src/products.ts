import type { Product } from '@petverse/api/contract';

/** `species` attribute: `dog` or `cat`, anything else shows both. */
export const speciesOf = (value: string | undefined): 'dog' | 'cat' | undefined =>
  value === 'dog' || value === 'cat' ? value : undefined;

/** `limit` attribute: 1–24 cards. @default 6 */
export const limitOf = (value: string | undefined): number => {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) ? Math.min(Math.max(n, 1), 24) : 6;
};

/** The first `limit` products for a species (or all). */
export function pickProducts(
  products: readonly Product[],
  species: 'dog' | 'cat' | undefined,
  limit: number,
): Product[] {
  return products.filter((p) => !species || p.petspecies === species).slice(0, limit);
}
