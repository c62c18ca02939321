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
} as const;

/** Forgets everything of the signed-out user that lives in browser storage. */
export function clearUserStorage() {
  try {
    window.localStorage.removeItem(STORAGE_KEYS.vetCart);
    window.localStorage.removeItem(STORAGE_KEYS.consultationCart);
    window.sessionStorage.removeItem(STORAGE_KEYS.videoPlayed);
  } catch {
    // Storage can be unavailable (private mode, blocked cookies); there is nothing to clear then.
  }
}
