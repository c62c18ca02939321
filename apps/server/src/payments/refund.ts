import { HttpError } from '../platform/errors';
import type { PaymentProvider, ProviderRefund } from './provider';

/** What was paid, and with whom: an order's or an appointment's captured payment. */
export interface CapturedPayment {
  /** Who took the money: our sandbox (no money moved) or Razorpay. */
  provider: 'sandbox' | 'razorpay';
  paymentId: string;
  /** Paise. */
  amountPaise: number;
  /** Our reference, kept with the refund at the provider (e.g. `{ order: id }`). */
  notes: Record<string, string>;
}

/**
 * Gives a captured payment back in full. A sandbox payment moved no money, so its refund is a
 * test refund made here; a Razorpay payment is refunded through Razorpay's Refunds API, and when
 * Razorpay is not the configured provider the refund cannot happen now (503, nothing changes).
 */
export async function refundCaptured(
  payments: PaymentProvider,
  paid: CapturedPayment,
  reference: string,
): Promise<ProviderRefund> {
  if (paid.provider === 'sandbox')
    return { id: `rfnd_test_${reference.replace(/-/g, '').slice(0, 14)}`, status: 'processed' };
  if (payments.name !== 'razorpay')
    throw new HttpError(
      503,
      'This was paid with Razorpay, which is not configured here, so it cannot be refunded now.',
    );
  return payments.refund(paid.paymentId, paid.amountPaise, paid.notes);
}
