import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { shortId, type Order } from '@petverse/api/contract';
import { Button, formatRupees } from '@petverse/ui';
import { usePageTitle } from '../../lib/usePageTitle';
import { Centered, Muted } from './shop.styles';
import { formatIndiaWeekday, useLocale, useT } from '@petverse/ui';

/**
 * /auth/pet-payment-confirm: 'Payment Successful!' (or 'Order Placed!' for cash on delivery) and
 * 'View Order' (to the account area), for the order just placed. Opened any other way (a
 * bookmark, a reload after the state is gone) there is nothing to confirm: it goes to the orders
 * instead of claiming a success.
 */
export default function PaymentConfirmPage() {
  const t = useT();
  const locale = useLocale();
  const order = (useLocation().state as { order?: Order } | null)?.order;
  const cash = order?.paymentMethod === 'Cash on Delivery';
  usePageTitle(cash ? 'Order Placed' : 'Payment Successful');
  const navigate = useNavigate();
  if (!order) return <Navigate to="/auth/orders" replace />;
  return (
    <Centered>
      <span aria-hidden="true">✅</span>
      <h1>{t(cash ? 'Order Placed!' : 'Payment Successful!')}</h1>
      <Muted>
        {t('Order #')}
        {shortId(order._id)} · {formatRupees(order.totalPrice)}
        {t(cash ? ' · pay on delivery' : '')}
      </Muted>
      {order.coupon ? (
        <Muted>
          {t('You saved {amount} with {code}.', {
            amount: formatRupees(order.coupon.discount),
            code: order.coupon.code,
          })}
        </Muted>
      ) : null}
      {order.deliverBy ? (
        <Muted>
          {t('Arrives by')} {formatIndiaWeekday(order.deliverBy, locale)}
        </Muted>
      ) : null}
      <Button size="lg" onClick={() => void navigate('/auth/profile')}>
        {t('View Order')}
      </Button>
    </Centered>
  );
}
