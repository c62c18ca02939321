import { PRICE_BANDS, PRODUCT_STORE, rupeesToPaise } from '@petverse/api/contract';
import type { ProductSearchQuery, SearchFacets, SearchSort } from '@petverse/api/contract';
import { prepared } from '../db/prepared';
import { holds, lexemesOf, rankCd, readVector, type Position, type Query } from './textSearch';

/*
 * The store's search in memory (issue 56, ADR 034): what a search reads of every size on sale —
 * its words (its tsvector, read once), species, category, brand, life stage, price, whether in
 * stock, rating, age — kept by each instance, so a search costs what it shows, not what it
 * matches: facets and counts are exact, over every match, in microseconds a product. The
 * database stays the truth: it reads the words into tsqueries (search/searchWords.ts), and the
 * page's cards are read from it by id (search/searchStatements.ts `cardsById`).
 *
 * Kept current across instances by the database, not by messages: a trigger (migration 0033)
 * stamps a row with the transaction that changed what a search reads of it (`search_xid`).
 * Before each search, one indexed query asks whether any row carries a transaction not older
 * than the oldest one running when the index last read (`pg_snapshot_xmin`); if so, those rows
 * are read again. Every transaction older than that had ended when the index read, so it was
 * seen; any other is read at the next search after it commits — whichever instance made it.
 * A deleted product (never done by the application) is recorded by a statement trigger, and
 * the index reads the catalogue again whole.
 */

/** What a search reads of one size on sale. */
interface Row {
  id: string;
  /** Its product (variant group), as an index into `groups`. */
  group: number;
  species: string;
  category: string;
  brand: string;
  brandLower: string;
  lifeStage: string;
  price: number;
  inStock: boolean;
  /** `created_at` in microseconds, as PostgreSQL orders it. */
  created: number;
  ratingCount: number;
  /** The product's rating (ADR 028) as the statements compute it (float8 of the float4 sum). */
  productRating: number | null;
  /** Its tsvector: [n, n lexeme ids ascending, n + 1 offsets, positions (pos << 2 | weight)]. */
  vector: Int32Array;
}

/** A row as the database sends it (one JSON array). */
type RowJson = [
  id: string,
  store: string,
  onSale: boolean,
  group: string,
  species: string,
  category: string,
  brand: string,
  lifeStage: string,
  price: number,
  inStock: boolean,
  created: string,
  ratingCount: number,
  ratingSum: number,
  ratingN: number,
  vector: string,
];

/**
 * The rows changed by any transaction not older than `$1` (0: every row), with the oldest
 * transaction still running as this statement read: one snapshot for both.
 */
const changedSince = prepared<{ xmin: string; rows: RowJson[] | null }>(
  'search_index_rows',
  `select pg_snapshot_xmin(pg_current_snapshot())::text as xmin,
     (select json_agg(json_build_array(id, store, withdrawn_at is null, variant_group, petspecies,
        category, brand, life_stage, price_paise, stock > 0,
        (extract(epoch from created_at) * 1000000)::bigint::text, rating_count,
        product_rating_sum, product_rating_count, search_vector::text))
      from products where search_xid >= $1::bigint) as rows`,
);

/**
 * The newest transaction stamped on a row, and on a deletion: two backward steps on their
 * indexes, whatever the catalogue's size.
 */
const newestChange = prepared<{ changed: string | null; deleted: string | null }>(
  'search_index_changed',
  `select (select max(search_xid) from products)::text as changed,
     (select max(xid) from product_deletions)::text as deleted`,
);

const byId = (a: Row, b: Row) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
/** Which size is a product's card: in stock first, then the cheapest, then by id. */
const cardOrder = (a: Row, b: Row) =>
  Number(!a.inStock) - Number(!b.inStock) || a.price - b.price || byId(a, b);

const bandOf = (paise: number) =>
  (PRICE_BANDS.find((b) => b.max === null || paise < b.max * 100) ?? PRICE_BANDS.at(-1)!).key;

/** Facets with nothing counted yet. */
export const noFacets = (): SearchFacets => ({
  species: {},
  category: {},
  brand: {},
  lifeStage: {},
  priceBand: {},
});

/** One search's answer from the index: the facets of every card, and the page's card ids. */
export interface IndexedPage {
  facets: SearchFacets;
  total: number;
  ids: string[];
}

/** The store's rows in memory, kept current from the database (see above). */
export class SearchIndex {
  private rows: (Row | undefined)[] = [];
  private slotOf = new Map<string, number>();
  private postings = new Map<number, number[]>();
  private lexemeIds = new Map<string, number>();
  private groups = new Map<string, number>();
  private xmin = -1;
  private refreshing: Promise<void> | undefined;
  /** Per group, the slot of its card in the search under way (`stamp` tells which search). */
  private card = new Int32Array(0);
  private stamp = new Int32Array(0);
  private searches = 0;

  constructor(private readonly db: object) {}

  /** Brings the index up to what the database has committed (one query when nothing changed). */
  async current(): Promise<void> {
    while (this.refreshing) await this.refreshing;
    if (this.xmin >= 0) {
      const [newest] = await newestChange(this.db, []);
      const deleted = Number(newest?.deleted ?? -1) >= this.xmin;
      if (!deleted && Number(newest?.changed ?? -1) < this.xmin) return;
      if (deleted) this.xmin = -1;
    }
    if (this.refreshing) return this.current();
    this.refreshing = this.read().finally(() => (this.refreshing = undefined));
    return this.refreshing;
  }

  private async read(): Promise<void> {
    const whole = this.xmin < 0;
    const [answer] = await changedSince(this.db, [String(whole ? 0 : this.xmin)]);
    if (whole) this.reset();
    for (const json of answer?.rows ?? []) this.put(json);
    this.xmin = Number(answer!.xmin);
    // Sizes replaced leave their slots behind: read afresh once they are a third.
    if (this.rows.length > 3 * this.slotOf.size + 1000) {
      this.xmin = -1;
      await this.read();
    }
  }

  private reset() {
    this.rows = [];
    this.slotOf.clear();
    this.postings.clear();
    this.lexemeIds.clear();
    this.groups.clear();
  }

  private put([
    id,
    store,
    onSale,
    group,
    species,
    category,
    brand,
    lifeStage,
    price,
    inStock,
    created,
    ratingCount,
    ratingSum,
    ratingN,
    text,
  ]: RowJson) {
    const old = this.slotOf.get(id);
    if (old !== undefined) {
      this.rows[old] = undefined;
      this.slotOf.delete(id);
    }
    if (store !== PRODUCT_STORE || !onSale) return;
    const slot = this.rows.length;
    let groupIndex = this.groups.get(group);
    if (groupIndex === undefined) this.groups.set(group, (groupIndex = this.groups.size));
    this.rows.push({
      id,
      group: groupIndex,
      species,
      category,
      brand,
      brandLower: brand.toLowerCase(),
      lifeStage,
      price,
      inStock,
      created: Number(created),
      ratingCount,
      // PostgreSQL's float4 sum as float8, over the count (null when there is none).
      productRating: ratingN > 0 ? Math.fround(ratingSum) / ratingN : null,
      vector: this.pack(text, slot),
    });
    this.slotOf.set(id, slot);
  }

  /** A tsvector's text packed (see `Row.vector`), each lexeme's postings given `slot`. */
  private pack(text: string, slot: number): Int32Array {
    const entries = [...readVector(text)].map(([lexeme, positions]) => {
      let lexemeId = this.lexemeIds.get(lexeme);
      if (lexemeId === undefined) this.lexemeIds.set(lexeme, (lexemeId = this.lexemeIds.size));
      const posting = this.postings.get(lexemeId);
      if (posting) posting.push(slot);
      else this.postings.set(lexemeId, [slot]);
      return [lexemeId, positions] as const;
    });
    entries.sort((a, b) => a[0] - b[0]);
    const n = entries.length;
    const size = entries.reduce((t, [, p]) => t + p.length, 0);
    const packed = new Int32Array(2 + 2 * n + size);
    packed[0] = n;
    let at = 2 + 2 * n;
    entries.forEach(([lexemeId, positions], i) => {
      packed[1 + i] = lexemeId;
      packed[1 + n + i] = at;
      for (const { pos, weight } of positions) packed[at++] = (pos << 2) | weight;
    });
    packed[1 + 2 * n] = at;
    return packed;
  }

  /** Where a lexeme's positions are in a row's vector: [from, to) of `row.vector`, or none. */
  private span(row: Row, lexeme: string): [number, number] | undefined {
    const id = this.lexemeIds.get(lexeme);
    if (id === undefined) return undefined;
    const v = row.vector;
    const n = v[0]!;
    let lo = 0;
    let hi = n - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const at = v[1 + mid]!;
      if (at === id) return [v[1 + n + mid]!, v[2 + n + mid]!];
      if (at < id) lo = mid + 1;
      else hi = mid - 1;
    }
    return undefined;
  }

  /** A lexeme's positions in a row's vector (none: not there). */
  private positions(row: Row, lexeme: string): Position[] {
    const [from, to] = this.span(row, lexeme) ?? [0, 0];
    const out: Position[] = [];
    for (let k = from; k < to; k++)
      out.push({ pos: row.vector[k]! >> 2, weight: row.vector[k]! & 3 });
    return out;
  }

  /** Whether a row's name holds a lexeme (a position of weight A: `ts_filter(…, '{a}')`). */
  private named(row: Row, lexeme: string): boolean {
    const [from, to] = this.span(row, lexeme) ?? [0, 0];
    for (let k = from; k < to; k++) if ((row.vector[k]! & 3) === 3) return true;
    return false;
  }

  /** The slots on sale whose words hold `query`, as marks (1: holds). */
  private matching(query: Query): Uint8Array {
    const marks = new Uint8Array(this.rows.length);
    if (query.op === 'lexeme') {
      const id = this.lexemeIds.get(query.lexeme);
      for (const slot of (id === undefined ? undefined : this.postings.get(id)) ?? [])
        marks[slot] = 1;
      return marks;
    }
    const left = this.matching(query.left);
    const right = this.matching(query.right);
    if (query.op === '&') for (let i = 0; i < marks.length; i++) marks[i] = left[i]! & right[i]!;
    else for (let i = 0; i < marks.length; i++) marks[i] = left[i]! | right[i]!;
    return marks;
  }

  /** The shopper's filters as one test of a row. */
  private static filterOf(query: ProductSearchQuery): (row: Row) => boolean {
    const brand = query.brand?.toLowerCase() || undefined;
    const min = query.minPrice === undefined ? undefined : rupeesToPaise(query.minPrice);
    const max = query.maxPrice === undefined ? undefined : rupeesToPaise(query.maxPrice);
    // The statement compares the rating with `$n::real`: the float4 of what was asked.
    const rating = query.minRating === undefined ? undefined : Math.fround(query.minRating);
    return (row) =>
      (query.species === undefined || row.species === query.species) &&
      (query.category === undefined || row.category === query.category) &&
      (brand === undefined || row.brandLower === brand) &&
      (query.lifeStage === undefined || row.lifeStage === query.lifeStage) &&
      (min === undefined || row.price >= min) &&
      (max === undefined || row.price <= max) &&
      (rating === undefined || (row.productRating !== null && row.productRating >= rating));
  }

  /** How many sizes on sale within the filters hold `query` (all of the words: `allOf`). */
  count(query: ProductSearchQuery, words: Query): number {
    const marks = this.matching(words);
    const keep = SearchIndex.filterOf(query);
    let n = 0;
    for (let slot = 0; slot < marks.length; slot++) {
      const row = marks[slot] ? this.rows[slot] : undefined;
      if (row && keep(row)) n++;
    }
    return n;
  }

  /**
   * The facets of every card matching the filters and the words (`groups`: each group's query,
   * all required; null: no words), and the ids of one page of them in the order asked — what
   * the search statement answers (search/searchStatements.ts), its cards read from the database.
   */
  search(
    query: ProductSearchQuery,
    groups: Query[] | null,
    sort: SearchSort,
    limit: number,
    offset: number,
  ): IndexedPage {
    const words = groups?.reduce((left, right) => ({ op: '&', left, right }));
    const marks = words ? this.matching(words) : undefined;
    const keep = SearchIndex.filterOf(query);
    // The card of each product: of its sizes that match, the cheapest in stock, else the cheapest.
    if (this.card.length < this.groups.size) {
      this.card = new Int32Array(this.groups.size * 2);
      this.stamp = new Int32Array(this.groups.size * 2);
    }
    const search = ++this.searches;
    const cards: Row[] = [];
    for (let slot = 0; slot < this.rows.length; slot++) {
      if (marks && !marks[slot]) continue;
      const row = this.rows[slot];
      if (!row || !keep(row)) continue;
      if (this.stamp[row.group] !== search) {
        this.stamp[row.group] = search;
        this.card[row.group] = cards.length;
        cards.push(row);
        continue;
      }
      const at = this.card[row.group]!;
      if (cardOrder(row, cards[at]!) < 0) cards[at] = row;
    }
    const facets = noFacets();
    const add = (counts: Record<string, number | undefined>, key: string) => {
      if (key) counts[key] = (counts[key] ?? 0) + 1;
    };
    for (const row of cards) {
      add(facets.species, row.species);
      add(facets.category, row.category);
      add(facets.brand, row.brand);
      add(facets.lifeStage, row.lifeStage);
      add(facets.priceBand, bandOf(row.price));
    }
    const order = this.orderOf(sort, groups, words);
    const ids = topOf(cards, order, offset + limit)
      .slice(offset)
      .map((row) => row.id);
    return { facets, total: cards.length, ids };
  }

  /** The statements' order of cards (ties by id), as a comparison. */
  private orderOf(
    sort: SearchSort,
    groups: Query[] | null,
    words: Query | undefined,
  ): (a: Row, b: Row) => number {
    switch (sort) {
      case 'price_asc':
        return (a, b) => a.price - b.price || byId(a, b);
      case 'price_desc':
        return (a, b) => b.price - a.price || byId(a, b);
      case 'newest':
        return (a, b) => b.created - a.created || byId(a, b);
      case 'rating':
        return (a, b) =>
          (a.productRating === b.productRating
            ? 0
            : a.productRating === null
              ? 1
              : b.productRating === null
                ? -1
                : b.productRating - a.productRating) ||
          b.ratingCount - a.ratingCount ||
          byId(a, b);
      default:
        break;
    }
    if (!groups || !words) return (a, b) => b.ratingCount - a.ratingCount || byId(a, b);
    // Relevance: how many groups the name holds (weight A), then ts_rank_cd, then ratings.
    const lexemes = lexemesOf(words);
    const named = new Map<Row, number>();
    const ranked = new Map<Row, number>();
    const inName = (row: Row) => {
      let n = named.get(row);
      if (n === undefined) {
        n = groups.filter((g) => holds(g, (lexeme) => this.named(row, lexeme))).length;
        named.set(row, n);
      }
      return n;
    };
    const rank = (row: Row) => {
      let r = ranked.get(row);
      if (r === undefined) {
        r = rankCd((lexeme) => this.positions(row, lexeme), words, lexemes);
        ranked.set(row, r);
      }
      return r;
    };
    return (a, b) =>
      inName(b) - inName(a) || rank(b) - rank(a) || b.ratingCount - a.ratingCount || byId(a, b);
  }
}

/** The first `n` of `rows` in `order`, without sorting them all. */
function topOf<T>(rows: T[], order: (a: T, b: T) => number, n: number): T[] {
  if (rows.length <= n * 4) return rows.sort(order).slice(0, n);
  const top: T[] = [];
  for (const row of rows) {
    if (top.length === n && order(row, top[n - 1]!) >= 0) continue;
    let lo = 0;
    let hi = top.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (order(top[mid]!, row) <= 0) lo = mid + 1;
      else hi = mid;
    }
    top.splice(lo, 0, row);
    if (top.length > n) top.pop();
  }
  return top;
}

const indexes = new WeakMap<object, SearchIndex>();

/** The search index of a database (one per database an instance opened). */
export function searchIndexOf(db: object): SearchIndex {
  let index = indexes.get(db);
  if (!index) indexes.set(db, (index = new SearchIndex(db)));
  return index;
}
