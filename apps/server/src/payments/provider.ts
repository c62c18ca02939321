import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PaymentProviderName } from '@petverse/api/contract';

/** An order at the payment provider. */
export interface ProviderOrder {
  /** The provider's order id (`order_…`): the checkout's `order_id`. */
  id: string;
  /** Paise. */
  amount: number;
  currency: string;
}

export interface CreateProviderOrder {
  /** Paise. */
  amount: number;
  currency: 'INR';
  /** Our reference (at most 40 characters). */
  receipt: string;
  notes: Record<string, string>;
}

/**
 * A card payment provider behind Razorpay's protocol: orders are created on the server, the
 * browser's checkout pays them, and the result is signed HMAC-SHA256(`order_id|payment_id`).
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** The public key id the checkout is opened with. */
  readonly keyId: string;
  /** Where the browser loads the checkout script from (a path for the sandbox). */
  readonly scriptUrl: string;
  createOrder(input: CreateProviderOrder): Promise<ProviderOrder>;
  /** True when the checkout's signature is this provider's, for this order and payment. */
  verifyPayment(orderId: string, paymentId: string, signature: string): boolean;
  /** Gives a captured payment back (all of `amount`, paise): the provider's refund id and state. */
  refund(paymentId: string, amount: number, notes: Record<string, string>): Promise<ProviderRefund>;
  /**
   * The stored authorisation a payment left (Razorpay: the payment's `customer_id` and
   * `token_id`, made when the buyer agreed to recurring payments); null when it left none.
   */
  mandateOf(paymentId: string): Promise<Mandate | null>;
  /**
   * Charges a stored authorisation without the buyer (Razorpay's recurring payments): an order
   * for the amount, then `POST /v1/payments/create/recurring` on it. Answers what the checkout
   * answers (order, payment, signature), for `verifyPayment`; throws PaymentDeclined when the
   * provider refuses the charge.
   */
  chargeRecurring(input: RecurringCharge): Promise<RecurringPayment>;
}

/** A stored payment authorisation (a card token or a UPI Autopay mandate). */
export interface Mandate {
  customerId: string;
  token: string;
}

export interface RecurringCharge {
  mandate: Mandate;
  /** Paise. */
  amount: number;
  currency: 'INR';
  /** Our reference (at most 40 characters). */
  receipt: string;
  /** The subscriber's, as Razorpay asks them with a recurring payment. */
  email: string;
  contact: string;
  description: string;
  notes: Record<string, string>;
}

export interface RecurringPayment {
  orderId: string;
  paymentId: string;
  signature: string;
}

/** The provider refused a recurring charge (no money moved): the renewal is skipped and said. */
export class PaymentDeclined extends Error {}

export interface ProviderRefund {
  /** `rfnd_…` */
  id: string;
  /** processed: the money is on its way back; pending: the provider will finish it. */
  status: 'processed' | 'pending';
}

/** Razorpay's payment signature: HMAC-SHA256 of `order_id|payment_id`, hex. */
export function paymentSignature(orderId: string, paymentId: string, secret: string): string {
  return createHmac('sha256', secret).update(`${orderId}|${paymentId}`).digest('hex');
}

/** Compares two hex signatures in constant time; anything malformed is simply unequal. */
export function signaturesEqual(given: string, expected: string): boolean {
  const a = Buffer.from(given, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Razorpay's webhook signature: HMAC-SHA256 of the raw request body, hex. */
export function webhookSignature(rawBody: Buffer | string, secret: string): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}
