/**
 * Indian digit grouping (`12,34,567`) of a string of digits: the last three, then pairs.
 *
 * Written out rather than asked of `Intl.NumberFormat('en-IN')`: making the first en-IN
 * formatter loads the locale's data, ~35 ms of a phone's main thread (measured on a store page,
 * 4× slowed), in the task that first runs this module. The output is the same (utils/format.test.ts
 * checks it against Intl).
 */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${head},${digits.slice(-3)}`;
}

/** `₹1,299.00`: rupees with two decimals; anything that is not a finite number shows as ₹0.00. */
export function formatRupees(amount: number): string {
  const value = Number.isFinite(amount) ? amount : 0;
  // Rounded in paise as an integer, so a half paisa rounds away from zero as Intl does.
  const paise = Math.round(Math.abs(value) * 100);
  const rupees = groupIndian(String(Math.floor(paise / 100)));
  const sign = value < 0 && paise !== 0 ? '-' : '';
  return `₹${sign}${rupees}.${String(paise % 100).padStart(2, '0')}`;
}

/** `1,23,456`: a count with Indian grouping. */
export function formatCount(count: number): string {
  const value = Math.round(count);
  return `${value < 0 ? '-' : ''}${groupIndian(String(Math.abs(value)))}`;
}
