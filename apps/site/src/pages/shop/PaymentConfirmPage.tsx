import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { shortId, type Order } from '@petverse/api/contract';
import { Button, formatRupees } from '@petverse/ui';
import { usePageTitle } from '../../lib/usePageTitle';
import { Centered, Muted } from './shop.styles';

/**
 * /auth/pet-payment-confirm: 'Payment Successful!' and 'View Order' (to the account area), for
 * the order just paid. Opened any other way (a bookmark, a reload after the state is gone) there
 * is no payment to confirm: it goes to the orders instead of claiming a success.
 */
export default function PaymentConfirmPage() {
  usePageTitle('Payment Successful');
  const navigate = useNavigate();
  const order = (useLocation().state as { order?: Order } | null)?.order;
  if (!order) return <Navigate to="/auth/orders" replace />;
  return (
    <Centered>
      <span aria-hidden="true">✅</span>
      <h1>Payment Successful!</h1>
      <Muted>
        Order #{shortId(order._id)} · {formatRupees(order.totalPrice)}
      </Muted>
      <Button size="lg" onClick={() => void navigate('/auth/profile')}>
        View Order
      </Button>
    </Centered>
  );
}
