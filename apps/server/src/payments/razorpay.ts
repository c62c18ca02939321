import { HttpError } from '../platform/errors';
import {
  PaymentDeclined,
  paymentSignature,
  signaturesEqual,
  type PaymentProvider,
} from './provider';

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
  /** One JSON call to the API; null when it did not answer. */
  const call = async (
    method: 'GET' | 'POST',
    path: string,
    body?: object,
  ): Promise<{ status: number; body: Record<string, unknown> } | null> => {
    let res: Response;
    try {
      res = await fetchImpl(new URL(path, apiUrl).toString(), {
        method,
        headers: {
          authorization,
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch {
      return null;
    }
    return {
      status: res.status,
      body: (await res.json().catch(() => ({}))) as Record<string, unknown>,
    };
  };
  const reasonOf = (body: Record<string, unknown>) => {
    const description = (body.error as { description?: unknown } | undefined)?.description;
    return typeof description === 'string' ? ` ${description}` : '';
  };
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
    // GET /v1/payments/{id}: a payment made with recurring consent carries its customer and token.
    async mandateOf(paymentId) {
      const answer = await call('GET', `/v1/payments/${encodeURIComponent(paymentId)}`);
      if (!answer || answer.status >= 500)
        throw new HttpError(502, 'The payment provider did not answer about the authorisation.');
      const { customer_id: customerId, token_id: token } = answer.body;
      if (answer.status !== 200 || typeof customerId !== 'string' || typeof token !== 'string')
        return null;
      return { customerId, token };
    },
    // Razorpay's recurring payments: an order, then POST /v1/payments/create/recurring on it.
    async chargeRecurring({
      mandate,
      amount,
      currency,
      receipt,
      email,
      contact,
      description,
      notes,
    }) {
      const order = await call('POST', '/v1/orders', {
        amount,
        currency,
        receipt,
        notes,
        payment_capture: true,
      });
      if (!order || order.status >= 500)
        throw new HttpError(
          502,
          'Failed to create Razorpay order: the payment provider did not answer.',
        );
      if (order.status !== 200 || typeof order.body.id !== 'string')
        throw new PaymentDeclined(
          `The order was refused (status ${order.status}).${reasonOf(order.body)}`,
        );
      const paid = await call('POST', '/v1/payments/create/recurring', {
        email,
        contact,
        amount,
        currency,
        order_id: order.body.id,
        customer_id: mandate.customerId,
        token: mandate.token,
        recurring: '1',
        description,
        notes,
      });
      if (!paid || paid.status >= 500)
        throw new HttpError(502, 'The recurring payment got no answer from the payment provider.');
      const {
        razorpay_payment_id: paymentId,
        razorpay_order_id: orderId,
        razorpay_signature: signature,
      } = paid.body;
      if (
        paid.status !== 200 ||
        typeof paymentId !== 'string' ||
        typeof orderId !== 'string' ||
        typeof signature !== 'string'
      )
        throw new PaymentDeclined(
          `The recurring payment was refused (status ${paid.status}).${reasonOf(paid.body)}`,
        );
      return { orderId, paymentId, signature };
    },
    verifyPayment(orderId, paymentId, signature) {
      return signaturesEqual(signature, paymentSignature(orderId, paymentId, keySecret));
    },
  };
}
