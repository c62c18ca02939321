// What a product card and page say about stock: a module of its own, so the store's first
// download carries these two lines and not the cart's and the back office's stock messages.

/** Under this many units the store says 'Only N left' and the console lists it as low. */
export const LOW_STOCK_THRESHOLD = 5;

/** What a card or a product page says about its stock. */
export const STOCK_NOTES = {
  out: 'Out of stock',
  only: (n: number) => `Only ${n} left`,
} as const;

/** Whether a product can be bought, and what to say: null when nothing needs saying. */
export function stockNote(stock: number | undefined): string | null {
  if (stock === undefined) return null;
  if (stock <= 0) return STOCK_NOTES.out;
  if (stock <= LOW_STOCK_THRESHOLD) return STOCK_NOTES.only(stock);
  return null;
}
