import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  defaultAddress,
  useAddresses,
  useCartActions,
  useConsultationCartActions,
  useMixedCart,
  usePharmacyCartActions,
  usePrescriptionFile,
} from '@petverse/api';
import type { ComponentProps } from 'react';
import {
  STOCK_MESSAGES,
  deliverByFor,
  type CartLine as CartLineData,
} from '@petverse/api/contract';
import {
  Button,
  CartLine,
  EmptyState,
  ErrorState,
  LoadingState,
  PriceTag,
  notify,
} from '@petverse/ui';
import { Lines, Muted, SectionTitle, TotalBar } from './shop.styles';
import { FreeDeliveryNote } from './FreeDeliveryNote';
import { useFreeDelivery } from './useFreeDelivery';
import { notifyFailure } from '../../lib/notifyFailure';
import { CartLineSubscription } from './CartLineSubscription';
import { formatIndiaWeekday, useLocale, useT } from '@petverse/ui';

export const CART_TEXTS = {
  title: 'Product Cart',
  empty: 'No items in product cart',
  quantityUpdated: 'Quantity updated!',
  removed: 'Item removed from cart!',
  quantityFailed: 'Failed to update quantity',
  removeFailed: 'Failed to remove item',
  partialLoad: 'Unable to load some cart items. Please try again.',
} as const;

/** What stands in the way of buying a product line now: fewer units left than it wants. */
const shortOf = (line: CartLineData) =>
  line.stock !== undefined && line.quantity > line.stock
    ? STOCK_MESSAGES.lineShort(line.name, line.stock)
    : null;

/** Runs a line action and toasts its outcome; a busy line (null) says nothing. */
async function withToasts(
  action: () => Promise<string | null | undefined>,
  success: string,
  failure: string,
) {
  try {
    if ((await action()) !== null) notify.success(success);
  } catch (error) {
    notifyFailure(error, failure);
  }
}

/**
 * The mixed cart (spec §2 Cart): product, pharmacy and consultation lines, changed optimistically
 * (a line is blocked while its call runs), the 'Total Price' bar and 'Proceed to Checkout'.
 */
/**
 * When the cart would arrive at the default address: the same dates as the product page,
 * checkout and the order (its pincode's zone, holidays, the 2 pm cut-off), or that we do not
 * deliver there. Nothing for a visitor without a saved address.
 */
function CartDelivery() {
  const t = useT();
  const locale = useLocale();
  const { data: addresses } = useAddresses();
  const address = addresses ? defaultAddress(addresses) : null;
  if (!address) return null;
  const now = new Date();
  const economy = deliverByFor(address.pincode, 'Economy', now);
  const express = deliverByFor(address.pincode, 'Express', now);
  return (
    <Muted data-testid="cart-delivery">
      {economy && express
        ? t('Delivering to {place}: Economy by {economy}, Express by {express}.', {
            place: `${address.city} ${address.pincode}`,
            economy: formatIndiaWeekday(economy, locale),
            express: formatIndiaWeekday(express, locale),
          })
        : t('Sorry, we do not deliver to {pincode} yet. Please choose another address.', {
            pincode: address.pincode,
          })}
    </Muted>
  );
}

export function CartView() {
  const t = useT();
  const navigate = useNavigate();
  const cart = useMixedCart();
  const { freeFrom } = useFreeDelivery();
  const products = useCartActions();
  const pharmacy = usePharmacyCartActions();
  const consultations = useConsultationCartActions();
  const anyPending =
    products.pending.size > 0 || pharmacy.pending.size > 0 || consultations.pending.size > 0;
  const isEmpty =
    cart.products.length === 0 && cart.pharmacy.length === 0 && cart.bookings.length === 0;
  // Lines that ran out since they were added: said on the line, and checkout waits for a fix.
  const short = cart.products.filter((line) => shortOf(line) !== null);

  const warned = useRef(false);
  useEffect(() => {
    if (cart.failed && !warned.current) notify.error(CART_TEXTS.partialLoad);
    warned.current = cart.failed;
  }, [cart.failed]);

  const quantity = (action: () => Promise<string | null | undefined>) =>
    void withToasts(action, CART_TEXTS.quantityUpdated, CART_TEXTS.quantityFailed);
  const remove = (action: () => Promise<string | null | undefined>) =>
    void withToasts(action, CART_TEXTS.removed, CART_TEXTS.removeFailed);

  return (
    <section aria-labelledby="cart-title">
      <SectionTitle id="cart-title">{t(CART_TEXTS.title)}</SectionTitle>
      {cart.failed ? <ErrorState message={t(CART_TEXTS.partialLoad)} onRetry={cart.retry} /> : null}
      {cart.isLoading ? (
        <LoadingState label={t('Loading cart...')} />
      ) : isEmpty ? (
        cart.failed ? null : (
          <EmptyState title={t(CART_TEXTS.empty)} />
        )
      ) : (
        <Lines aria-label={t('Cart items')}>
          {cart.products.map((line) => (
            <li key={`product-${line.productId}`}>
              <CartLine
                kind="product"
                name={line.name}
                description={line.description}
                imageUrl={line.imageUrl}
                price={line.price}
                quantity={line.quantity}
                pending={products.isPending(line.productId)}
                problem={shortOf(line)}
                onQuantityChange={(q) => quantity(() => products.updateQuantity(line.productId, q))}
                onRemove={() => remove(() => products.remove(line.productId))}
              />
              {line.subscribeWeeks || line.subscribable ? (
                <CartLineSubscription
                  productId={line.productId}
                  name={line.name}
                  weeks={line.subscribeWeeks ?? 0}
                />
              ) : null}
            </li>
          ))}
          {cart.pharmacy.map((entry) => (
            <li key={`pharmacy-${entry._id}`}>
              <PharmacyLine
                path={entry.prescriptionFile}
                price={entry.price}
                quantity={entry.quantity}
                pending={pharmacy.isPending(entry._id)}
                onQuantityChange={(q) => quantity(() => pharmacy.updateQuantity(entry._id, q))}
                onRemove={() => remove(() => pharmacy.remove(entry._id))}
              />
            </li>
          ))}
          {cart.bookings.map((booking) => (
            <li key={`booking-${booking._id}`}>
              <CartLine
                kind="consultation"
                doctorName={booking.doctorName}
                date={booking.selectedDate}
                time={booking.selectedTime}
                mode={booking.consultationMode}
                petName={booking.petName}
                petType={booking.petType}
                imageUrl={booking.imageUrl}
                price={booking.price}
                pending={consultations.isPending(booking._id)}
                onRemove={() => remove(() => consultations.remove(booking._id))}
              />
            </li>
          ))}
        </Lines>
      )}
      <TotalBar>
        <span>
          {t('Total Price:')}{' '}
          <strong data-testid="cart-total">
            <PriceTag amount={cart.subtotal} emphasis />
          </strong>
        </span>
        <Button
          size="lg"
          // A cart that loaded in part is not what would be paid for: Retry first.
          disabled={
            cart.subtotal <= 0 || cart.isLoading || cart.failed || anyPending || short.length > 0
          }
          aria-describedby={short.length > 0 ? 'cart-short' : undefined}
          onClick={() => void navigate('/auth/pet-checkout')}
        >
          {t('Proceed to Checkout')}
        </Button>
      </TotalBar>
      <FreeDeliveryNote lines={cart.lines} freeFrom={freeFrom} />
      <CartDelivery />
      {short.length > 0 ? (
        <p id="cart-short" role="status">
          {short.length === 1
            ? t('One item has run short. Change it to continue.')
            : t('{count} items have run short. Change them to continue.', { count: short.length })}
        </p>
      ) : null}
    </section>
  );
}

/** A pharmacy line: its prescription is health data, fetched with the session's token. */
function PharmacyLine({
  path,
  ...line
}: { path: string } & Omit<
  Extract<ComponentProps<typeof CartLine>, { kind: 'pharmacy' }>,
  'kind' | 'prescriptionFile' | 'prescriptionKind'
>) {
  const { url } = usePrescriptionFile(path);
  return (
    <CartLine
      kind="pharmacy"
      prescriptionFile={url}
      prescriptionKind={/\.pdf$/i.test(path) ? 'document' : 'image'}
      {...line}
    />
  );
}
