import { useParams } from 'react-router-dom';
import { useAdminOrder } from '@petverse/api/admin';
import { Button, ErrorState, LoadingState } from '@petverse/ui';
import { count, orderNumber, problem, rupees, when } from '../../lib/format';
import { usePageTitle } from '../../lib/usePageTitle';
import { Slip } from './PackingSlipPage.styles';

/** A printable packing slip: where the parcel goes, what is in it, and nothing of the money. */
export function PackingSlipPage() {
  const { id = '' } = useParams();
  usePageTitle(`Packing slip ${orderNumber(id)}`);
  const { data, error, isLoading, mutate } = useAdminOrder(id);
  if (error)
    return (
      <ErrorState
        message={problem(error, 'We could not load this order.')}
        onRetry={() => void mutate()}
      />
    );
  if (isLoading || !data) return <LoadingState label="Loading the packing slip..." />;
  const { order } = data;
  const products = order.items.filter((l) => l.itemType === 'product');
  return (
    <Slip>
      <header>
        <h1>Packing slip · Order {orderNumber(order._id)}</h1>
        <Button variant="outline" onClick={() => window.print()}>
          Print
        </Button>
      </header>
      <p>
        Placed {when(order.createdAt)} · {order.shippingType} delivery
      </p>
      <h2>Ship to</h2>
      <address>
        {order.address.name}
        <br />
        {order.address.street}
        <br />
        {order.address.city}, {order.address.state} {order.address.pincode}
        <br />
        Phone {order.address.phone}
      </address>
      <h2>In the parcel</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">Packed</th>
            <th scope="col">Item</th>
            <th scope="col">Qty</th>
          </tr>
        </thead>
        <tbody>
          {products.map((line) => (
            <tr key={line._id}>
              <td aria-hidden="true">☐</td>
              <td>{line.itemId.name}</td>
              <td>{count(line.quantity)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {order.paymentMethod === 'Cash on Delivery' && order.paymentStatus !== 'completed' ? (
        <p>
          <strong>Cash on delivery:</strong> collect {rupees(order.totalPrice)}.
        </p>
      ) : null}
    </Slip>
  );
}
