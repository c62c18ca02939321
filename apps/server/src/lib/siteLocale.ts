/**
 * Which language a visitor reads the site in (issue 35, ADR 027). A Hindi page's address starts
 * with `/hi`; the visitor's choice is remembered in a cookie the site writes as a page loads (and
 * this server writes for `?lang=`). An English address is sent to its Hindi page when the cookie
 * says Hindi, or, on a first visit (no cookie), when the browser's `Accept-Language` prefers
 * Hindi to English. A `/hi` address is never sent away: a shared link stays in its language.
 */
export type SiteLocale = 'en' | 'hi';

/** The cookie the site writes (packages/ui's LOCALE_COOKIE: the two must agree, a test checks). */
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
  /** A choice to remember (`?lang=` on the address: the header's language switch). */
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
  if (HINDI.test(pathname)) return {};
  const wanted = cookieLocale(request.cookie) ?? preferredLocale(request.acceptLanguage);
  return wanted === 'hi' ? { redirect: at('hi', params) } : {};
}
