import {
  LIFE_STAGES,
  LIFE_STAGE_LABELS,
  PET_SPECIES,
  PRODUCT_CATEGORIES,
  SEARCH_SORTS,
  SEARCH_SORT_LABELS,
  type ProductSearchQuery,
  type SearchFacets,
} from '@petverse/api/contract';
import type { FilterGroup, FilterOption } from '@petverse/ui';
import { CATEGORY_LABELS } from '../catalogue/catalogue';
import {
  PRICE_CHOICES,
  RATING_CHOICES,
  priceChoiceOf,
  withChange,
  type StoreKey,
} from './storeQuery';

export const SPECIES_LABELS = { dog: 'Dog', cat: 'Cat' } as const;

export const SORT_OPTIONS = SEARCH_SORTS.map((value) => ({
  value,
  label: SEARCH_SORT_LABELS[value],
}));

/**
 * A group's options with the facet's counts. In a group with a value chosen, the other values
 * carry no count (the facets count within the chosen one), so they stay choosable.
 */
function options(
  values: readonly string[],
  label: (v: string) => string,
  counts: Record<string, number | undefined> | undefined,
  chosen: string | null,
): FilterOption[] {
  return values.map((value) => ({
    value,
    label: label(value),
    count: chosen !== null || !counts ? undefined : (counts[value] ?? 0),
  }));
}

/** The filter panel's groups for a search and the facets of its answer (none while loading). */
export function filterGroups(
  query: ProductSearchQuery,
  facets: SearchFacets | undefined,
  fixed: Partial<ProductSearchQuery> = {},
): FilterGroup[] {
  const price = priceChoiceOf(query);
  const brands = Object.keys(facets?.brand ?? {});
  if (query.brand && !brands.includes(query.brand)) brands.push(query.brand);
  const groups: FilterGroup[] = [
    {
      id: 'species',
      legend: 'Pet',
      value: query.species ?? null,
      options: options(
        PET_SPECIES,
        (v) => SPECIES_LABELS[v as 'dog'],
        facets?.species,
        query.species ?? null,
      ),
    },
    {
      id: 'category',
      legend: 'Category',
      value: query.category ?? null,
      options: options(
        PRODUCT_CATEGORIES,
        (v) => CATEGORY_LABELS[v as 'food'],
        facets?.category,
        query.category ?? null,
      ),
    },
    {
      id: 'brand',
      legend: 'Brand',
      value: query.brand ?? null,
      // Brands are names, shown as written on a Hindi page too.
      options: options(brands.sort(), (v) => v, facets?.brand, query.brand ?? null).map(
        (option) => ({ ...option, lang: 'en' }),
      ),
    },
    {
      id: 'lifeStage',
      legend: 'Life stage',
      value: query.lifeStage ?? null,
      options: options(
        LIFE_STAGES,
        (v) => LIFE_STAGE_LABELS[v as 'adult'],
        facets?.lifeStage,
        query.lifeStage ?? null,
      ),
    },
    {
      id: 'price',
      legend: 'Price',
      value: price,
      options: PRICE_CHOICES.map((c) => ({
        value: c.value,
        label: c.label,
        count:
          price !== null || !facets
            ? undefined
            : c.bands.reduce((n, band) => n + (facets.priceBand[band] ?? 0), 0),
      })),
    },
    {
      id: 'minRating',
      legend: 'Rating',
      value: query.minRating !== undefined ? String(query.minRating) : null,
      options: RATING_CHOICES.map((c) => ({ value: c.value, label: c.label })),
    },
  ];
  // A page fixed to a brand or a pet does not offer to change it.
  return groups.filter((g) => !(g.id in fixed));
}

/** The search after a filter panel change. */
export function withFilter(
  query: ProductSearchQuery,
  groupId: string,
  value: string | null,
): ProductSearchQuery {
  if (groupId === 'price') {
    const choice = PRICE_CHOICES.find((c) => c.value === value);
    return withChange(query, { minPrice: choice?.minPrice, maxPrice: choice?.maxPrice });
  }
  if (groupId === 'minRating')
    return withChange(query, { minRating: value === null ? null : Number(value) });
  return withChange(query, { [groupId as StoreKey]: value });
}
