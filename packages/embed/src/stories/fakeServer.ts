import {
  SEARCH_LIMITS,
  paginationOf,
  type Product,
  type ProductSearchResponse,
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

/** Products shaped exactly like our API answers them. */
export const embedProducts: Product[] = [
  product(1, { name: 'Chicken & Rice Adult Dog Kibble, 3 kg', price: 1249, averageRating: 4.5 }),
  product(2, { name: 'Puppy Starter Food, 1 kg', price: 549.5, averageRating: 4.7 }),
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
    imageUrl: '/broken.png',
  }),
];

/** The API the stories' elements talk to. */
export const STORY_API = 'https://petverse.test/api';

/** A second API for the refused-origin story (access answers are kept per API origin). */
export const REFUSING_API = 'https://refusing.petverse.test/api';

export interface FakeServerOptions {
  /** What /embed/v1/access says of this page (REFUSING_API always refuses). @default true */
  partner?: boolean;
  /** Every API call fails as if the network were down. */
  offline?: boolean;
  /** Form submissions: the answer's status. @default 201 */
  submitStatus?: number;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** GET /product/search over the story's products: species and limit, first page, counted. */
function searchOf(params: URLSearchParams): ProductSearchResponse {
  const species = params.get('species');
  const limit = Number(params.get('limit') ?? SEARCH_LIMITS.pageSize);
  const matching = embedProducts.filter((p) => !species || p.petspecies === species);
  const count = <K extends string>(key: (p: Product) => K) =>
    matching.reduce<Partial<Record<K, number>>>(
      (counts, p) => ({ ...counts, [key(p)]: (counts[key(p)] ?? 0) + 1 }),
      {},
    );
  return {
    products: matching.slice(0, limit),
    facets: {
      species: count((p) => p.petspecies),
      category: count((p) => p.category),
      brand: count((p) => p.brand) as Record<string, number>,
      lifeStage: count((p) => p.lifeStage),
      priceBand: {},
    },
    pagination: paginationOf(matching.length, 1, limit),
    understood: [],
    dropped: [],
  };
}

/**
 * Answers the elements' calls to STORY_API the way our server does, for the length of a story;
 * everything else goes to the real fetch. Returns the story's cleanup.
 */
export function fakePetverseServer({
  partner = true,
  offline = false,
  submitStatus = 201,
}: FakeServerOptions = {}): () => void {
  const realFetch = globalThis.fetch;
  const origins = new Set([new URL(STORY_API).origin, new URL(REFUSING_API).origin]);
  globalThis.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    if (!origins.has(url.origin)) return realFetch(input, init);
    if (url.pathname === '/embed/v1/access')
      return json({
        origin: location.origin,
        allowed: partner && url.origin !== new URL(REFUSING_API).origin,
      });
    if (offline) throw new TypeError('Failed to fetch');
    if (url.pathname === '/api/product/search') return json(searchOf(url.searchParams));
    const byId = /^\/api\/product\/get-productById\/(.+)$/.exec(url.pathname);
    if (byId) {
      const found = embedProducts.find((p) => p._id === decodeURIComponent(byId[1]!));
      return found ? json({ product: found }) : json({ message: 'Product not found' }, 404);
    }
    if (/^\/api\/forms\//.test(url.pathname) && new Request(input, init).method === 'POST')
      return submitStatus < 300
        ? json({ message: 'Stored', _id: 'submission-1' }, submitStatus)
        : json({ message: 'Internal server error' }, submitStatus);
    return json({ message: 'Not found' }, 404);
  };
  return () => {
    globalThis.fetch = realFetch;
  };
}
