import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BUY_AGAIN_REASONS, buyAgainMessage, saying, type Order } from '@petverse/api/contract';
import { pastWidth, type FixtureRequest, type FixtureRoutes } from '@repo/story-fixtures';
import { ShopFrame } from '../../stories/ShopFrame';
import { orderFixture, ordersAnswer } from '../../stories/shopFixtures';
import OrdersPage from './OrdersPage';

const pageOf = ({ url }: FixtureRequest) => Number(url.searchParams.get('page') ?? '1');

const meta = {
  title: 'Pages/Orders',
  component: OrdersPage,
  parameters: { route: '/auth/orders', layout: 'padded' },
} satisfies Meta<typeof OrdersPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The Orders page with one order, changed by `edit`, as the server answers it. */
function OneOrder({ edit, routes = {} }: { edit: (order: Order) => void; routes?: FixtureRoutes }) {
  const answer = ordersAnswer(1, 1);
  edit(answer.data.data.orders[0]!);
  return (
    <ShopFrame path="/auth/orders" routes={{ 'GET /product/user-orders': answer, ...routes }}>
      <OrdersPage />
    </ShopFrame>
  );
}

export const WithPagination: Story = {
  render: () => (
    <ShopFrame
      path="/auth/orders"
      routes={{ 'GET /product/user-orders': (r: FixtureRequest) => ordersAnswer(23, pageOf(r)) }}
    >
      <OrdersPage />
    </ShopFrame>
  ),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Orders' });
    const first = orderFixture(1);
    await step('ten orders a page, each with its short id', async () => {
      await expect(within(list).getAllByRole('listitem')).toHaveLength(10);
      await expect(
        within(list).getByRole('heading', { name: `Order #${first._id.slice(-8)}` }),
      ).toBeVisible();
      await expect(canvas.getByText('Showing page 1 of 3 (23 total orders)')).toBeVisible();
    });
    await step('an order opens to its items and address', async () => {
      const card = within(within(list).getAllByRole('listitem')[0]!);
      const toggle = card.getByRole('button', { name: 'View details' });
      await userEvent.click(toggle);
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const item = first.items[0]!;
      // The name is the catalogue's (lang="en"), the quantity after it.
      const line = card
        .getAllByRole('listitem')
        .find((li) => li.textContent?.startsWith(`${item.itemId.name} × ${item.quantity}`));
      await expect(line).toBeVisible();
      await expect(within(line!).getByText(item.itemId.name)).toHaveAttribute('lang', 'en');
      await expect(card.getByText('12 MG Road', { exact: false })).toBeVisible();
    });
    await step('Next shows the second page', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /Next/ }));
      await expect(await canvas.findByText('Showing page 2 of 3 (23 total orders)')).toBeVisible();
    });
  },
};

export const OnePage: Story = {
  render: () => (
    <ShopFrame path="/auth/orders" routes={{ 'GET /product/user-orders': ordersAnswer(3, 1) }}>
      <OrdersPage />
    </ShopFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Orders' });
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/** An order paid in the payment sandbox says so: a 'test payment' badge, no money moved. */
export const TestPayment: Story = {
  render: () => <OneOrder edit={(order) => (order.paymentMethod = 'Sandbox')} />,
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: 'Orders' });
    const card = within(list).getAllByRole('listitem')[0]!;
    await expect(within(card).getByText('test payment')).toBeVisible();
    await expect(card).toHaveTextContent('Sandbox (test payment, no money moved)');
  },
};

/** An order an operator moved forward: the expanded order lists each status with its time. */
export const StatusTimeline: Story = {
  render: () => (
    <OneOrder
      edit={(order) => {
        order.status = 'shipped';
        order.statusHistory = [
          { status: 'pending', at: '2026-10-29T10:30:00.000Z' },
          { status: 'confirmed', at: '2026-10-29T12:00:00.000Z' },
          { status: 'shipped', at: '2026-10-30T09:15:00.000Z' },
        ];
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'View details' }));
    const timeline = await canvas.findByRole('list', { name: /^Status of order #/ });
    const steps = within(timeline).getAllByRole('listitem');
    await expect(steps.map((li) => li.textContent)).toEqual([
      expect.stringMatching(/^pending/),
      expect.stringMatching(/^confirmed/),
      expect.stringMatching(/^shipped/),
    ]);
    await expect(steps[2]!.querySelector('time')).toHaveAttribute(
      'datetime',
      '2026-10-30T09:15:00.000Z',
    );
  },
};

/** Cancelling asks first; a paid order then shows it was cancelled and refunded. */
export const CancelWithRefund: Story = {
  render: () => {
    const answer = ordersAnswer(1, 1);
    const order = answer.data.data.orders[0]!;
    order.status = 'pending';
    let cancelled = false;
    return (
      <ShopFrame
        path="/auth/orders"
        routes={{
          'GET /product/user-orders': () => {
            if (cancelled) {
              order.status = 'cancelled';
              order.refund = { id: 'rfnd_Story0000000001', status: 'processed' };
            }
            return answer;
          },
          [`POST /product/orders/${order._id}/cancel`]: () => {
            cancelled = true;
            return {
              order: {
                ...order,
                status: 'cancelled',
                refund: { id: 'rfnd_Story0000000001', status: 'processed' },
              },
              message: 'Order cancelled. Your refund is on its way.',
            };
          },
        }}
      >
        <OrdersPage />
      </ShopFrame>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'View details' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel order' }));
    const dialog = await within(document.body).findByRole('alertdialog', {
      name: /^Cancel order #/,
    });
    await expect(dialog).toHaveTextContent(
      'Are you sure you want to cancel this order? A paid order is refunded in full',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(canvas.getByText(/^Refunded ₹/)).toBeVisible());
    await expect(canvas.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  },
};

/** A paid order carries its GST invoice; a cancelled one its credit note too, both as PDFs. */
export const WithInvoiceAndCreditNote: Story = {
  render: () => {
    const answer = ordersAnswer(2, 1);
    const [paid, cancelled] = answer.data.data.orders as [Order, Order];
    Object.assign(paid, {
      status: 'confirmed',
      invoice: 'PV/2026-27/000042',
      deliverBy: '2026-11-30',
    });
    Object.assign(cancelled, {
      status: 'cancelled',
      invoice: 'PV/2026-27/000041',
      creditNote: 'PVCN/2026-27/000003',
      refund: { id: 'rfnd_Story0000000002', status: 'processed' },
    });
    return (
      <ShopFrame path="/auth/orders" routes={{ 'GET /product/user-orders': answer }}>
        <OrdersPage />
      </ShopFrame>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first, second] = await canvas.findAllByRole('button', { name: 'View details' });
    await userEvent.click(first!);
    await userEvent.click(second!);
    await expect(
      canvas.getByRole('button', { name: 'Download GST invoice PV/2026-27/000042 (PDF)' }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Download Credit note PVCN/2026-27/000003 (PDF)' }),
    ).toBeVisible();
    await expect(canvas.getByText('Refunded ₹', { exact: false })).toBeVisible();
  },
};

/** A cancelled cash-on-delivery order owes nothing: 'Not charged', never 'Pending'. */
export const CancelledCashOrder: Story = {
  render: () => {
    const answer = ordersAnswer(1, 1);
    Object.assign(answer.data.data.orders[0]!, {
      status: 'cancelled',
      paymentMethod: 'Cash on Delivery',
      paymentStatus: 'pending',
    });
    return (
      <ShopFrame path="/auth/orders" routes={{ 'GET /product/user-orders': answer }}>
        <OrdersPage />
      </ShopFrame>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Not charged')).toBeVisible();
    await expect(canvas.queryByText('pending')).toBeNull();
  },
};

/** A shipped order can no longer be cancelled: no button. */
export const ShippedNotCancellable: Story = {
  render: () => <OneOrder edit={(order) => (order.status = 'shipped')} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'View details' }));
    await expect(canvas.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  },
};

export const Empty: Story = {
  render: () => (
    <ShopFrame path="/auth/orders" routes={{ 'GET /product/user-orders': ordersAnswer(0, 1) }}>
      <OrdersPage />
    </ShopFrame>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No Orders Yet')).toBeVisible();
  },
};

export const Loading: Story = {
  render: () => (
    <ShopFrame path="/auth/orders" routes={{ 'GET /product/user-orders': 'pending' }}>
      <OrdersPage />
    </ShopFrame>
  ),
};

/** A payment that failed made no order: the tab says so above the orders, with its amount. */
export const WithFailedPayment: Story = {
  render: () => (
    <ShopFrame
      path="/auth/orders"
      routes={{
        'GET /product/user-orders': ordersAnswer(1, 1),
        'GET /product/failed-payments': {
          data: [
            {
              _id: 'f0000000-0000-4000-8000-000000000001',
              orderId: 'order_sbxFailed0001',
              amount: 1299,
              itemCount: 2,
              createdAt: '2026-11-20T08:15:00.000Z',
            },
          ],
        },
      }}
    >
      <OrdersPage />
    </ShopFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = await canvas.findByRole('region', { name: 'Payments that did not go through' });
    await expect(box).toHaveTextContent('no order was placed');
    await expect(box).toHaveTextContent('₹1,299.00');
    await expect(box).toHaveTextContent('2 items');
    await expect(within(box).getByText(/failed/i)).toBeVisible();
    await expect(await canvas.findByRole('list', { name: 'Orders' })).toBeVisible();
  },
};

/** Issue 38: an order bought with a coupon says what it saved, on the card and in its details. */
export const WithCoupon: Story = {
  render: () => (
    <OneOrder
      edit={(order) => {
        order.coupon = { code: 'WELCOME10', discount: 199 };
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Orders' });
    await expect(list).toHaveTextContent('WELCOME10: you saved ₹199.00');
    await userEvent.click(canvas.getByRole('button', { name: 'View details' }));
    await expect(canvas.getByText('Coupon (WELCOME10): −₹199.00')).toBeVisible();
  },
};

/**
 * A 360 px phone, an order that shipped with a coupon and an invoice: the long facts (tracking
 * number, saving, invoice number) wrap inside the card, nothing scrolls sideways.
 */
export const Phone: Story = {
  render: () => (
    <div style={{ width: 360 }}>
      <OneOrder
        edit={(order) => {
          order.status = 'shipped';
          order.coupon = { code: 'WELCOME10', discount: 105 };
          order.invoice = 'PV/2026-27/000042';
          order.courier = 'Delhivery';
          order.trackingNumber = 'DLV1234567890123456789IN';
        }}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Orders' });
    await expect(list).toHaveTextContent('Delhivery, tracking number DLV1234567890123456789IN');
    await expect(canvas.getByText('PV/2026-27/000042')).toBeVisible();
    await expect(pastWidth(canvasElement, 360)).toEqual([]);
  },
};

/**
 * An order a booked courier carries (issue 55): its badge says it is out for delivery, and its
 * card links to the courier's tracking page.
 */
export const OutForDelivery: Story = {
  render: () => (
    <OneOrder
      edit={(order) => {
        order.status = 'out-for-delivery';
        order.courier = 'Petverse Sandbox Courier';
        order.trackingNumber = 'SBX12345678901';
        order.trackingUrl = 'https://petverse.in/api/shipping/sandbox/track/SBX12345678901';
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Orders' });
    await expect(list).toHaveTextContent('Order: out for delivery');
    await expect(canvas.getByRole('link', { name: /Track your parcel/ })).toHaveAttribute(
      'href',
      'https://petverse.in/api/shipping/sandbox/track/SBX12345678901',
    );
  },
};

const BUY_AGAIN = 'POST /product/orders/5e0c9a7b-1f2d-4c3b-8a9e-100000000001/buy-again';

/** 'Buy again' puts what is in stock back in the cart and says, under the button, what was left out. */
/** The order page whose 'Buy again' adds the kibble and leaves out the litter, sold out. */
const boughtAgain = () => (
  <OneOrder
    edit={() => {}}
    routes={{
      [BUY_AGAIN]: {
        cart: [],
        added: [{ productId: 'p1', name: 'Chicken Kibble 3 kg', quantity: 1 }],
        leftOut: [{ name: 'Cat Litter 10 kg', reason: 'out of stock' }],
        ...saying(
          buyAgainMessage(1, [{ name: 'Cat Litter 10 kg', reason: BUY_AGAIN_REASONS.outOfStock }]),
        ),
      },
    }}
  />
);

export const BuyAgain: Story = {
  render: boughtAgain,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const button = await canvas.findByRole('button', { name: 'Buy again' });
    await step('one tap, and the note says what was added and what was left out', async () => {
      await userEvent.click(button);
      const note = await canvas.findByText(/Not added: Cat Litter 10 kg \(out of stock\)/, {
        selector: 'p',
      });
      await expect(note).toHaveAttribute('role', 'status');
      await expect(within(note).getByRole('link', { name: 'Go to cart' })).toHaveAttribute(
        'href',
        '/auth/pet-cart',
      );
    });
  },
};

/** Issue 35: on a Hindi page the note is Hindi, the reason too; the product's name stays. */
export const BuyAgainInHindi: Story = {
  parameters: { locale: 'hi' },
  render: boughtAgain,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'फिर से ख़रीदें' }));
    await expect(
      await canvas.findByText(/ये नहीं डाले गए: Cat Litter 10 kg \(स्टॉक में नहीं है\)/, {
        selector: 'p',
      }),
    ).toHaveAttribute('role', 'status');
  },
};

/** Nothing of the order can be bought now: the server's reason, where the button is. */
export const BuyAgainNothingInStock: Story = {
  render: () => (
    <OneOrder
      edit={() => {}}
      routes={{
        [BUY_AGAIN]: {
          status: 409,
          body: {
            message: 'Nothing from this order can be bought now: Cat Litter 10 kg (out of stock).',
          },
        },
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Buy again' }));
    await expect(
      await canvas.findByText(/^Nothing from this order can be bought now/, { selector: 'p' }),
    ).toHaveAttribute('data-state', 'error');
    await expect(canvas.getByRole('button', { name: 'Buy again' })).toBeEnabled();
  },
};

/** While the cart is being filled the button is busy, and cannot be pressed twice. */
export const BuyAgainInProgress: Story = {
  render: () => <OneOrder edit={() => {}} routes={{ [BUY_AGAIN]: 'pending' }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Buy again' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Buy again' })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
    await expect(canvas.getByRole('button', { name: 'Buy again' })).toBeDisabled();
  },
};

/** A pharmacy-only order has nothing to buy again (a new prescription is needed). */
export const NoBuyAgainForPharmacy: Story = {
  render: () => (
    <OneOrder
      edit={(order) => {
        order.items = [
          {
            _id: 'rx',
            itemType: 'pharmacy',
            itemId: { _id: 'rx', name: 'Pharmacy Order' },
            price: 500,
            quantity: 1,
          },
        ];
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Orders' });
    await expect(canvas.queryByRole('button', { name: 'Buy again' })).toBeNull();
  },
};

const deliveredYesterday = (order: Order) => {
  const at = new Date(Date.now() - 86_400_000).toISOString();
  order.status = 'delivered';
  order.statusHistory = [
    { status: 'pending', at: '2026-10-29T10:30:00.000Z' },
    { status: 'delivered', at },
  ];
};
const RETURN_ID = orderFixture(1)._id;
const returnOptions = {
  until: new Date(Date.now() + 6 * 86_400_000).toISOString(),
  refusal: null,
  lines: orderFixture(1).items.map((item, i) => ({
    itemId: item._id,
    name: item.itemId.name,
    price: item.price,
    quantity: i === 0 ? item.quantity : 0,
    refusal:
      i === 0 ? null : `${item.itemId.name} cannot be returned (medicines and services are not).`,
  })),
};

/** A delivered order within 7 days: 'Return items' opens the form, which says what is missing. */
export const ReturnItems: Story = {
  render: () => (
    <OneOrder
      edit={deliveredYesterday}
      routes={{
        [`GET /product/orders/${RETURN_ID}/returns`]: returnOptions,
        [`POST /product/orders/${RETURN_ID}/returns`]: {
          status: 201,
          body: { message: 'Return requested. We will let you know when it is approved.' },
        },
      }}
    />
  ),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'View details' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Return items' }));
    const dialog = await page.findByRole('dialog', { name: /Return items from order/ });
    const form = within(dialog);
    await step('nothing chosen: each missing part says so', async () => {
      await userEvent.click(await form.findByRole('button', { name: 'Ask for the return' }));
      await expect(form.getByText('Choose at least one item to return.')).toBeVisible();
      await expect(form.getByText('Choose a reason.')).toBeVisible();
    });
    await step('a damaged item needs its picture', async () => {
      const first = returnOptions.lines[0]!;
      await userEvent.selectOptions(form.getByLabelText(new RegExp(first.name)), '1');
      await userEvent.selectOptions(form.getByLabelText(/Reason/), 'damaged');
      await userEvent.click(form.getByRole('button', { name: 'Ask for the return' }));
      await expect(form.getByText('Please add a picture of the damage.')).toBeVisible();
    });
    await step('another reason goes without one', async () => {
      await userEvent.selectOptions(form.getByLabelText(/Reason/), 'no-longer-needed');
      await userEvent.click(form.getByRole('button', { name: 'Ask for the return' }));
      await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    });
  },
};

const sentReturns: FormData[] = [];

/** A cash order's return asks where to send the refund: a UPI ID, or a bank account (issue 58). */
export const ReturnCashRefundTo: Story = {
  render: () => (
    <OneOrder
      edit={(order) => {
        deliveredYesterday(order);
        order.paymentMethod = 'Cash on Delivery';
      }}
      routes={{
        [`GET /product/orders/${RETURN_ID}/returns`]: returnOptions,
        [`POST /product/orders/${RETURN_ID}/returns`]: ({ body }: FixtureRequest) => {
          sentReturns.push(body as FormData);
          return {
            status: 201,
            body: { message: 'Return requested. We will let you know when it is approved.' },
          };
        },
      }}
    />
  ),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'View details' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Return items' }));
    const form = within(await page.findByRole('dialog', { name: /Return items from order/ }));
    const first = returnOptions.lines[0]!;
    await userEvent.selectOptions(await form.findByLabelText(new RegExp(first.name)), '1');
    await userEvent.selectOptions(form.getByLabelText(/Reason/), 'no-longer-needed');
    await step('without where to send the refund, it asks', async () => {
      await userEvent.click(form.getByRole('button', { name: 'Ask for the return' }));
      await expect(
        await form.findByText(
          'You paid in cash: please say where we should send your refund (a UPI ID or a bank account).',
        ),
      ).toBeVisible();
      await expect(sentReturns).toHaveLength(0);
    });
    await step('a UPI ID that is not one is said under it', async () => {
      await userEvent.click(form.getByRole('radio', { name: 'To my UPI ID' }));
      await userEvent.type(form.getByLabelText(/^UPI ID/), 'asha');
      await userEvent.click(form.getByRole('button', { name: 'Ask for the return' }));
      await expect(
        await form.findByText('Please give a UPI ID such as name@okaxis.'),
      ).toBeVisible();
    });
    await step('a right one goes with the return', async () => {
      await userEvent.type(form.getByLabelText(/^UPI ID/), '.rao@okaxis');
      await userEvent.click(form.getByRole('button', { name: 'Ask for the return' }));
      await waitFor(() => expect(sentReturns).toHaveLength(1));
      await expect(sentReturns[0]!.get('refundKind')).toBe('upi');
      await expect(sentReturns[0]!.get('upiId')).toBe('asha.rao@okaxis');
    });
  },
};

/** The server's refusal (the 7 days are over) shows in the form as it words it. */
export const ReturnRefused: Story = {
  render: () => (
    <OneOrder
      edit={deliveredYesterday}
      routes={{
        [`GET /product/orders/${RETURN_ID}/returns`]: {
          ...returnOptions,
          refusal:
            'Returns are accepted within 7 days of delivery; this order was delivered earlier.',
        },
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'View details' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Return items' }));
    const dialog = await page.findByRole('dialog');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Returns are accepted within 7 days of delivery',
    );
  },
};

type OrderReturn = NonNullable<Order['returns']>[number];

/** The order delivered yesterday, with one return of its first item, received (`r` changes it). */
const receivedReturn =
  (r: Partial<OrderReturn>) =>
  (order: Order): void => {
    deliveredYesterday(order);
    order.returns = [
      {
        _id: 'r1',
        status: 'received',
        reason: 'damaged',
        note: null,
        rejection: null,
        lines: [{ itemId: order.items[0]!._id, name: order.items[0]!.itemId.name, quantity: 1 }],
        refundAmount: 299,
        shippingRefunded: false,
        refund: { id: 'rfnd_test_1a2b3c', status: 'processed' },
        creditNote: 'PVCN/2026-27/000008',
        picture: null,
        refundTo: null,
        history: [
          { status: 'requested', at: '2026-10-31T10:00:00.000Z' },
          { status: 'approved', at: '2026-10-31T12:00:00.000Z' },
          { status: 'picked-up', at: '2026-11-01T09:00:00.000Z' },
          { status: 'received', at: '2026-11-02T09:00:00.000Z' },
        ],
        ...r,
      },
    ];
  };

/** A return received and refunded: its steps, the refund and the credit note on the order. */
export const ReturnRefunded: Story = {
  render: () => <OneOrder edit={receivedReturn({})} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'View details' }));
    const steps = await canvas.findByRole('list', { name: /^Steps of return 1/ });
    await expect(within(steps).getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByText(/Refunded ₹299.00 · refund rfnd_test_1a2b3c/)).toBeVisible();
    await expect(canvas.getByText(/credit note PVCN\/2026-27\/000008/)).toBeVisible();
  },
};

/**
 * In Hindi, the refund is one sentence in Hindi's order (the amount before the words), shipping
 * included and still on its way; the return is numbered as one text.
 */
export const ReturnRefundPendingInHindi: Story = {
  parameters: { locale: 'hi' },
  render: () => (
    <OneOrder
      edit={receivedReturn({
        refundAmount: 349,
        shippingRefunded: true,
        refund: { id: 'rfnd_test_4d5e6f', status: 'pending' },
        creditNote: null,
      })}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'विवरण देखें' }));
    await expect(await canvas.findByRole('heading', { name: /^वापसी 1/ })).toBeVisible();
    await expect(
      canvas.getByText('शिपिंग सहित ₹349.00 का रिफ़ंड बाक़ी · रिफ़ंड rfnd_test_4d5e6f'),
    ).toBeVisible();
  },
};

/** What may be returned could not load: the form says so and offers Retry. */
export const ReturnOptionsError: Story = {
  render: () => (
    <OneOrder
      edit={deliveredYesterday}
      routes={{
        [`GET /product/orders/${RETURN_ID}/returns`]: {
          status: 503,
          body: { message: 'The shop is busy. Please try again in a minute.' },
        },
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'View details' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Return items' }));
    const dialog = await page.findByRole('dialog');
    await expect(await within(dialog).findByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** Every unit is returned or in an open return: the form says there is nothing more, and why. */
export const NothingMoreToReturn: Story = {
  render: () => (
    <OneOrder
      edit={deliveredYesterday}
      routes={{
        [`GET /product/orders/${RETURN_ID}/returns`]: {
          ...returnOptions,
          lines: returnOptions.lines.map((line) => ({
            ...line,
            quantity: 0,
            refusal:
              line.refusal ??
              `${line.name} is already in a return that is open; wait for it to finish.`,
          })),
        },
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'View details' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Return items' }));
    const dialog = await page.findByRole('dialog');
    await expect(
      await within(dialog).findByText('Nothing more can be returned from this order.'),
    ).toBeVisible();
    await expect(within(dialog).queryByRole('button', { name: 'Ask for the return' })).toBeNull();
  },
};
