const inr = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** `₹1,299.00`: rupees with two decimals; anything that is not a finite number shows as ₹0.00. */
export function formatRupees(amount: number): string {
  return `₹${inr.format(Number.isFinite(amount) ? amount : 0)}`;
}
