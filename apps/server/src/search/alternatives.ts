// When a search's words do not all match together: each word's count, the words kept, and what
// the answer offers instead (did you mean, near categories, popular products).
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { type SearchAlternatives, type SearchCategoryCount } from '@petverse/api/contract';
import type { Database } from '../db/client';
import { readQuery, type Query } from './textSearch';
import { products } from '../catalogue/tables';
import { allOf, anyOf, rowsOf, matching, type WordGroup } from './searchWords';
import { fromListed, onePerProduct, productColumns, type SearchParams } from './productCards';

/** How many categories and popular products a search that found nothing offers. */
const ALTERNATIVES = { categories: 4, popular: 4, suggestions: 3 } as const;

/** The groups' tsqueries as the index reads them; null when one is more than `&` and `|`. */
export function inMemory(groups: WordGroup[]): Query[] | null {
  const queries = groups.map((g) => readQuery(g.tsquery));
  return queries.every((q) => q !== null) ? queries : null;
}
export const allOfQueries = (groups: WordGroup[]): Query =>
  inMemory(groups)!.reduce((left, right) => ({ op: '&', left, right }));

/** `wordsThatMatchTogether` with the index's answer to "do these match together?". */
export function keptTogether(
  groups: WordGroup[],
  together: (gs: WordGroup[]) => boolean,
): WordGroup[] {
  const [first, ...rest] = groups;
  if (!first) return [];
  const kept: WordGroup[] = [first];
  for (const group of rest) if (together([...kept, group])) kept.push(group);
  return kept;
}

/** How many products (within the filters) each group matches on its own, in one query. */
export async function matchCounts(
  tx: Database,
  filters: SQL[],
  groups: WordGroup[],
): Promise<number[]> {
  const result = await tx.execute(sql`
    select array[${sql.join(
      groups.map((g) => sql`count(*) filter (where ${matching(g.query)})`),
      sql`, `,
    )}]::int[] as counts
    from ${products} where ${and(...filters, matching(anyOf(groups)))}`);
  const [row] = rowsOf<{ counts: number[] }>(result);
  return (row?.counts ?? []).map(Number);
}

/**
 * The groups, in the order typed, that match something together (each kept only if it does);
 * `groups` each match something on their own, so the first is kept without asking.
 */
export async function wordsThatMatchTogether(
  tx: Database,
  filters: SQL[],
  groups: WordGroup[],
): Promise<WordGroup[]> {
  const [first, ...rest] = groups;
  if (!first) return [];
  const kept: WordGroup[] = [first];
  for (const group of rest) {
    const trying = [...kept, group];
    const [found] = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(...filters, matching(allOf(trying))))
      .limit(1);
    if (found) kept.push(group);
  }
  return kept;
}

/**
 * What a search that found nothing offers: queries made of the catalogue words nearest the typed
 * ones ("Did you mean"), the categories where any of the words (or those near them) are found —
 * else the largest — with their counts, and the products most shoppers rated.
 */
export async function alternativesFor(
  tx: Database,
  base: SQL[],
  params: SearchParams,
  words: string[],
  groups: WordGroup[],
  near: Map<string, { word: string }[]>,
): Promise<SearchAlternatives> {
  const suggestions: string[] = [];
  for (let i = 0; i < ALTERNATIVES.suggestions; i++) {
    let changed = false;
    const suggestion = words
      .map((w) => {
        const options = near.get(w);
        const pick = options?.[i] ?? options?.[0];
        if (pick) changed = true;
        return pick?.word ?? w;
      })
      .join(' ');
    if (changed && !suggestions.includes(suggestion)) suggestions.push(suggestion);
  }
  const nearWords = [...near.values()].flat().map((c) => c.word);
  const loose = nearWords.length
    ? sql`(${anyOf(groups)}) || ${sql.join(
        [...new Set(nearWords)].map((w) => sql`plainto_tsquery('english', ${w})`),
        sql` || `,
      )}`
    : anyOf(groups);
  const categoriesWhere = async (where: SQL | undefined) =>
    rowsOf<{ species: string; category: string; count: number }>(
      await tx.execute(sql`
        select petspecies as species, category, count(*)::int as count
        from ${products} where ${where}
        group by petspecies, category order by count desc, petspecies, category
        limit ${ALTERNATIVES.categories}`),
    );
  let categories = await categoriesWhere(and(...base, matching(loose)));
  if (!categories.length) categories = await categoriesWhere(and(...base));
  const popular = await tx
    .select(productColumns)
    .from(products)
    .where(and(...base, params.species ? eq(products.petspecies, params.species) : undefined))
    .orderBy(desc(products.ratingCount), asc(products.id))
    .limit(ALTERNATIVES.popular * 3);
  return {
    suggestions,
    categories: categories.map((c) => ({
      species: c.species as SearchCategoryCount['species'],
      category: c.category as SearchCategoryCount['category'],
      count: Number(c.count),
    })),
    popular: onePerProduct(popular, ALTERNATIVES.popular).map(fromListed),
  };
}
