/**
 * Where the embed's own server is: the origin the script was loaded from, unless the element
 * names another with `api-base` / `site-base`.
 */
const scriptOrigin = (): string => {
  try {
    return new URL(import.meta.url).origin;
  } catch {
    return window.location.origin;
  }
};

const trimSlash = (value: string) => value.replace(/\/+$/, '');

/** The API's base URL: the attribute, else `/api` on the script's origin. */
export const apiBaseOf = (attribute: string | undefined): string =>
  trimSlash(attribute || `${scriptOrigin()}/api`);

/** The Petverse site that product links open: the attribute, else the script's origin. */
export const siteBaseOf = (attribute: string | undefined): string =>
  trimSlash(attribute || scriptOrigin());

/** The product page on the Petverse site. */
export const productUrl = (siteBase: string, id: string) =>
  `${siteBase}/pet-product-page/${encodeURIComponent(id)}`;

/** An image address from the API (often a path such as /api/media/…) made absolute. */
export const absoluteUrl = (url: string | null | undefined, apiBase: string): string | null => {
  if (!url) return null;
  try {
    return new URL(url, `${new URL(apiBase).origin}/`).href;
  } catch {
    return null;
  }
};
