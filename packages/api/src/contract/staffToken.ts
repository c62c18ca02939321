// The staff token's name and shape: a module of its own, so the store's footer (which only looks
// whether a staff token is there) does not pull the back office's contract into its first download.

/**
 * Where the back office keeps its staff token in the browser (localStorage), apart from a pet
 * parent's `token`. The shop only looks whether it is there, to show staff a way to the back
 * office; it never sends it.
 */
export const STAFF_TOKEN_KEY = 'petverse.staffToken';
/** Staff session tokens start with this, so no route mistakes one for a pet parent's. */
export const STAFF_TOKEN_PREFIX = 'pvs_';
