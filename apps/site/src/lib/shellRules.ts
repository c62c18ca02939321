import { STORAGE_KEYS } from './storageKeys';

/** Path segments whose pages hide the footer (spec §2.2): product, cart, checkout, payment, auth. */
const NO_FOOTER_SEGMENTS = new Set([
  'pet-product-page',
  'pet-store-product',
  'pet-cart',
  'pet-checkout',
  'pet-payment',
  'pet-payment-confirm',
  'login',
  'signup',
  'register',
  'reset-password',
]);

/** Whether the footer shows on a path. */
export function showsFooter(pathname: string): boolean {
  return !pathname
    .toLowerCase()
    .split('/')
    .some((segment) => NO_FOOTER_SEGMENTS.has(segment));
}

/** Whether the navigation bar shows on a path: everywhere except /register. */
export function showsNavBar(pathname: string): boolean {
  return pathname.replace(/\/+$/, '').toLowerCase() !== '/register';
}

/** sessionStorage flag set once the intro has played (or been skipped); logout clears it. */
export const VIDEO_PLAYED_KEY = STORAGE_KEYS.videoPlayed;

/** The intro plays on a fresh load of / when the session has no flag yet. */
export function shouldPlayIntro(
  initialPathname: string,
  pathname: string,
  storage: Pick<Storage, 'getItem'> | undefined,
): boolean {
  if (initialPathname !== '/' || pathname !== '/') return false;
  try {
    return !storage?.getItem(VIDEO_PLAYED_KEY);
  } catch {
    return false;
  }
}
