/** `species` attribute: `dog` or `cat`, anything else shows both. */
export const speciesOf = (value: string | undefined): 'dog' | 'cat' | undefined =>
  value === 'dog' || value === 'cat' ? value : undefined;

/** `limit` attribute: 1–24 cards. @default 6 */
export const limitOf = (value: string | undefined): number => {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) ? Math.min(Math.max(n, 1), 24) : 6;
};
