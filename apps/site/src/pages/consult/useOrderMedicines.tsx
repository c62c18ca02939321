import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useOrderPrescription } from '@petverse/api';
import { notify, useT } from '@petverse/ui';
import { failureMessage } from '../../lib/notifyFailure';

/**
 * "Order these medicines" (issue 53 item 2) for a prescription card: one tap puts the
 * consultation's prescription into the pharmacy cart (no upload), says so, and shows the way to
 * the cart. Ordering again finds the same line. The props spread onto `PrescriptionCard`.
 * @example <PrescriptionCard prescription={p} {...useOrderMedicines(bookingId)} />
 */
export function useOrderMedicines(bookingId: string) {
  const t = useT();
  const order = useOrderPrescription();
  const [ordering, setOrdering] = useState(false);
  const [ordered, setOrdered] = useState(false);
  const onOrder = async () => {
    if (ordering) return;
    setOrdering(true);
    try {
      notify.success(t(await order(bookingId)));
      setOrdered(true);
    } catch (failure) {
      notify.error(failureMessage(failure, 'We could not add the medicines to your cart.'));
    } finally {
      setOrdering(false);
    }
  };
  return {
    onOrder: () => void onOrder(),
    ordering,
    ordered: ordered ? <Link to="/auth/pet-cart">{t('Go to your cart')}</Link> : null,
  };
}
