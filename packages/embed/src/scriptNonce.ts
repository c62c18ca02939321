/**
 * A page with a strict CSP gives our script tag a nonce: kept for the elements, which give it to
 * their styles (EmbedRoot's `nonceOf`), so `style-src 'nonce-…'` lets them in without
 * 'unsafe-inline'. Read as the script runs (`document.currentScript` is set only then).
 */
const current = document.currentScript as HTMLScriptElement | null;
if (current?.nonce)
  (globalThis as Record<symbol, unknown>)[Symbol.for('petverse.nonce')] = current.nonce;
