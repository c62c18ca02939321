/**
 * A payment attempt that did not go through (our addition): the provider reported it failed
 * (Razorpay's payment.failed webhook, or the sandbox's 'Fail payment'), no order was made, and
 * the cart still holds its lines. GET /product/failed-payments lists the recent ones.
 */
export interface FailedPayment {
  /** Our payment order's id. */
  _id: string;
  /** The provider's order id (`order_…`). */
  orderId: string;
  /** Rupees. */
  amount: number;
  /** How many items the attempt was for. */
  itemCount: number;
  /** ISO 8601: when the attempt started. */
  createdAt: string;
}

export interface FailedPaymentsResponse {
  data: FailedPayment[];
}

/** How far back, and how many, failed attempts the Orders tab shows. */
export const FAILED_PAYMENTS_DAYS = 30;
export const FAILED_PAYMENTS_LIMIT = 5;

export const FAILED_PAYMENT_TEXT =
  'This payment did not go through, so no order was placed and the items stayed in your cart. If money left your account, your bank returns it within 5–7 working days.';
