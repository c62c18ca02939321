import type { Product, ProductCategory } from '@petverse/api/contract';
import { sitePages } from '../../content/services';

/** Names of the catalogue's categories, as shown. */
export const CATEGORY_LABELS: Record<ProductCategory, string> = {
  food: 'Food',
  treats: 'Treats',
  toys: 'Toys',
  accessories: 'Accessories',
  grooming: 'Grooming',
  health: 'Health',
};

/** The categories present in a product list, in catalogue order, with how many products each. */
export function categoryCounts(
  products: readonly Product[],
): { category: ProductCategory; count: number }[] {
  const counts = new Map<ProductCategory, number>();
  for (const p of products) counts.set(p.category, (counts.get(p.category) ?? 0) + 1);
  return (Object.keys(CATEGORY_LABELS) as ProductCategory[])
    .filter((c) => counts.has(c))
    .map((category) => ({ category, count: counts.get(category) ?? 0 }));
}

/** Whether a value is one of the catalogue's categories. */
export const isCategory = (value: string | null): value is ProductCategory =>
  value !== null && value in CATEGORY_LABELS;

/** Best rated first; unrated last. */
export const byRating = (a: Product, b: Product) =>
  (b.averageRating ?? -1) - (a.averageRating ?? -1);

/** Services and pages whose title, description or keywords contain a word of the query. */
export function searchPages(query: string) {
  const words = query
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w.length > 1);
  return sitePages.filter((page) => {
    const text = `${page.title} ${page.description} ${page.keywords.join(' ')}`.toLowerCase();
    return words.some(
      (w) => text.includes(w) || (w.endsWith('s') && text.includes(w.slice(0, -1))),
    );
  });
}
