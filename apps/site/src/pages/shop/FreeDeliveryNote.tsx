import { moreForFreeDelivery, subtotal, type PricedLine } from '@petverse/api/contract';
import { useT } from '@petverse/ui';
import { rupeesShort } from '../offers/couponWords';
import { DeliveryNote } from './shop.styles';

/**
 * How much more makes delivery free ('Add ₹120 more for free delivery'), or that it is free, when
 * the owner set a threshold (ADR 039); nothing without one or without anything to ship.
 */
export function FreeDeliveryNote({
  lines,
  freeFrom,
}: {
  lines: readonly PricedLine[];
  freeFrom: number | null;
}) {
  const t = useT();
  const shipped = lines.filter((line) => line.ships !== false);
  if (freeFrom === null || shipped.length === 0) return null;
  const more = moreForFreeDelivery(subtotal(shipped), freeFrom);
  return (
    <DeliveryNote role="status" data-state={more === null ? 'free' : 'more'}>
      {more === null
        ? t('Your order gets free Economy delivery.')
        : t('Add {more} more for free delivery', { more: rupeesShort(more) })}
    </DeliveryNote>
  );
}
