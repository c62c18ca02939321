import { useCallback } from 'react';
import type { ApiClient } from '../client';
import { useApiClient } from '../ApiProvider';
import { ApiError } from '../client';
import type { PaymentConfigResponse } from '../contract/shopping';

/** What the checkout's `handler` receives: send it to the server to verify. */
export interface PaymentSuccess {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

/** Razorpay Standard Checkout options (the sandbox's script takes the same). */
export interface CheckoutOptions {
  /** Paise. */
  amount: number;
  currency: 'INR';
  /** The provider's order id (`orderId` of POST /product/razorpay/order). */
  orderId: string;
  /** The key; defaults to the provider's from GET /payments/config. */
  key?: string;
  name?: string;
  description?: string;
  prefill?: { name?: string; email?: string; contact?: string };
  notes?: Record<string, string>;
  theme?: { color?: string };
  /** A failed attempt; the checkout stays open to retry or close, so the promise stays pending. */
  onFailed?: (description: string) => void;
}

interface RazorpayInstance {
  open(): void;
  on(event: 'payment.failed', cb: (response: { error?: { description?: string } }) => void): void;
}
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance;

/** Thrown when the buyer closes the checkout without paying (`reason` 'dismissed'). */
export class PaymentCancelled extends Error {
  constructor(
    readonly reason: 'dismissed' | 'failed' = 'dismissed',
    message = 'Payment cancelled',
  ) {
    super(message);
    this.name = 'PaymentCancelled';
  }
}

const scripts = new Map<string, Promise<void>>();

/** Loads a checkout script once per address (a relative one is on the API's origin). */
function loadScript(client: ApiClient, scriptUrl: string): Promise<void> {
  const base = new URL(client.defaults.baseURL ?? '/api', window.location.href);
  const src = new URL(scriptUrl, base.origin).toString();
  let loading = scripts.get(src);
  if (!loading) {
    loading = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        scripts.delete(src);
        script.remove();
        reject(new ApiError('Failed to load the payment checkout.', undefined, undefined));
      };
      document.head.appendChild(script);
    });
    scripts.set(src, loading);
  }
  return loading;
}

/**
 * Opens the card checkout (Razorpay or the sandbox, whichever the server configures): reads
 * GET /payments/config, loads its script once, and resolves with the handler's response; rejects
 * with PaymentCancelled when the buyer closes it (a failed attempt only calls `onFailed`).
 * @example const pay = usePaymentCheckout(); const response = await pay({ amount, currency: 'INR', orderId });
 */
export function usePaymentCheckout(): (options: CheckoutOptions) => Promise<PaymentSuccess> {
  const client = useApiClient();
  return useCallback(
    async (options: CheckoutOptions) => {
      const { data: config } = await client.get<PaymentConfigResponse>('/payments/config');
      await loadScript(client, config.scriptUrl);
      const Razorpay = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
      if (!Razorpay)
        throw new ApiError('Failed to load the payment checkout.', undefined, undefined);
      return new Promise<PaymentSuccess>((resolve, reject) => {
        const rzp = new Razorpay({
          key: options.key ?? config.key,
          amount: options.amount,
          currency: options.currency,
          order_id: options.orderId,
          name: options.name ?? 'Petverse',
          description: options.description,
          prefill: options.prefill,
          notes: options.notes,
          theme: options.theme ?? { color: '#a33d06' },
          handler: (response: PaymentSuccess) => resolve(response),
          modal: {
            ondismiss: () => reject(new PaymentCancelled()),
          },
        });
        rzp.on('payment.failed', (response) =>
          options.onFailed?.(response.error?.description ?? 'Payment failed'),
        );
        rzp.open();
      });
    },
    [client],
  );
}
