import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  paymentErrorMessage,
  useAddresses,
  useAuth,
  useCartPayment,
  useCashOrder,
  defaultAddress,
  useCheckout,
  useMixedCart,
} from '@petverse/api';
import {
  COD_LIMIT,
  COD_NOT_AVAILABLE,
  SUBSCRIPTION_MESSAGES,
  cartTotals,
  codAvailable,
  zoneOf,
} from '@petverse/api/contract';
import {
  Button,
  CouponField,
  EmptyState,
  ErrorState,
  LoadingState,
  OrderSummary,
  formatRupees,
  notify,
} from '@petverse/ui';
import { usePageTitle } from '../../lib/usePageTitle';
import { OrderLines } from './OrderLines';
import { Columns, Fieldset, Muted, PageTitle, Panel, RadioCard } from './shop.styles';
import { useCheckoutSession } from './useCheckoutSession';
import { useCheckoutCoupon } from './useCheckoutCoupon';
import { AvailableCoupons } from './AvailableCoupons';
import { FreeDeliveryNote } from './FreeDeliveryNote';
import { useFreeDelivery } from './useFreeDelivery';
import { useT } from '@petverse/ui';

export const PAYMENT_TEXTS = {
  missing: 'Missing required order information',
  noMethod: 'Please select a payment method',
  success: 'Order created successfully with Razorpay!',
  failed: 'Failed to process payment',
  cashPlaced: 'Order placed. Please pay when it arrives.',
  cashFailed: 'Could not place the order. Please try again.',
} as const;

/** The card provider, selected at first; cash on delivery where the pincode and total allow. */
const PROVIDER = 'Razorpay';
const CASH = 'Cash on Delivery';
type Method = typeof PROVIDER | typeof CASH;

/**
 * /auth/pet-payment: the card provider ('Pay with Razorpay' creates the order, opens the
 * provider's checkout and verifies the payment) or cash on delivery ('Place order', offered where
 * the address's pincode and the total allow it), then the confirmation.
 */
export default function PaymentPage() {
  const t = useT();
  usePageTitle('Payment');
  const { problem: sessionProblem, message: sessionError } = useCheckoutSession();
  const navigate = useNavigate();
  const { userId, user } = useAuth();
  const cart = useMixedCart();
  const { data: addresses } = useAddresses();
  const checkout = useCheckout();
  const { shippingType, reset } = checkout;
  const pay = useCartPayment();
  const placeCashOrder = useCashOrder();
  // The card provider starts selected (spec §4's single 'Pay with Razorpay').
  const [method, setMethod] = useState<Method | null>(PROVIDER);
  const [paying, setPaying] = useState(false);
  const { freeFrom, known: freeFromKnown } = useFreeDelivery();
  const totals = cartTotals(cart.lines, shippingType, freeFrom);
  const coupon = useCheckoutCoupon(shippingType, totals.subtotal, !cart.isLoading);

  if (sessionError)
    return <ErrorState message={t(sessionError)} onRetry={() => window.location.reload()} />;
  if (sessionProblem) return <LoadingState label={t('Loading...')} />;
  if (cart.isLoading) return <LoadingState label={t('Loading order...')} />;
  if (cart.lines.length === 0 && !paying)
    return (
      <EmptyState
        title={t('Your cart is empty')}
        description={t('There is nothing to pay for yet.')}
        action={<Button onClick={() => void navigate('/pet-store')}>{t('Browse Products')}</Button>}
      />
    );

  // A coupon the server accepted lowers the total; only its code goes with the order.
  const { quote } = coupon;
  const total = quote ? quote.total : totals.total;
  // The address chosen at checkout; opened directly (or the choice gone), the default one, as the
  // checkout page itself starts with.
  const address =
    addresses?.find((a) => a._id === checkout.addressId) ?? defaultAddress(addresses) ?? undefined;
  const addressId = address?._id ?? null;
  const zone = address ? zoneOf(address.pincode) : null;
  // A subscription is paid by its first payment's authorisation: cash has none (ADR 024). Said
  // beside the disabled choice, not after 'Place order'.
  const subscribing = cart.products.some((l) => l.subscribeWeeks !== undefined);
  const cashOffered = !subscribing && codAvailable(zone, total);
  const cash = method === CASH && cashOffered;

  const placeCash = async (id: string) => {
    setPaying(true);
    try {
      const order = await placeCashOrder({ shippingType, addressId: id, couponCode: quote?.code });
      notify.success(PAYMENT_TEXTS.cashPlaced);
      reset();
      void navigate('/auth/pet-payment-confirm', { replace: true, state: { order } });
    } catch (error) {
      notify.error(paymentErrorMessage(error) ?? PAYMENT_TEXTS.cashFailed);
      if (quote) coupon.recheck();
      setPaying(false);
    }
  };

  const submit = async () => {
    if (!userId || cart.lines.length === 0 || !addressId) {
      notify.error(PAYMENT_TEXTS.missing);
      return;
    }
    if (cash) {
      await placeCash(addressId);
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
        coupon: quote,
        freeDeliveryFrom: freeFrom,
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
      // The coupon may have been used up meanwhile: its field says so.
      if (quote) coupon.recheck();
      setPaying(false);
    }
  };

  return (
    <section aria-labelledby="payment-title">
      <PageTitle id="payment-title">{t('Payment')}</PageTitle>
      <Columns>
        <Panel aria-labelledby="method-title">
          <h2 id="method-title">{t('Payment Method')}</h2>
          <Fieldset>
            <legend>{t('Choose how to pay')}</legend>
            <RadioCard>
              <input
                type="radio"
                name="payment-method"
                value={PROVIDER}
                checked={method === PROVIDER}
                onChange={() => setMethod(PROVIDER)}
              />
              <span>
                {t(PROVIDER)}
                <small>{t('Cards, UPI, netbanking and wallets')}</small>
              </span>
            </RadioCard>
            <RadioCard>
              <input
                type="radio"
                name="payment-method"
                value={CASH}
                checked={cash}
                disabled={!cashOffered}
                aria-describedby="cash-note"
                onChange={() => setMethod(CASH)}
              />
              <span>
                {t(CASH)}
                <small id="cash-note">
                  {cashOffered
                    ? t('Pay in cash or by UPI when your order arrives.')
                    : subscribing
                      ? t(SUBSCRIPTION_MESSAGES.onlineOnly)
                      : zone && COD_LIMIT[zone] !== null
                        ? `${t('Available for orders up to {limit}.', { limit: formatRupees(COD_LIMIT[zone]) })} ${t(COD_NOT_AVAILABLE)}`
                        : t(COD_NOT_AVAILABLE)}
                </small>
              </span>
            </RadioCard>
          </Fieldset>
          {address ? (
            <Muted>
              {t('Delivering to')} {address.name ? `${address.name}, ` : ''}
              {address.street}, {address.city} {address.pincode}
            </Muted>
          ) : null}
        </Panel>
        <OrderSummary
          subtotal={totals.subtotal}
          shipping={totals.shipping}
          discount={quote ? { label: `Coupon ${quote.code}`, amount: quote.discount } : null}
          total={total}
          action={
            <>
              <AvailableCoupons
                subtotal={totals.subtotal}
                applied={quote?.code ?? null}
                onApply={coupon.apply}
              />
              <CouponField
                applied={quote ? { code: quote.code, saving: quote.discount } : null}
                error={coupon.error}
                checking={coupon.checking}
                defaultCode={coupon.code ?? ''}
                onApply={coupon.apply}
                onRemove={coupon.remove}
              />
              <Button
                size="lg"
                fullWidth
                loading={paying}
                // The amount asked must be the server's: it waits for the coupon and the threshold.
                disabled={coupon.checking || !freeFromKnown}
                onClick={() => void submit()}
              >
                {cash
                  ? t('Place order: pay {amount} on delivery', { amount: formatRupees(total) })
                  : t('Pay with {provider}', { provider: PROVIDER })}
              </Button>
            </>
          }
        >
          <OrderLines cart={cart} />
          <FreeDeliveryNote lines={cart.lines} freeFrom={freeFrom} />
        </OrderSummary>
      </Columns>
    </section>
  );
}
