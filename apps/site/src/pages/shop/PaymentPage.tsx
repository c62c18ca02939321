import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  paymentErrorMessage,
  useAddresses,
  useAuth,
  useCartPayment,
  useCheckout,
  useMixedCart,
} from '@petverse/api';
import { cartTotals } from '@petverse/api/contract';
import { Button, EmptyState, ErrorState, LoadingState, OrderSummary, notify } from '@petverse/ui';
import { usePageTitle } from '../../lib/usePageTitle';
import { OrderLines } from './OrderLines';
import { Columns, Fieldset, Muted, PageTitle, Panel, RadioCard } from './shop.styles';
import { useCheckoutSession } from './useCheckoutSession';

export const PAYMENT_TEXTS = {
  missing: 'Missing required order information',
  noMethod: 'Please select a payment method',
  success: 'Order created successfully with Razorpay!',
  failed: 'Failed to process payment',
} as const;

/** The one payment option the site offers (cash on delivery exists on the server only). */
const PROVIDER = 'Razorpay';
const METHODS = [PROVIDER];

/**
 * /auth/pet-payment: the card provider as the only method and 'Pay with Razorpay', which creates
 * the order, opens the provider's checkout and verifies the payment, then confirms.
 */
export default function PaymentPage() {
  usePageTitle('Payment');
  const { problem: sessionProblem, message: sessionError } = useCheckoutSession();
  const navigate = useNavigate();
  const { userId, user } = useAuth();
  const cart = useMixedCart();
  const { data: addresses } = useAddresses();
  const { addressId, shippingType, reset } = useCheckout();
  const pay = useCartPayment();
  // With a single method there is nothing to choose: it starts selected.
  const [method, setMethod] = useState<string | null>(METHODS.length === 1 ? METHODS[0]! : null);
  const [paying, setPaying] = useState(false);

  if (sessionError)
    return <ErrorState message={sessionError} onRetry={() => window.location.reload()} />;
  if (sessionProblem) return <LoadingState label="Loading..." />;
  if (cart.isLoading) return <LoadingState label="Loading order..." />;
  if (cart.lines.length === 0 && !paying)
    return (
      <EmptyState
        title="Your cart is empty"
        description="There is nothing to pay for yet."
        action={<Button onClick={() => void navigate('/pet-store')}>Browse Products</Button>}
      />
    );

  const totals = cartTotals(cart.lines, shippingType);
  const address = addresses?.find((a) => a._id === addressId);

  const submit = async () => {
    if (!userId || cart.lines.length === 0 || !addressId) {
      notify.error(PAYMENT_TEXTS.missing);
      return;
    }
    if (method !== PROVIDER) {
      notify.error(PAYMENT_TEXTS.noMethod);
      return;
    }
    setPaying(true);
    try {
      const order = await pay({
        lines: cart.lines,
        shippingType,
        addressId,
        userId,
        // The checkout stays open after a failed attempt, for another try or to close.
        onFailed: () => notify.error(PAYMENT_TEXTS.failed),
        prefill: {
          name: address?.name || user?.name,
          email: address?.email || user?.email,
          contact: address?.phone || user?.phone,
        },
      });
      notify.success(PAYMENT_TEXTS.success);
      reset();
      void navigate('/auth/pet-payment-confirm', { replace: true, state: { order } });
    } catch (error) {
      const message = paymentErrorMessage(error);
      if (message) notify.error(message);
      setPaying(false);
    }
  };

  return (
    <section aria-labelledby="payment-title">
      <PageTitle id="payment-title">Payment</PageTitle>
      <Columns>
        <Panel aria-labelledby="method-title">
          <h2 id="method-title">Payment Method</h2>
          <Fieldset>
            <legend>Choose how to pay</legend>
            <RadioCard>
              <input
                type="radio"
                name="payment-method"
                value={PROVIDER}
                checked={method === PROVIDER}
                onChange={() => setMethod(PROVIDER)}
              />
              <span>
                {PROVIDER}
                <small>Cards, UPI, netbanking and wallets</small>
              </span>
            </RadioCard>
          </Fieldset>
          {address ? (
            <Muted>
              Delivering to {address.name ? `${address.name}, ` : ''}
              {address.street}, {address.city} {address.pincode}
            </Muted>
          ) : null}
        </Panel>
        <OrderSummary
          subtotal={totals.subtotal}
          shipping={totals.shipping}
          total={totals.total}
          action={
            <Button size="lg" fullWidth loading={paying} onClick={() => void submit()}>
              Pay with {PROVIDER}
            </Button>
          }
        >
          <OrderLines cart={cart} />
        </OrderSummary>
      </Columns>
    </section>
  );
}
