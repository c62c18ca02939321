import type {
  Product,
  ProductResponse,
  ProductSearchResponse,
  SearchAlternatives,
  SearchCategoryCount,
  SearchReading,
} from '@petverse/api/contract';

const art = (fill: string) =>
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400"><rect width="400" height="400" fill="#fff1e6"/><circle cx="200" cy="200" r="90" fill="${fill}"/></svg>`,
  );

const product = (n: number, over: Partial<Product>): Product => ({
  _id: `00000000-0000-4000-8000-00000000000${n}`,
  name: `Product ${n}`,
  description: 'A product description.',
  price: 499,
  imageUrl: art('#a33d06'),
  averageRating: 4.2,
  petspecies: 'dog',
  category: 'food',
  ratingCount: 12,
  brand: 'Pawfect',
  lifeStage: 'adult',
  createdAt: '2025-07-02T00:00:00.000Z',
  ...over,
});

/** Catalogue fixtures shaped exactly like GET /product/getall-product. */
export const productFixtures: Product[] = [
  product(1, {
    name: 'Chicken & Rice Adult Dog Kibble, 3 kg',
    price: 1249,
    averageRating: 4.5,
    description: 'Complete adult dog food with real chicken as the first ingredient.',
  }),
  product(2, { name: 'Puppy Starter Mother & Baby Food, 1 kg', price: 549.5, averageRating: 4.7 }),
  product(3, {
    name: 'Cotton Rope Tug Toy',
    price: 249,
    category: 'toys',
    imageUrl: art('#075e55'),
  }),
  product(4, { name: 'Senior Care Dog Food, 3 kg', price: 1399, averageRating: null }),
  product(5, {
    name: 'Feather Teaser Wand',
    price: 179,
    petspecies: 'cat',
    category: 'toys',
    imageUrl: art('#6d28d9'),
  }),
  product(6, {
    name: 'Kitten Growth Food, 1 kg',
    price: 649.5,
    petspecies: 'cat',
    imageUrl: '/broken-image.png',
  }),
];

/** A catalogue big enough to page through: the fixtures above, then 54 more. */
export const manyProductFixtures: Product[] = [
  ...productFixtures,
  ...Array.from({ length: 54 }, (_, i) =>
    product(10 + i, {
      _id: `00000000-0000-4000-8000-${String(100 + i).padStart(12, '0')}`,
      name: `${i % 2 ? 'Cat' : 'Dog'} Product ${i + 1}`,
      price: 99 + i * 37,
      petspecies: i % 2 ? 'cat' : 'dog',
      category: (['food', 'treats', 'toys', 'accessories', 'grooming', 'health'] as const)[i % 6],
      brand: i % 3 ? 'Pawfect' : 'Zib',
      ratingCount: i,
    }),
  ),
];

const count = <K extends string>(items: readonly Product[], key: (p: Product) => K) =>
  items.reduce<Record<string, number>>((acc, p) => {
    acc[key(p)] = (acc[key(p)] ?? 0) + 1;
    return acc;
  }, {});

/** A few words of the server's vocabulary (its migration 0016), enough for stories. */
const VOCABULARY: Record<string, { means: string[]; reading: SearchReading }> = {
  kutta: { means: ['dog'], reading: { typed: 'kutta', as: 'dog', kind: 'synonym' } },
  khana: { means: ['food'], reading: { typed: 'khana', as: 'food', kind: 'synonym' } },
  pedigree: {
    means: ['dog', 'food'],
    reading: { typed: 'pedigree', as: 'dog food', kind: 'brand', brand: 'Pedigree' },
  },
};

/** Edits between two words (Levenshtein), as the server's correction counts them. */
function edits(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++)
      next[j] = Math.min(
        row[j]! + 1,
        next[j - 1]! + 1,
        row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    row = next;
  }
  return row[b.length]!;
}

/** What the server offers when nothing matches: near words, categories, popular products. */
function alternativesOf(products: readonly Product[], words: string[]): SearchAlternatives {
  const catalogue = [
    ...new Set(products.flatMap((x) => x.name.toLowerCase().match(/\p{L}+/gu) ?? [])),
  ];
  const suggestions = words.flatMap((w) => catalogue.filter((c) => c !== w && edits(c, w) <= 1));
  const counts = new Map<string, SearchCategoryCount>();
  for (const x of products) {
    const key = `${x.petspecies} ${x.category}`;
    const entry = counts.get(key) ?? { species: x.petspecies, category: x.category, count: 0 };
    counts.set(key, { ...entry, count: entry.count + 1 });
  }
  return {
    suggestions: suggestions.slice(0, 3),
    categories: [...counts.values()].sort((a, b) => b.count - a.count).slice(0, 4),
    popular: [...products].sort((a, b) => b.ratingCount - a.ratingCount).slice(0, 4),
  };
}

/**
 * GET /product/search answered from fixtures, as the server would: words (a few vocabulary words
 * read as the server reads them, words that match nothing left out and said so, ways on when
 * nothing matches), filters, price sort, pages and facets (no typo tolerance).
 */
export const searchFixture =
  (products: readonly Product[]) =>
  ({ url }: { url: URL }): ProductSearchResponse => {
    const p = url.searchParams;
    const words = (p.get('q') ?? '').toLowerCase().split(/\s+/).filter(Boolean);
    const max = p.has('maxPrice') ? Number(p.get('maxPrice')) : Infinity;
    const min = p.has('minPrice') ? Number(p.get('minPrice')) : 0;
    const holds = (x: Product, w: string) =>
      (VOCABULARY[w]?.means ?? [w]).every((m) =>
        `${x.name} ${x.category} ${x.petspecies}`.toLowerCase().includes(m),
      );
    const dropped = words.filter((w) => !products.some((x) => holds(x, w)));
    const kept = dropped.length < words.length ? words.filter((w) => !dropped.includes(w)) : words;
    const understood = kept.flatMap((w) => (VOCABULARY[w] ? [VOCABULARY[w].reading] : []));
    const found = products
      .filter((x) => kept.every((w) => holds(x, w)))
      .filter((x) => !p.get('species') || x.petspecies === p.get('species'))
      .filter((x) => !p.get('category') || x.category === p.get('category'))
      .filter((x) => !p.get('brand') || x.brand === p.get('brand'))
      .filter((x) => x.price >= min && x.price <= max);
    const sort = p.get('sort');
    if (sort === 'price_asc') found.sort((a, b) => a.price - b.price);
    if (sort === 'price_desc') found.sort((a, b) => b.price - a.price);
    const page = Number(p.get('page') ?? 1);
    const limit = Number(p.get('limit') ?? 24);
    const totalPages = Math.max(1, Math.ceil(found.length / limit));
    return {
      products: found.slice((page - 1) * limit, page * limit),
      facets: {
        species: count(found, (x) => x.petspecies),
        category: count(found, (x) => x.category),
        brand: count(found, (x) => x.brand),
        lifeStage: count(found, (x) => x.lifeStage),
        priceBand: count(found, (x) =>
          x.price < 500
            ? 'under-500'
            : x.price < 1000
              ? '500-1000'
              : x.price < 2000
                ? '1000-2000'
                : '2000-plus',
        ),
      },
      pagination: {
        total: found.length,
        totalPages,
        page,
        hasNextPage: page < totalPages,
        hasPrevPage: page > 1,
      },
      understood,
      dropped: kept === words ? [] : dropped,
      ...(found.length === 0 && words.length
        ? { alternatives: alternativesOf(products, words) }
        : {}),
    };
  };

/**
 * A product read as GET /product/get-productById answers it: the product with its written reviews
 * and its sizes (ADR 026; one, itself, unless `variants` says otherwise).
 */
export const productRead = (
  p: Product,
  over: Partial<ProductResponse['product']> = {},
): ProductResponse['product'] => ({
  ...p,
  reviewCount: 0,
  variants: [
    {
      _id: p._id,
      label: p.variantLabel ?? '',
      price: p.price,
      mrp: p.mrp ?? null,
      stock: p.stock ?? 50,
      imageUrl: p.imageUrl,
    },
  ],
  ...over,
});
