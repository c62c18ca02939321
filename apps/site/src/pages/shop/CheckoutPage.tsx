import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { defaultAddress, useAddresses, useCheckout, useMixedCart } from '@petverse/api';
import {
  NOT_SERVICEABLE,
  SHIPPING,
  SHIPPING_TYPES,
  deliverByFor,
  deliveredBy,
  deliveredOn,
  cartTotals,
  type Address,
  type PricedLine,
  type ShippingType,
  said,
} from '@petverse/api/contract';
import {
  AddressCard,
  Button,
  ErrorState,
  LoadingState,
  OrderSummary,
  ShippingToggle,
  notify,
} from '@petverse/ui';
import { usePageTitle } from '../../lib/usePageTitle';
import { AddressPicker } from './AddressPicker';
import { OrderLines } from './OrderLines';
import { Columns, Muted, PageTitle, Panel, PanelHeader, Problem, Stack } from './shop.styles';
import { useCheckoutSession } from './useCheckoutSession';
import { FreeDeliveryNote } from './FreeDeliveryNote';
import { useFreeDelivery } from './useFreeDelivery';
import { useLocale, useT, type Locale } from '@petverse/ui';

export const CHECKOUT_TEXTS = {
  emptyCart: 'Your cart is empty',
  noAddress: 'Please select a shipping address',
  addressSelected: 'Address selected successfully',
  shippingChanged: (type: string) =>
    said(type === 'Express' ? 'Shipping changed to Express' : 'Shipping changed to Economy', {}),
} as const;

/**
 * Each shipping type with its price, window and date ('Delivered by Sat, 28 Nov'): to the chosen
 * address's pincode (its zone, holidays and the 2 pm dispatch cut-off), else (no address yet) the
 * general promise. A pincode no courier serves gets no date: nothing would be delivered.
 */
const shippingOptions = (
  pincode: string | null,
  locale: Locale,
  lines: readonly PricedLine[],
  freeFrom: number | null,
) =>
  SHIPPING_TYPES.map((value) => {
    const date = pincode ? deliverByFor(pincode, value, new Date()) : null;
    return {
      value,
      ...SHIPPING[value],
      // Economy is free from the owner's threshold (ADR 039): the toggle says what it costs.
      price: cartTotals(lines, value, freeFrom).shipping,
      arrives: date
        ? deliveredOn(date, locale)
        : pincode
          ? undefined
          : deliveredBy(value, new Date(), locale),
    };
  });

/** What 'Continue to Payment' passes along to /auth/pet-payment. */
export interface OrderDetails {
  addressId: string;
  shippingType: ShippingType;
  subtotal: number;
  shipping: number;
  total: number;
}

/**
 * /auth/pet-checkout: the shipping address (default auto-selected, a picker to change it), the
 * shipping type (Economy by default) and the order summary; 'Continue to Payment'.
 */
export default function CheckoutPage() {
  const t = useT();
  const locale = useLocale();
  usePageTitle('Checkout');
  const { problem: sessionProblem, message: sessionError } = useCheckoutSession();
  const navigate = useNavigate();
  const cart = useMixedCart();
  const { data: addresses, isLoading: addressesLoading } = useAddresses();
  const { addressId, setAddressId, shippingType, setShippingType } = useCheckout();
  const [picking, setPicking] = useState(false);
  const { freeFrom } = useFreeDelivery();

  const selected = addresses?.find((a) => a._id === addressId) ?? null;
  // The server refuses an order to a pincode no courier serves; checkout says so first.
  const unserved = selected && !deliverByFor(selected.pincode, shippingType, new Date());
  // Spec §4: the first default address (else the first) is selected until the user picks one.
  useEffect(() => {
    if (addresses && !selected) setAddressId(defaultAddress(addresses)?._id ?? null);
  }, [addresses, selected, setAddressId]);

  const empty = !cart.isLoading && !cart.failed && cart.lines.length === 0;
  useEffect(() => {
    // A visitor is on the way to /auth/login: the empty cart is not theirs to be told about.
    if (!empty || sessionProblem) return;
    notify.error(CHECKOUT_TEXTS.emptyCart);
    void navigate('/auth/pet-cart', { replace: true });
  }, [empty, navigate, sessionProblem]);

  if (sessionError)
    return <ErrorState message={t(sessionError)} onRetry={() => window.location.reload()} />;
  if (sessionProblem) return <LoadingState label={t('Loading checkout...')} />;
  if (cart.isLoading || addressesLoading) return <LoadingState label={t('Loading checkout...')} />;

  const totals = cartTotals(cart.lines, shippingType, freeFrom);
  const choose = (address: Address) => {
    setAddressId(address._id);
    setPicking(false);
    notify.success(CHECKOUT_TEXTS.addressSelected);
  };
  const changeShipping = (value: string) => {
    setShippingType(value as ShippingType);
    notify.success(CHECKOUT_TEXTS.shippingChanged(value));
  };
  const proceed = () => {
    if (cart.lines.length === 0) {
      notify.error(CHECKOUT_TEXTS.emptyCart);
      void navigate('/auth/pet-cart');
      return;
    }
    if (!selected) {
      notify.error(CHECKOUT_TEXTS.noAddress);
      setPicking(true);
      return;
    }
    if (unserved) {
      notify.error(NOT_SERVICEABLE(selected.pincode));
      setPicking(true);
      return;
    }
    const details: OrderDetails = { addressId: selected._id, shippingType, ...totals };
    void navigate('/auth/pet-payment', { state: details });
  };

  return (
    <section aria-labelledby="checkout-title">
      <PageTitle id="checkout-title">{t('Checkout')}</PageTitle>
      <Columns>
        <Stack>
          <Panel aria-labelledby="address-title">
            <PanelHeader>
              <h2 id="address-title">{t('Shipping Address')}</h2>
              <Button variant="outline" size="sm" onClick={() => setPicking(true)}>
                {t(selected ? 'Change' : 'Select Address')}
              </Button>
            </PanelHeader>
            {selected ? (
              <AddressCard {...selected} />
            ) : (
              <Muted>{t('No shipping address selected.')}</Muted>
            )}
            {unserved ? (
              <Problem role="alert">{t(NOT_SERVICEABLE(selected.pincode))}</Problem>
            ) : null}
          </Panel>
          <Panel aria-label={t('Shipping type')}>
            {cart.lines.some((line) => line.ships !== false) ? (
              <ShippingToggle
                label={t('Shipping Type')}
                options={shippingOptions(selected?.pincode ?? null, locale, cart.lines, freeFrom)}
                value={shippingType}
                onChange={changeShipping}
              />
            ) : (
              <Muted>
                {t(
                  'A consultation is a service: nothing is shipped, so there is no shipping charge.',
                )}
              </Muted>
            )}
          </Panel>
        </Stack>
        <OrderSummary
          subtotal={totals.subtotal}
          shipping={totals.shipping}
          total={totals.total}
          action={
            <Button size="lg" fullWidth onClick={proceed}>
              {t('Continue to Payment')}
            </Button>
          }
        >
          <OrderLines cart={cart} />
          <FreeDeliveryNote lines={cart.lines} freeFrom={freeFrom} />
          {cart.products.some((l) => l.subscribeWeeks) ? (
            <Muted>
              {t(
                'Subscriptions are paid online: this payment’s authorisation pays each later delivery, at that day’s price and never above today’s. Manage them from your profile.',
              )}
            </Muted>
          ) : null}
        </OrderSummary>
      </Columns>
      <AddressPicker
        open={picking}
        addresses={addresses ?? []}
        selectedId={selected?._id ?? null}
        onSelect={choose}
        onClose={() => setPicking(false)}
      />
    </section>
  );
}
