import type { ProductCategory, SearchFacets } from '@petverse/api/contract';
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

/** The categories a search's facets count, in catalogue order, with how many products each. */
export function categoryCounts(
  facet: SearchFacets['category'],
): { category: ProductCategory; count: number }[] {
  return (Object.keys(CATEGORY_LABELS) as ProductCategory[])
    .filter((category) => (facet[category] ?? 0) > 0)
    .map((category) => ({ category, count: facet[category] ?? 0 }));
}

/** Whether a value is one of the catalogue's categories. */
export const isCategory = (value: string | null): value is ProductCategory =>
  value !== null && value in CATEGORY_LABELS;

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
