import { MIN_QUANTITY, SHIPPING, SIMILAR_PRODUCTS_LIMIT, type ShippingType } from './constants';

/** A price as a number; anything non-numeric counts as 0. */
export function priceOf(value: unknown): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : 0;
}

/** A quantity as a whole number; a missing or invalid one counts as 1. */
export function quantityOf(value: unknown): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= MIN_QUANTITY ? n : 1;
}

/** Rupees rounded to paise, so sums of prices do not drift (0.1 + 0.2). */
export function roundPaise(rupees: number): number {
  return Math.round(rupees * 100) / 100;
}

export interface PricedLine {
  price?: unknown;
  quantity?: unknown;
  /**
   * False for a service (a consultation: issue 52 item 7): nothing is shipped for it, so a cart
   * of services alone carries no shipping line. A product or a medicine ships.
   */
  ships?: boolean;
}

/** price × quantity of one line, with the totals rules applied. */
export function lineTotal(line: PricedLine): number {
  return roundPaise(priceOf(line.price) * quantityOf(line.quantity));
}

/** The sum of every line's price × quantity. */
export function subtotal(lines: readonly PricedLine[]): number {
  return roundPaise(lines.reduce((sum, line) => sum + lineTotal(line), 0));
}

/** Subtotal plus the shipping of the chosen type, rounded to whole rupees as orders are. */
export function orderTotal(lines: readonly PricedLine[], shipping: ShippingType): number {
  return Math.round(subtotal(lines) + SHIPPING[shipping].price);
}

/** The amount the payment provider takes: whole rupees × 100. */
export function toPaise(rupees: number): number {
  return Math.round(rupees) * 100;
}

/** Integer paise (as stored) to rupees (as the API speaks). */
export function paiseToRupees(paise: number): number {
  return paise / 100;
}

/** Rupees (as the API speaks) to integer paise (as stored), exact to the paisa. */
export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

/** 'Order #' and 'Appointment #' show the last 8 characters of the id. */
export function shortId(id: string): string {
  return id.slice(-8);
}

export interface SpeciesItem {
  _id: string;
  petspecies?: string | null;
}

/** Up to 3 other products of the same petspecies as the current one, in list order. */
export function similarProducts<T extends SpeciesItem>(
  all: readonly T[],
  current: SpeciesItem,
): T[] {
  if (!current.petspecies) return [];
  return all
    .filter((p) => p._id !== current._id && p.petspecies === current.petspecies)
    .slice(0, SIMILAR_PRODUCTS_LIMIT);
}
