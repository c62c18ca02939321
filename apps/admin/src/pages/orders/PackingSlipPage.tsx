import { useParams, useSearchParams } from 'react-router-dom';
import { useAdminOrder } from '@petverse/api/admin';
import { Button, ErrorState, LoadingState } from '@petverse/ui';
import { count, orderNumber, problem, rupees, when } from '../../lib/format';
import { usePageTitle } from '../../lib/usePageTitle';
import { Slip, Slips } from './PackingSlipPage.styles';

/** A printable packing slip: where the parcel goes, what is in it, and nothing of the money. */
export function PackingSlipPage() {
  const { id = '' } = useParams();
  usePageTitle(`Packing slip ${orderNumber(id)}`);
  return <PackingSlip id={id} printable />;
}

/** Only ids: the page's address comes from the order queue's selection. */
const IDS = /^[0-9a-f-]{36}$/;

/**
 * The packing slips of the orders the queue selected (`?ids=a,b,c`), one a printed page, printed
 * together (issue 55 item 4).
 */
export function PackingSlipsPage() {
  const [params] = useSearchParams();
  const ids = (params.get('ids') ?? '').split(',').filter((id) => IDS.test(id));
  usePageTitle(`Packing slips (${ids.length})`);
  return (
    <Slips>
      <header>
        <h1>Packing slips · {count(ids.length)} orders</h1>
        <Button variant="outline" onClick={() => window.print()} disabled={ids.length === 0}>
          Print all
        </Button>
      </header>
      {ids.map((id) => (
        <PackingSlip key={id} id={id} />
      ))}
    </Slips>
  );
}

/** One order's slip; `printable` gives it its own heading and Print button (a page of its own). */
function PackingSlip({ id, printable = false }: { id: string; printable?: boolean }) {
  const Title = printable ? 'h1' : 'h2';
  const Sub = printable ? 'h2' : 'h3';
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
        <Title>Packing slip · Order {orderNumber(order._id)}</Title>
        {printable ? (
          <Button variant="outline" onClick={() => window.print()}>
            Print
          </Button>
        ) : null}
      </header>
      <p>
        Placed {when(order.createdAt)} · {order.shippingType} delivery
      </p>
      <Sub>Ship to</Sub>
      <address>
        {order.address.name}
        <br />
        {order.address.street}
        <br />
        {order.address.city}, {order.address.state} {order.address.pincode}
        <br />
        Phone {order.address.phone}
      </address>
      <Sub>In the parcel</Sub>
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
