import type { MixedCart } from '@petverse/api';
import { CONSULTATION_LINE_TEXT, PHARMACY_LINE_NAME, lineTotal } from '@petverse/api/contract';
import { formatRupees } from '@petverse/ui';
import { SummaryLines } from './shop.styles';
import { useT } from '@petverse/ui';

/** The cart's lines in an order summary: name × quantity and the line's total. */
export function OrderLines({
  cart,
}: {
  cart: Pick<MixedCart, 'products' | 'pharmacy' | 'bookings'>;
}) {
  const t = useT();
  const rows = [
    ...cart.products.map((l) => ({
      key: `p-${l.productId}`,
      // The catalogue's name, as written (English).
      name: <span lang="en">{l.name}</span>,
      price: l.price,
      quantity: l.quantity,
      subscribeWeeks: l.subscribeWeeks,
    })),
    ...cart.pharmacy.map((l) => ({
      key: `v-${l._id}`,
      name: t(PHARMACY_LINE_NAME),
      price: l.price,
      quantity: l.quantity,
      subscribeWeeks: undefined,
    })),
    ...cart.bookings.map((l) => ({
      key: `b-${l._id}`,
      name: t(CONSULTATION_LINE_TEXT, { name: l.doctorName }),
      price: l.price,
      quantity: 1,
      subscribeWeeks: undefined,
    })),
  ];
  return (
    <SummaryLines aria-label={t('Items')}>
      {rows.map((row) => (
        <li key={row.key}>
          <span>
            {row.name} × {row.quantity}
            {row.subscribeWeeks
              ? ` · ${t('Subscribe & save, every {weeks} weeks', { weeks: row.subscribeWeeks })}`
              : ''}
          </span>
          <span>{formatRupees(lineTotal(row))}</span>
        </li>
      ))}
    </SummaryLines>
  );
}
