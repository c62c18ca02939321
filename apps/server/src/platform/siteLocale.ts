/**
 * Which language a visitor reads the site in (issue 35, ADR 027). A Hindi page's address starts
 * with `/hi`; the language of the last page a visitor was sent is remembered in a cookie this
 * server writes with that page (and with the redirect of `?lang=`, the header's switch). An
 * English address is sent to its Hindi page when the cookie says Hindi, or, on a first visit (no
 * cookie), when the browser's `Accept-Language` prefers Hindi to English. A `/hi` address is never
 * sent away: a shared link stays in its language.
 *
 * Only the server writes the cookie. The page's script once wrote it too, as it loaded — late, on a
 * phone: a tap on the switch before that write let the Hindi page's script write `hi` over the
 * switch's `en` while the English page was on its way (the Hindi e2e walk caught it).
 */
export type SiteLocale = 'en' | 'hi';

/** The cookie (packages/ui's LOCALE_COOKIE names it too: the two must agree, a test checks). */
export const LOCALE_COOKIE = 'petverse_lang';

const isLocale = (value: unknown): value is SiteLocale => value === 'en' || value === 'hi';

/**
 * The language of ours an `Accept-Language` header prefers, by its q-values (RFC 9110 §12.5.4):
 * `hi-IN,hi;q=0.9,en;q=0.8` is Hindi, `en-IN,en;q=0.9,hi;q=0.8` English; English when it names
 * neither or cannot be read.
 */
export function preferredLocale(acceptLanguage: string | undefined): SiteLocale {
  let best: SiteLocale = 'en';
  let bestQ = 0;
  for (const part of (acceptLanguage ?? '').slice(0, 1000).split(',')) {
    const [tag = '', ...params] = part.trim().split(';');
    const language = tag.trim().toLowerCase().split('-')[0];
    if (!isLocale(language)) continue;
    // A weight that cannot be read counts as none (q=0): RFC 9110 allows 0 to 1, 3 decimals.
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight =
      q === undefined
        ? 1
        : /^q=(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/.test(q)
          ? Number(q.slice(2))
          : 0;
    if (Number.isFinite(weight) && weight > bestQ) [best, bestQ] = [language, weight];
  }
  return best;
}

/** The remembered choice in a `Cookie` header, if any. */
export function cookieLocale(cookie: string | undefined): SiteLocale | undefined {
  const value = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`).exec(cookie ?? '')?.[1];
  return isLocale(value) ? value : undefined;
}

const HINDI = /^\/hi(?=\/|$)/i;

/** What to do with a request for a page of the site: send it elsewhere, remember a choice. */
export interface LocaleDecision {
  /** Where to send the visitor instead (302), same query. */
  redirect?: string;
  /** The language to remember: a choice (`?lang=`, the switch) or the page's own, when new. */
  remember?: SiteLocale;
}

export function decideLocale(request: {
  pathname: string;
  search: string;
  cookie?: string;
  acceptLanguage?: string;
}): LocaleDecision {
  const { pathname } = request;
  const params = new URLSearchParams(request.search);
  const chosen = params.get('lang');
  const bare = pathname.replace(HINDI, '') || '/';
  const at = (locale: SiteLocale, query: URLSearchParams) => {
    const path = locale === 'hi' ? (bare === '/' ? '/hi' : `/hi${bare}`) : bare;
    const rest = query.toString();
    return rest ? `${path}?${rest}` : path;
  };
  if (isLocale(chosen)) {
    params.delete('lang');
    return { redirect: at(chosen, params), remember: chosen };
  }
  const remembered = cookieLocale(request.cookie);
  // The page is sent in its language, which the cookie then says (unless it says so already).
  const sent = (locale: SiteLocale): LocaleDecision =>
    remembered === locale ? {} : { remember: locale };
  if (HINDI.test(pathname)) return sent('hi');
  const wanted = remembered ?? preferredLocale(request.acceptLanguage);
  return wanted === 'hi' ? { redirect: at('hi', params) } : sent('en');
}
