import { useLocation, useNavigate } from 'react-router-dom';
import { shortId, type Order } from '@petverse/api/contract';
import { Button, formatRupees } from '@petverse/ui';
import { usePageTitle } from '../../lib/usePageTitle';
import { Centered, Muted } from './shop.styles';

/** /auth/pet-payment-confirm: 'Payment Successful!' and 'View Order' (to the account area). */
export default function PaymentConfirmPage() {
  usePageTitle('Payment Successful');
  const navigate = useNavigate();
  const order = (useLocation().state as { order?: Order } | null)?.order;
  return (
    <Centered>
      <span aria-hidden="true">✅</span>
      <h1>Payment Successful!</h1>
      {order ? (
        <Muted>
          Order #{shortId(order._id)} · {formatRupees(order.totalPrice)}
        </Muted>
      ) : null}
      <Button size="lg" onClick={() => void navigate('/auth/profile')}>
        View Order
      </Button>
    </Centered>
  );
}
