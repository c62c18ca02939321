/**
 * Browser storage keys the site owns besides the login token ('token', kept by @petverse/api).
 * Logout clears the carts and the intro flag (spec §2 Profile: vet cart, intro-seen, consultation cart).
 */
export const STORAGE_KEYS = {
  /** localStorage: the pharmacy (vet) cart. */
  vetCart: 'vetCart',
  /** localStorage: the doctor consultation cart. */
  consultationCart: 'consultationCart',
  /** sessionStorage: the intro video was played in this session. */
  videoPlayed: 'videoPlayed',
  /** sessionStorage: the pincode a delivery date was last checked for. */
  deliveryPincode: 'deliveryPincode',
  /** sessionStorage: where each page of this tab's history was scrolled to (lib/ScrollMemory). */
  scrollPositions: 'petverse:scroll',
} as const;

/** The pincode remembered for this session, if any. */
export function rememberedPincode(): string | null {
  try {
    return window.sessionStorage.getItem(STORAGE_KEYS.deliveryPincode);
  } catch {
    return null;
  }
}

/** Remembers a pincode for this session (product pages and checkout reuse it). */
export function rememberPincode(pincode: string) {
  try {
    window.sessionStorage.setItem(STORAGE_KEYS.deliveryPincode, pincode);
  } catch {
    // Without storage the pincode is simply asked for again.
  }
}

/** Forgets everything of the signed-out user that lives in browser storage. */
export function clearUserStorage() {
  try {
    window.localStorage.removeItem(STORAGE_KEYS.vetCart);
    window.localStorage.removeItem(STORAGE_KEYS.consultationCart);
    window.sessionStorage.removeItem(STORAGE_KEYS.videoPlayed);
    window.sessionStorage.removeItem(STORAGE_KEYS.deliveryPincode);
  } catch {
    // Storage can be unavailable (private mode, blocked cookies); there is nothing to clear then.
  }
}
