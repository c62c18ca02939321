import { HttpError } from '../errors';
import { paymentSignature, signaturesEqual, type PaymentProvider } from './provider';

export const RAZORPAY_API_URL = 'https://api.razorpay.com';
export const RAZORPAY_SCRIPT_URL = 'https://checkout.razorpay.com/v1/checkout.js';
const TIMEOUT_MS = 15_000;

export interface RazorpayOptions {
  keyId: string;
  keySecret: string;
  /** The API's base URL; tests point it at a local fake. */
  apiUrl?: string | undefined;
  fetch?: typeof fetch;
}

interface RazorpayOrderBody {
  id?: unknown;
  amount?: unknown;
  currency?: unknown;
  error?: { description?: unknown };
}

/** Razorpay: orders through its Orders API (basic auth with the key id and secret). */
export function razorpayProvider({
  keyId,
  keySecret,
  apiUrl = RAZORPAY_API_URL,
  fetch: fetchImpl = fetch,
}: RazorpayOptions): PaymentProvider {
  const authorization = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
  const ordersUrl = new URL('/v1/orders', apiUrl).toString();
  return {
    name: 'razorpay',
    keyId,
    scriptUrl: RAZORPAY_SCRIPT_URL,
    async createOrder({ amount, currency, receipt, notes }) {
      let res: Response;
      try {
        res = await fetchImpl(ordersUrl, {
          method: 'POST',
          headers: {
            authorization,
            'content-type': 'application/json',
            accept: 'application/json',
          },
          body: JSON.stringify({ amount, currency, receipt, notes }),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch {
        throw new HttpError(
          502,
          'Failed to create Razorpay order: the payment provider did not answer.',
        );
      }
      const body = (await res.json().catch(() => ({}))) as RazorpayOrderBody;
      if (!res.ok || typeof body.id !== 'string' || typeof body.amount !== 'number') {
        const reason =
          typeof body.error?.description === 'string' ? ` ${body.error.description}` : '';
        throw new HttpError(
          502,
          `Failed to create Razorpay order (status ${res.status}).${reason}`,
        );
      }
      if (body.amount !== amount || body.currency !== currency)
        throw new HttpError(
          502,
          'Failed to create Razorpay order: the provider changed the amount.',
        );
      return { id: body.id, amount: body.amount, currency: body.currency };
    },
    // Razorpay's Refunds API: POST /v1/payments/{id}/refund, the whole amount, normal speed.
    async refund(paymentId, amount, notes) {
      let res: Response;
      try {
        res = await fetchImpl(
          new URL(`/v1/payments/${encodeURIComponent(paymentId)}/refund`, apiUrl).toString(),
          {
            method: 'POST',
            headers: {
              authorization,
              'content-type': 'application/json',
              accept: 'application/json',
            },
            body: JSON.stringify({ amount, speed: 'normal', notes }),
            signal: AbortSignal.timeout(TIMEOUT_MS),
          },
        );
      } catch {
        throw new HttpError(
          502,
          'The refund could not be made: the payment provider did not answer.',
        );
      }
      const body = (await res.json().catch(() => ({}))) as RazorpayOrderBody & { status?: unknown };
      if (!res.ok || typeof body.id !== 'string') {
        const reason =
          typeof body.error?.description === 'string' ? ` ${body.error.description}` : '';
        throw new HttpError(502, `The refund could not be made (status ${res.status}).${reason}`);
      }
      return { id: body.id, status: body.status === 'processed' ? 'processed' : 'pending' };
    },
    verifyPayment(orderId, paymentId, signature) {
      return signaturesEqual(signature, paymentSignature(orderId, paymentId, keySecret));
    },
  };
}
