import { OrdersView } from './OrdersView';

/** The account area's Orders tab. */
export default function OrdersTab() {
  return <OrdersView />;
}
