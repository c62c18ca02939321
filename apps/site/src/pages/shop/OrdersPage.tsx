import { usePageTitle } from '../../lib/usePageTitle';
import { OrdersView } from './OrdersView';

/** /auth/orders: the user's orders as a page of its own. */
export default function OrdersPage() {
  usePageTitle('Your Orders');
  return <OrdersView headingLevel={1} />;
}
