import { readFile } from 'node:fs/promises';
import { StrictMode, type ReactNode } from 'react';
// The edge build, not the Node one: React's Node build runs every render inside an
// AsyncLocalStorage, which on Node 20 turns on async hooks for the whole process, for good. After
// the first page rendered on request, every request the server answered cost 8–12 µs more CPU
// (12–17 % of a kept read; ADR 016). The edge build keeps no request storage where there is no
// global AsyncLocalStorage, as in Node; the markup is the same.
import { prerender } from 'react-dom/static.edge';
import { matchPath, StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { SWRConfig, unstable_serialize, type Key, type Middleware } from 'swr';
import { Provider as AtomsProvider, createStore } from 'jotai';
import {
  ApiError,
  createApiClient,
  tokenAtom,
  userCheckedAtom,
  userIdFromToken,
  type ApiClient,
  type InitialData,
} from '@petverse/api';
import type { GetUserResponse, User } from '@petverse/api/contract';
import { breakpoints, localeOfPath, localePrefix, withoutLocale } from '@petverse/ui';
import { App } from './App';
import { homeHeroSlides } from './content/home';
import { registrationFormRoutes } from './pages/forms/formRoutes';
import { STORE_KEYS } from './pages/store/storeQuery';
import { documentFor, type DocumentParts } from './lib/document';
import { sessionAnswer } from './lib/session';
import { siteI18n } from './lib/i18n';
import { AFTER_PAINT_SCRIPT } from './lib/afterPaint';
import { EARLY_CLICKS_SCRIPT } from './lib/earlyClicks';
import { VISITOR_ACTIVE_SCRIPT } from './lib/visitorActiveScript';
import { DEFAULT_DESCRIPTION, PageHeadContext, type PageHead } from './lib/usePageTitle';

export { documentFor };
export { sitePaths } from './sitePaths';

/** Where the Not found page is rendered at build time: an address no route of the site has. */
export const NOT_FOUND_PROBE = '/__petverse-not-found__';
/** The Not found page's chunk, which the 404 document preloads. */
export const NOT_FOUND_PAGE = 'src/pages/NotFoundPage.tsx';

/** The one inline script of a server-rendered page (the server's CSP allows it by its hash). */
export const PAGE_SCRIPT = `${EARLY_CLICKS_SCRIPT};${VISITOR_ACTIVE_SCRIPT};${AFTER_PAINT_SCRIPT}`;

/** The account forms' module (its forms' fields; their rules load as the user starts on one). */
const ACCOUNT_FORMS = 'src/lib/accountFormsModule.ts';

/** The pages that need a session, with the modules each one shows first (under src/pages). */
const sessionPages: ReadonlyArray<readonly [path: string, page: string, ...also: string[]]> = [
  ['/register', 'pets/PetFormPage'],
  ['/update-pet', 'pets/PetFormPage'],
  ['/pet-cart', 'shop/CartPage'],
  ['/auth/pet-cart', 'shop/CartPage'],
  ['/auth/pet-checkout', 'shop/CheckoutPage'],
  ['/auth/pet-payment', 'shop/PaymentPage'],
  ['/auth/pet-payment-confirm', 'shop/PaymentConfirmPage'],
  ['/auth/wishlist', 'shop/WishlistPage'],
  ['/auth/orders', 'shop/OrdersPage'],
  ['/auth/profile', 'profile/ProfileLayout', 'profile/ProfileTab'],
  ['/auth/profile/pets', 'profile/ProfileLayout', 'profile/PetsTab'],
  ['/auth/profile/address', 'profile/ProfileLayout', 'profile/AddressTab'],
  ['/auth/profile/cart', 'profile/ProfileLayout', 'shop/CartTab'],
  ['/auth/profile/wishlist', 'profile/ProfileLayout', 'shop/WishlistTab'],
  ['/auth/profile/orders', 'profile/ProfileLayout', 'shop/OrdersTab'],
  ['/auth/profile/buy-again', 'profile/ProfileLayout', 'profile/BuyAgainTab'],
  ['/auth/profile/subscriptions', 'profile/ProfileLayout', 'profile/SubscriptionsTab'],
  ['/auth/profile/grooming-appointments', 'profile/ProfileLayout', 'profile/GroomingTab'],
  ['/auth/profile/bookings', 'profile/ProfileLayout', 'profile/BookingsTab'],
];

/**
 * The routes prerendered at build time (scripts/prerender.mjs): pages that need no data from a
 * request or a session, with the source of their lazy page chunk, which the HTML preloads.
 * The routes of `onRequestRoutes` are rendered by the server for each address (cached briefly),
 * with the catalogue answers they show; every other route gets the empty shell and renders in
 * the browser.
 */
export const prerenderedRoutes: ReadonlyArray<{
  path: string;
  page: string;
  /**
   * Other lazy modules the page loads at once, preloaded with it: by their manifest key, or a
   * package's name for a package loaded with `import()` ('axios').
   */
  also?: readonly string[];
  /** Images React cannot preload itself (inside <picture>: which one depends on the screen). */
  images?: DocumentParts['images'];
}> = [
  {
    path: '/',
    page: 'src/pages/home/HomePage.tsx',
    // The hero's first slide is the page's largest paint: its art for phones and for the rest.
    images: homeHeroSlides.slice(0, 1).flatMap((slide) => [
      { href: slide.mobileImage, media: `(max-width: ${breakpoints.mobile - 1}px)` },
      { href: slide.desktopImage, media: `(min-width: ${breakpoints.mobile}px)` },
    ]),
  },
  { path: '/about-us', page: 'src/pages/about/AboutPage.tsx' },
  { path: '/our-services', page: 'src/pages/marketing/ServicesPage.tsx' },
  { path: '/pet-services', page: 'src/pages/marketing/ServicesPage.tsx' },
  { path: '/pet-dog-care', page: 'src/pages/marketing/ServicesPage.tsx' },
  { path: '/pet-dog-lifestyle', page: 'src/pages/marketing/ServicesPage.tsx' },
  { path: '/cat-universe', page: 'src/pages/marketing/UniversePage.tsx' },
  { path: '/dog-universe', page: 'src/pages/marketing/UniversePage.tsx' },
  { path: '/privacy-policy', page: 'src/pages/marketing/PrivacyPolicyPage.tsx' },
  { path: '/pet-insurance', page: 'src/pages/services/InsurancePage.tsx' },
  { path: '/PetInsuranceRegistrationForm', page: 'src/pages/forms/InsuranceChooserPage.tsx' },
  { path: '/grooming', page: 'src/pages/services/GroomingPage.tsx' },
  { path: '/thankyou', page: 'src/pages/ThankYouPage.tsx' },
  // Every registration form with its fields: the route's chunk loads the screen (the form
  // engine) and the screen its form's presentation; hydration needs all three. The presentation
  // is named through the form's whole definition, which imports it (the bundler may put the two
  // in one chunk) and holds its rules (yup), which the form loads as the visitor starts on it:
  // all of it asked for after the first paint, at low priority (lib/afterPaint.ts).
  ...registrationFormRoutes.map(([path, form]) => ({
    path: `/${path}`,
    page: 'src/pages/forms/RegistrationFormPage.tsx',
    also: ['src/pages/forms/FormScreen.tsx', `../../packages/forms/src/definitions/${form}.ts`],
  })),
  // The account forms with their fields.
  ...['/login', '/auth/login'].map((path) => ({
    path,
    page: 'src/pages/auth/LoginPage.tsx',
    also: [ACCOUNT_FORMS],
  })),
  { path: '/signup', page: 'src/pages/auth/SignUpPage.tsx', also: [ACCOUNT_FORMS] },
  { path: '/reset-password', page: 'src/pages/auth/ResetPasswordPage.tsx', also: [ACCOUNT_FORMS] },
  // A pet parent's own pages: the site's shell, with the page's place waiting for the session
  // (lib/session.tsx), and the page's code named so it comes with the rest.
  // Its first call (the session check) loads the API client's axios: named too, so it comes
  // with the rest rather than a round trip after hydration.
  ...sessionPages.map(([path, page, ...also]) => ({
    path,
    page: `src/pages/${page}.tsx`,
    also: [...also.map((more) => `src/pages/${more}.tsx`), 'axios'],
  })),
];

/**
 * A pet parent's own pages that the server renders with their data when the request carries
 * their session's cookie (ADR 030; `renderForSession`): their largest paint is in the HTML, not
 * seconds later behind the page's scripts and its calls. Without the cookie, or with one the API
 * refuses, the server sends the prerendered shell above. A page here must read everything its
 * first render shows through the API's hooks (SWR), which the render fetches with the session.
 */
const SESSION_RENDERED = new Set(['/auth/orders', '/auth/profile/orders', '/auth/wishlist']);
export const sessionRoutes = prerenderedRoutes.filter(({ path }) => SESSION_RENDERED.has(path));

const SUBSCRIBE = 'src/pages/store/SubscribeChoice.tsx';
/** What a product page reads of its query: the delivery check's pincode (DeliveryCheck.tsx). */
const PRODUCT_KEYS = ['pincode'];

/**
 * The routes the server renders for each request (`renderOnRequest`): the store, product, search
 * and service pages, whose content is the catalogue's or the services'. The server registers these patterns as its routes. They need no session: what is personal (the cart's
 * count, the wishlist's hearts) fills in after hydration, as on the prerendered pages.
 */
export const onRequestRoutes: ReadonlyArray<{
  path: string;
  page: string;
  /** Parts the page loads with import() that its first render may show, named in its HTML too. */
  also?: readonly string[];
  /**
   * The query parameters the page reads: the server keeps and renders an address by these alone
   * (an ad click's `?fbclid=` is the same page). A page that reads another must name it here.
   */
  query?: readonly string[];
}> = [
  { path: '/pet-store', page: 'src/pages/store/PetStorePage.tsx', query: STORE_KEYS },
  // A subscribable product shows the subscribe choice (its own chunk) in the server's render.
  // The delivery check reads a pincode from the address.
  {
    path: '/pet-product-page/:id',
    page: 'src/pages/store/ProductPage.tsx',
    also: [SUBSCRIBE],
    query: PRODUCT_KEYS,
  },
  {
    path: '/auth/pet-product-page/:id',
    page: 'src/pages/store/ProductPage.tsx',
    also: [SUBSCRIBE],
    query: PRODUCT_KEYS,
  },
  ...['/pet-dog-store', '/zib-store', '/zib-products', '/pet-store-category'].map((path) => ({
    path,
    page: 'src/pages/catalogue/CataloguePage.tsx',
    query: STORE_KEYS,
  })),
  { path: '/search', page: 'src/pages/catalogue/SearchPage.tsx', query: ['q'] },
  { path: '/coming-soon', page: 'src/pages/marketing/ComingSoonPage.tsx' },
  // The public coupons and the free-delivery threshold (issue 55 item 6), rendered with them.
  { path: '/offers', page: 'src/pages/offers/OffersPage.tsx' },
  { path: '/vet-clinic', page: 'src/pages/services/VetClinicPage.tsx' },
  // They list the providers that can be booked (issue 52), rendered with them.
  { path: '/training', page: 'src/pages/services/LifestyleHeroPage.tsx' },
  { path: '/transportation', page: 'src/pages/services/LifestyleHeroPage.tsx' },
  { path: '/pet-pharmacy', page: 'src/pages/services/VetClinicPage.tsx' },
  { path: '/vet-clinic/doctor/:id', page: 'src/pages/services/DoctorPage.tsx' },
  { path: '/mating-profile', page: 'src/pages/services/ListingsPage.tsx', query: ['page'] },
  { path: '/breeding-profile', page: 'src/pages/services/ListingsPage.tsx', query: ['page'] },
];

/** One page rendered on the server: the root's markup, its critical CSS and its head. */
export interface RenderedPage extends PageHead {
  /** What goes inside `<div id="root">`. */
  html: string;
  /** styled-components' `<style>` tags for exactly what the page shows. */
  styles: string;
  /** `<html lang>`: 'en-IN', or 'hi-IN' for an address under /hi. */
  lang: string;
}

interface RenderOptions {
  /** The client the page's hooks fetch with (none at build time: nothing is fetched then). */
  api?: ApiClient;
  /** Answers the render shows as loaded. */
  initialData?: InitialData;
  /** Told of each key the page asked for that it had no answer for. */
  onMissing?: (key: Key, fetcher: (key: Key) => unknown) => void;
  /**
   * The session the page is rendered with (`renderForSession`): its token in a store of the
   * render's own (never the module's, which every render shares), and the page told whom it
   * is for (lib/session.tsx).
   */
  session?: Session;
}

/** A pet parent's session as the server renders a page for it. */
interface Session {
  token: string;
  userId: string;
  /** Their account (the session check's answer): the header shows it from the first render. */
  user: User;
}

/**
 * Renders one address as the browser's first render will (same tree, no session, no storage),
 * waiting for every lazy chunk, and collects the styles it used.
 */
export async function render(location: string, options: RenderOptions = {}): Promise<RenderedPage> {
  const { api, initialData, onMissing, session } = options;
  const sheet = new ServerStyleSheet();
  let head: PageHead = { title: 'Petverse', description: DEFAULT_DESCRIPTION };
  const errors: unknown[] = [];
  const i18n = await siteI18n(localeOfPath(location));
  const AtLocation = ({ children }: { children: ReactNode }) => (
    <StaticRouter
      location={location}
      basename={localePrefix(i18n.locale as 'en' | 'hi') || undefined}
    >
      {children}
    </StaticRouter>
  );
  const known = new Set(initialData?.map(([key]) => unstable_serialize(key)));
  // SWR never fetches on the server: the keys a render wanted are collected, fetched, and the
  // page rendered again with them (renderOnRequest).
  const collect: Middleware = (useSWRNext) => (key, fetcher, config) => {
    if (onMissing && key && fetcher && !known.has(unstable_serialize(key)))
      onMissing(key, fetcher as (key: Key) => unknown);
    return useSWRNext(key, fetcher, config);
  };
  let atoms: ReturnType<typeof createStore> | undefined;
  if (session) {
    atoms = createStore();
    atoms.set(tokenAtom, session.token);
    atoms.set(userCheckedAtom, session.user);
  }
  const app = (
    <App
      i18n={i18n}
      router={AtLocation}
      api={api}
      initialData={initialData}
      renderedFor={session?.userId}
    />
  );
  try {
    const { prelude } = await prerender(
      sheet.collectStyles(
        <PageHeadContext value={(next) => (head = next)}>
          <StrictMode>
            <SWRConfig value={{ use: [collect] }}>
              {atoms ? <AtomsProvider store={atoms}>{app}</AtomsProvider> : app}
            </SWRConfig>
          </StrictMode>
        </PageHeadContext>,
      ),
      {
        // Never outline a large boundary behind a script: the page is whole without JavaScript.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onError: (error) => void errors.push(error),
      },
    );
    const html = await new Response(prelude).text();
    // A component that failed on the server would hydrate into a different tree: fail the build.
    if (errors.length) throw new AggregateError(errors, `rendering ${location} failed`);
    return { html, styles: sheet.getStyleTags(), lang: `${i18n.locale}-IN`, ...head };
  } finally {
    sheet.seal();
  }
}

/** At most this many rounds of fetching what a render asked for (a page, then what it shows). */
const MAX_ROUNDS = 3;

/** What `renderOnRequest` answers: the whole document, and 404 when the page's item is gone. */
export interface RenderedDocument {
  status: 200 | 404;
  html: string;
}

/** What prerender.mjs leaves beside this bundle for rendering on request. */
interface DocumentShell {
  template: string;
  /** Per route of `onRequestRoutes`, the chunks its page needs beyond the entry. */
  preload: Record<string, string[]>;
  /** What a Hindi page loads before it hydrates: its catalogues (ADR 027). */
  hindi: string[];
}

let shell: Promise<DocumentShell> | undefined;
const readShell = () =>
  (shell ??= readFile(new URL('./document.json', import.meta.url), 'utf8').then(
    (text) => JSON.parse(text) as DocumentShell,
  ));

/** The route of `onRequestRoutes` an address belongs to (in either language), if any. */
const onRequestRoute = (pathname: string) =>
  onRequestRoutes.find(({ path }) => matchPath(path, withoutLocale(pathname)))?.path;

/** What a render with its answers gave (`renderWithAnswers`). */
interface Answered {
  page: RenderedPage;
  data: Array<InitialData[number]>;
  status: RenderedDocument['status'];
  /** Whether the API refused an answer to the session (401, 403): the page is not theirs to see. */
  refused: boolean;
}

/**
 * Renders an address, fetches through `api` the answers the render asked for, and renders again
 * with them (at most `MAX_ROUNDS` times), which then go into the HTML for hydration. An answer
 * with a 4xx status is handed over too (the page shows 'Product not found'), and a 404 (or a 400
 * for the item the address names, `isOwnItem`) makes the page's status 404; other failures leave
 * that part loading, as the browser's first render would, and it fetches it again.
 */
async function renderWithAnswers(
  url: string,
  api: ApiClient,
  isOwnItem: (key: Key) => boolean,
  session?: Session,
): Promise<Answered> {
  // A session's account is an answer the page has from its first render, in both places.
  const data: Array<InitialData[number]> = session
    ? [sessionAnswer(session.userId, session.user)]
    : [];
  const failed = new Set<string>();
  let status: RenderedDocument['status'] = 200;
  let refused = false;
  let page: RenderedPage | undefined;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const missing = new Map<string, [Key, (key: Key) => unknown]>();
    page = await render(url, {
      api,
      initialData: data,
      session,
      onMissing: (key, fetcher) => {
        const id = unstable_serialize(key);
        if (!failed.has(id)) missing.set(id, [key, fetcher]);
      },
    });
    if (!missing.size) break;
    await Promise.all(
      [...missing].map(async ([id, [key, fetcher]]) => {
        try {
          data.push([key, await fetcher(key)]);
        } catch (error) {
          failed.add(id);
          if (!(error instanceof ApiError) || !error.status) return;
          if (error.status === 401 || error.status === 403) refused = true;
          // An answer the browser would get too (a product that is gone, a bad address) is
          // handed over, so the page shows it; anything else it fetches again itself.
          if (error.status < 500 && error.status >= 400)
            data.push([key, undefined, { status: error.status, body: error.data }]);
          if (error.status === 404 || (error.status === 400 && isOwnItem(key))) status = 404;
        }
      }),
    );
    if (refused) break;
  }
  return { page: page!, data, status, refused };
}

/** The chunks a page of `route` names in its HTML: its own, and a Hindi page's catalogues. */
async function chunksOf(route: string, pathname: string) {
  const { template, preload, hindi } = await readShell();
  const chunks = [
    ...(preload[route] ?? []),
    ...(localeOfPath(pathname) === 'hi'
      ? hindi.filter((file) => !preload[route]?.includes(file))
      : []),
  ];
  return { template, chunks };
}

/** Absolute, since the client's fetch makes a Request of it; `fetch` reads only its path. */
const API_BASE = 'http://petverse.invalid/api';

/**
 * Renders an address of `onRequestRoutes` with what it shows (`renderWithAnswers`), fetched
 * through `fetch` (the server's own API, no session).
 */
export async function renderOnRequest(
  url: string,
  fetch: typeof globalThis.fetch,
): Promise<RenderedDocument | undefined> {
  const { pathname } = new URL(url, 'http://petverse.invalid');
  const route = onRequestRoute(pathname);
  if (!route) return undefined;
  // The page's own item, named by the address (`/pet-product-page/123`): refused as malformed
  // (400) it is as missing as one that is gone (404), and the page says 'Product not found'.
  const named = Object.values(matchPath(route, withoutLocale(pathname))?.params ?? {}).filter(
    Boolean,
  );
  const isOwnItem = (key: Key) =>
    Array.isArray(key) && named.some((value) => (key as unknown[]).includes(value));
  const api = createApiClient({ baseURL: API_BASE, fetch });
  const { page, data, status } = await renderWithAnswers(url, api, isOwnItem);
  const { template, chunks } = await chunksOf(route, pathname);
  return { status, html: documentFor(template, { ...page, preload: chunks, data }, PAGE_SCRIPT) };
}

/**
 * Renders an address of `sessionRoutes` for the pet parent whose login token the request's
 * cookie carries (ADR 030), with their answers fetched through `fetch` with that token. Nothing
 * (the server sends the shell) for another address, an expired or malformed token, or one the
 * API refuses (revoked by a logout or a new password). The document says whom it is for, and
 * the browser hydrates it only with that session (main.tsx). Never to be kept for anyone else.
 */
export async function renderForSession(
  url: string,
  fetch: typeof globalThis.fetch,
  token: string,
): Promise<RenderedDocument | undefined> {
  const { pathname } = new URL(url, 'http://petverse.invalid');
  const route = sessionRoutes.find(({ path }) => matchPath(path, withoutLocale(pathname)))?.path;
  const userId = userIdFromToken(token);
  if (!route || !userId) return undefined;
  const api = createApiClient({ baseURL: API_BASE, fetch, getToken: () => token });
  // The session check first, as the browser's would: a token it refuses renders nothing, and
  // its answer (the account) is the header's and goes with the page (lib/session.tsx).
  const user = await api
    .get<GetUserResponse>('/auth/getuser')
    .then(({ data }) => data.user)
    .catch(() => undefined);
  if (!user) return undefined;
  const { page, data, refused } = await renderWithAnswers(url, api, () => false, {
    token,
    userId,
    user,
  });
  if (refused) return undefined;
  const { template, chunks } = await chunksOf(route, pathname);
  return {
    status: 200,
    html: documentFor(template, { ...page, preload: chunks, data, session: userId }, PAGE_SCRIPT),
  };
}
