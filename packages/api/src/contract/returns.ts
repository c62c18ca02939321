import { said, type Text } from './said';
import { shareDiscount } from './gst';

/**
 * Returns (issue 38, item 5; ADR 023). A delivered order's returnable lines may be sent back
 * within RETURN_WINDOW_DAYS of delivery; operators approve, mark picked up and received, and
 * the refund of those lines goes out on receipt.
 */

/** Days after delivery a buyer may still ask for a return. */
export const RETURN_WINDOW_DAYS = 7;

/**
 * The pictures a return takes: the image kinds every upload takes (IMAGE_MIME_TYPES, checked equal
 * in returns.test.ts), kept here so the return form does not load the accounts' contract.
 */
export const RETURN_PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

/** Why a buyer sends something back; the first two are the shop's fault. */
export const RETURN_REASONS = [
  'damaged',
  'wrong-item',
  'not-as-described',
  'no-longer-needed',
  'other',
] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

/** What each reason reads as. */
export const RETURN_REASON_LABELS: Record<ReturnReason, string> = {
  damaged: 'Arrived damaged',
  'wrong-item': 'Wrong item sent',
  'not-as-described': 'Not as described',
  'no-longer-needed': 'No longer needed',
  other: 'Other reason',
};

/** The reasons that are the shop's fault: with the whole order, shipping is refunded too. */
export const SHOP_FAULT_REASONS: readonly ReturnReason[] = ['damaged', 'wrong-item'];

/** requested → approved → picked-up → received (refunded); or requested → rejected. */
export const RETURN_STATUSES = [
  'requested',
  'approved',
  'rejected',
  'picked-up',
  'received',
] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];
/** The statuses of a return still under way: its units may not be asked for again. */
export const OPEN_RETURN_STATUSES: readonly ReturnStatus[] = ['requested', 'approved', 'picked-up'];

/** What each status reads as, on the buyer's timeline and in the back office. */
export const RETURN_STATUS_LABELS: Record<ReturnStatus, string> = {
  requested: 'Return requested',
  approved: 'Return approved',
  rejected: 'Return rejected',
  'picked-up': 'Return picked up',
  received: 'Return received and refunded',
};

/** Every refusal a buyer may meet, word for word. */
export const RETURN_MESSAGES = {
  notDelivered: 'Only a delivered order can be returned.',
  windowPassed: `Returns are accepted within ${RETURN_WINDOW_DAYS} days of delivery; this order was delivered earlier.`,
  notReturnable: (name: string) =>
    said('{name} cannot be returned (medicines and services are not).', { name }),
  noLines: 'Choose at least one item to return.',
  unknownLine: 'One of the chosen items is not in this order.',
  tooMany: (name: string, left: number) =>
    left === 0
      ? said('{name} has already been returned.', { name })
      : said('You can return at most {left} of {name}.', { name, left }),
  alreadyOpen: (name: string) =>
    said('{name} is already in a return that is open; wait for it to finish.', { name }),
  pictureNeeded: 'Please add a picture of the damage.',
  refundToNeeded:
    'You paid in cash: please say where we should send your refund (a UPI ID or a bank account).',
  badUpi: 'Please give a UPI ID such as name@okaxis.',
  badAccountName: 'Please give the name on the bank account.',
  badAccountNumber: 'Please give the account number (9 to 18 digits).',
  badIfsc: 'Please give the IFSC, such as HDFC0001234 (11 letters and digits).',
  badLines: 'lines must be a list of items and quantities.',
} as const;

/** One line a buyer asks to return. */
export interface ReturnLineRequest {
  /** The order line's `_id`. */
  itemId: string;
  quantity: number;
}

/**
 * POST /product/orders/{id}/returns (multipart): `lines` (JSON of ReturnLineRequest[]), `reason`,
 * `note` (optional), `picture` (required when the reason is 'damaged').
 */
export interface ReturnRequestPayload {
  lines: ReturnLineRequest[];
  reason: ReturnReason;
  note?: string;
  picture?: Blob;
  /** Where a cash order's refund goes (required then; a card's goes back to the card). */
  refundTo?: RefundDestination;
}

/**
 * Where the shop pays a cash-on-delivery order's refund by bank transfer (issue 58 item 7; ADR
 * 023): a UPI ID, or a bank account by its holder's name, number and IFSC.
 */
export type RefundDestination =
  | { kind: 'upi'; upiId: string }
  | { kind: 'bank'; accountName: string; accountNumber: string; ifsc: string };
/** A UPI ID: a handle, '@', the bank's handle ('asha.rao@okaxis'). */
export const UPI_ID_PATTERN = '^[A-Za-z0-9._-]{2,64}@[A-Za-z][A-Za-z0-9]{1,31}$';
/** An IFSC: four letters, a zero, six letters or digits. */
export const IFSC_PATTERN = '^[A-Z]{4}0[A-Z0-9]{6}$';
export const ACCOUNT_NUMBER_PATTERN = '^[0-9]{9,18}$';

/** A destination as its buyer reads it back: 'UPI asha@okaxis', 'Bank account ••••4321 (HDFC0001234)'. */
export const refundDestinationText = (to: RefundDestination): string =>
  to.kind === 'upi'
    ? `UPI ${to.upiId}`
    : `Bank account ••••${to.accountNumber.slice(-4)} (${to.ifsc})`;

/** A return as its buyer sees it on the order. */
export interface OrderReturn {
  _id: string;
  status: ReturnStatus;
  reason: ReturnReason;
  note: string | null;
  /** What the operator said when rejecting it. */
  rejection: string | null;
  lines: { itemId: string; name: string; quantity: number }[];
  /** Rupees: what is (or will be) refunded. */
  refundAmount: number;
  /** Whether shipping is part of the refund. */
  shippingRefunded: boolean;
  refund: { id: string; status: 'processed' | 'pending' } | null;
  creditNote: string | null;
  picture: string | null;
  /** Where a cash order's refund is paid, as its buyer reads it back (the number masked). */
  refundTo: string | null;
  /** Each step, oldest first (ISO 8601). */
  history: { status: ReturnStatus; at: string }[];
}

export interface ReturnResponse {
  message: string;
  return: OrderReturn;
}

/** A return in the back office, with what staff may do with it now. */
export interface AdminReturn extends OrderReturn {
  orderId: string;
  buyer: { name: string; email: string };
  createdAt: string;
  actions: { approve: boolean; reject: boolean; pickUp: boolean; receive: boolean };
  /** Where to pay a cash order's refund, in full for the staff who pay it. */
  refundDestination: RefundDestination | null;
}
export interface AdminReturnsResponse {
  returns: AdminReturn[];
  /** As every back-office list pages (AdminPagination). */
  pagination: { page: number; limit: number; total: number; totalPages: number };
  /** How many returns there are by status (the list's tabs). */
  counts: Partial<Record<ReturnStatus, number>> & { all: number };
}
/** POST /admin/returns/{id}/reject */
export interface AdminRejectReturnPayload {
  reason: string;
}
export interface AdminReturnActionResponse {
  message: string;
  return: AdminReturn;
}

/** The admin returns list's page size. */
export const ADMIN_RETURNS_PAGE_SIZE = 20;

/**
 * What a return of some units refunds, in paise. Each line's paid amount is its price times its
 * quantity less its share of the coupon (shared as the invoice shares it); a line's units are
 * refunded as cumulative slices (floor of paid × units / quantity), so its slices add up to what
 * was paid for it however it is returned. When the return completes the whole order for a reason
 * that is the shop's fault, shipping is refunded too and the refund is what is left of the total.
 */
export function returnRefundPaise(input: {
  /** Every line of the order, in position order. */
  lines: readonly { id: string; pricePaise: number; quantity: number }[];
  discountPaise: number;
  shippingPaise: number;
  totalPaise: number;
  /** Units of each line already refunded by earlier returns. */
  refundedUnits: ReadonlyMap<string, number>;
  /** What earlier returns refunded, paise. */
  refundedPaise: number;
  /** This return's units by line. */
  units: ReadonlyMap<string, number>;
  reason: ReturnReason;
}): { refundPaise: number; shippingRefunded: boolean; linesPaise: Map<string, number> } {
  const shares = shareDiscount(
    input.lines.map((l) => l.pricePaise * l.quantity),
    input.discountPaise,
  );
  let refund = 0;
  let whole = true;
  const linesPaise = new Map<string, number>();
  input.lines.forEach((l, i) => {
    const paid = l.pricePaise * l.quantity - shares[i]!;
    const before = input.refundedUnits.get(l.id) ?? 0;
    const now = input.units.get(l.id) ?? 0;
    const slice = (n: number) => Math.floor((paid * n) / l.quantity);
    const part = slice(before + now) - slice(before);
    if (now > 0) linesPaise.set(l.id, part);
    refund += part;
    if (before + now < l.quantity) whole = false;
  });
  const left = input.totalPaise - input.refundedPaise;
  if (whole && SHOP_FAULT_REASONS.includes(input.reason))
    return {
      refundPaise: Math.max(0, left),
      shippingRefunded: input.shippingPaise > 0,
      linesPaise,
    };
  // Shipping stays paid, and a rounding of the total is never refunded past what was paid.
  return {
    refundPaise: Math.max(0, Math.min(refund, left - input.shippingPaise)),
    shippingRefunded: false,
    linesPaise,
  };
}

/** GET /product/orders/{id}/returns: what the buyer may still return, and until when. */
export interface ReturnOptionsResponse {
  /** ISO 8601: the end of the return window; null when the order is not delivered. */
  until: string | null;
  /** Why nothing can be returned now; null when something can. */
  refusal: Text | null;
  lines: {
    itemId: string;
    name: string;
    /** Rupees per unit. */
    price: number;
    /** Units that may still be asked for (bought less returned and in open returns). */
    quantity: number;
    /** Why this line cannot be returned (a text with values: the page says it in its language); null when it can. */
    refusal: Text | null;
  }[];
}
