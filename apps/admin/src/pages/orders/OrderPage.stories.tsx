import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { AdminOrderDetail, AdminReturn, ReturnStatus } from '@petverse/api/contract';
import type { FixtureRequest } from '@repo/story-fixtures';
import { AdminFrame, toastSaying } from '../../stories/AdminFrame';
import { orderDetail, returnRequested } from '../../stories/fixtures';
import { OrderPage } from './OrderPage';
import { PackingSlipPage } from './PackingSlipPage';

const ID = orderDetail.order._id;

const meta = {
  title: 'Admin/Pages/Order',
  component: OrderPage,
  parameters: { layout: 'fullscreen', route: `/orders/${ID}` },
} satisfies Meta<typeof OrderPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Shipping asks for the courier and the tracking number; the timeline then shows the step. */
export const Ship: Story = {
  render: () => {
    let detail: AdminOrderDetail = orderDetail;
    return (
      <AdminFrame
        path="/orders/:id"
        area="orders"
        staffRole="operations"
        routes={{
          [`GET /admin/orders/${ID}`]: () => detail,
          [`POST /admin/orders/${ID}/status`]: ({ body }: FixtureRequest) => {
            const { courier, trackingNumber } = body as { courier: string; trackingNumber: string };
            detail = {
              ...detail,
              order: { ...detail.order, status: 'shipped', courier, trackingNumber },
              events: [
                ...detail.events,
                {
                  status: 'shipped',
                  at: '2026-11-25T09:45:00.000Z',
                  by: 'Ravi Kumar',
                  note: `${courier}, tracking number ${trackingNumber}`,
                },
              ],
              actions: { services: false, next: ['delivered'], cancel: true, collect: false },
            };
            return { message: 'Order is now shipped.', detail };
          },
        }}
      >
        <OrderPage />
      </AdminFrame>
    );
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await expect(await canvas.findByRole('heading', { name: /Order #3c4d5e6f/ })).toBeVisible();
    await step('the next steps; shipping needs both fields', async () => {
      await expect(canvas.getByRole('button', { name: 'Mark packed' })).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: 'Ship' }));
      const dialog = await page.findByRole('alertdialog', { name: /Ship order/ });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Mark shipped' }));
      await expect(within(dialog).getByText('Courier is required.')).toBeVisible();
      await userEvent.type(within(dialog).getByLabelText(/Courier/), 'Delhivery');
      await userEvent.type(within(dialog).getByLabelText(/Tracking number/), 'DLV 1234-5678');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Mark shipped' }));
    });
    await step('the order shows what was done, and by whom', async () => {
      await expect(
        await canvas.findByText('Shipped with Delhivery, tracking number DLV 1234-5678'),
      ).toBeVisible();
      const timeline = canvas.getByRole('list', { name: /Timeline of order/ });
      await expect(timeline).toHaveTextContent('by Ravi Kumar');
    });
  },
};

/** Cancelling a paid order says first where the money goes, and asks why. */
export const CancelAndRefund: Story = {
  render: () => (
    <AdminFrame
      path="/orders/:id"
      area="orders"
      routes={{ [`GET /admin/orders/${ID}`]: orderDetail }}
    >
      <OrderPage />
    </AdminFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel and refund' }));
    const dialog = await page.findByRole('alertdialog');
    await expect(dialog).toHaveAccessibleDescription(
      /₹1,349.00 goes back to the buyer through Razorpay/,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  },
};

/** A delivered order's return: approved, picked up, then received, which refunds it. */
export const ReturnThroughToRefund: Story = {
  render: () => {
    let ret: AdminReturn = returnRequested;
    const moveTo = (status: ReturnStatus, more: Partial<AdminReturn> = {}) => {
      ret = {
        ...ret,
        ...more,
        status,
        history: [...ret.history, { status, at: '2026-11-28T06:00:00.000Z' }],
        actions: {
          approve: false,
          reject: false,
          pickUp: status === 'approved',
          receive: status === 'picked-up',
        },
      };
      return { message: `Return is now ${status}.`, return: ret };
    };
    return (
      <AdminFrame
        path="/orders/:id"
        area="orders"
        staffRole="operations"
        routes={{
          [`GET /admin/orders/${ID}`]: () => ({
            ...orderDetail,
            order: { ...orderDetail.order, status: 'delivered' },
            actions: { services: false, next: [], cancel: false, collect: false },
            returns: [ret],
          }),
          'POST /admin/returns/r1/approve': () => moveTo('approved'),
          'POST /admin/returns/r1/picked-up': () => moveTo('picked-up'),
          'POST /admin/returns/r1/received': () =>
            moveTo('received', {
              refund: { id: 'rfnd_test_1a2b3c', status: 'processed' },
              creditNote: 'PVCN/2026-27/000008',
            }),
        }}
      >
        <OrderPage />
      </AdminFrame>
    );
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const panel = await canvas.findByRole('region', { name: /Return 1/ });
    await expect(within(panel).getByText('Arrived damaged')).toBeVisible();
    await expect(within(panel).getByText('The bone arrived torn.')).toBeVisible();
    await step('approve, then mark picked up', async () => {
      await userEvent.click(within(panel).getByRole('button', { name: 'Approve' }));
      await toastSaying(canvasElement, 'Return is now approved.');
      await userEvent.click(await within(panel).findByRole('button', { name: 'Mark picked up' }));
      await toastSaying(canvasElement, 'Return is now picked-up.');
    });
    await step('receiving says where the money goes first', async () => {
      await userEvent.click(
        await within(panel).findByRole('button', { name: 'Mark received and refund' }),
      );
      const dialog = await page.findByRole('alertdialog');
      await expect(dialog).toHaveAccessibleDescription(/₹50.00 goes back to Asha Rao/);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Received: refund it' }));
      await expect(await within(panel).findByText('PVCN/2026-27/000008')).toBeVisible();
      await expect(within(panel).getByText('rfnd_test_1a2b3c')).toBeVisible();
    });
  },
};

/** A delivered cash-on-delivery order waits for its cash to be marked collected. */
export const CashToCollect: Story = {
  render: () => (
    <AdminFrame
      path="/orders/:id"
      area="orders"
      routes={{
        [`GET /admin/orders/${ID}`]: {
          ...orderDetail,
          order: {
            ...orderDetail.order,
            status: 'delivered',
            paymentMethod: 'Cash on Delivery',
            paymentStatus: 'pending',
            paymentId: null,
          },
          actions: { services: false, next: [], cancel: false, collect: true },
        },
      }}
    >
      <OrderPage />
    </AdminFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Cash collected' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Cancel/ })).toBeNull();
  },
};

export const NotFound: Story = {
  render: () => (
    <AdminFrame
      path="/orders/:id"
      area="orders"
      routes={{
        [`GET /admin/orders/${ID}`]: { status: 404, body: { message: 'Order not found' } },
      }}
    >
      <OrderPage />
    </AdminFrame>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Order not found',
    );
  },
};

export const PackingSlip: Story = {
  parameters: { route: `/orders/${ID}/packing-slip` },
  render: () => (
    <AdminFrame
      path="/orders/:id/packing-slip"
      routes={{ [`GET /admin/orders/${ID}`]: orderDetail }}
    >
      <PackingSlipPage />
    </AdminFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: /Packing slip/ })).toBeVisible();
    await expect(canvas.getByRole('table')).toHaveTextContent(
      'Chicken & Rice Adult Dog Kibble, 3 kg',
    );
    await expect(canvas.queryByText(/₹/)).toBeNull();
  },
};

/** Issue 38: an order bought with a coupon shows its code and saving above the total. */
export const WithCoupon: Story = {
  render: () => (
    <AdminFrame
      path="/orders/:id"
      area="orders"
      staffRole="operations"
      routes={{
        [`GET /admin/orders/${ID}`]: {
          ...orderDetail,
          order: { ...orderDetail.order, coupon: { code: 'WELCOME10', discount: 199 } },
        },
      }}
    >
      <OrderPage />
    </AdminFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Coupon WELCOME10')).toBeVisible();
    await expect(canvas.getByText('−₹199.00')).toBeVisible();
  },
};

/** Consultations alone are a service: no packing slip, no shipping; done once it took place. */
export const ConsultationOrder: Story = {
  render: () => (
    <AdminFrame
      path="/orders/:id"
      area="orders"
      staffRole="operations"
      routes={{
        [`GET /admin/orders/${ID}`]: {
          ...orderDetail,
          order: {
            ...orderDetail.order,
            status: 'confirmed',
            items: [
              {
                ...orderDetail.order.items[0]!,
                itemType: 'booking',
                name: 'Consultation with Dr. Asha Mehta',
                quantity: 1,
              },
            ],
          },
          actions: { services: true, next: ['delivered'], cancel: true, collect: false },
        },
      }}
    >
      <OrderPage />
    </AdminFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: 'Mark done (it took place)' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Ship' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Packing slip' })).toBeNull();
  },
};

/** Booking the courier for one order: a refusal is said in the courier's own words (issue 55). */
export const BookCourierRefused: Story = {
  render: () => (
    <AdminFrame
      path="/orders/:id"
      area="orders"
      staffRole="operations"
      routes={{
        [`GET /admin/orders/${ID}`]: orderDetail,
        'POST /admin/orders/shipments': {
          results: [
            {
              orderId: ID,
              ok: false,
              message:
                'The courier service refused the order (status 422): Delivery pincode is not serviceable.',
            },
          ],
          labelUrl: null,
          message: '0 booked, 1 failed',
        },
      }}
    >
      <OrderPage />
    </AdminFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Book courier' }));
    await toastSaying(
      canvasElement,
      'The courier service refused the order (status 422): Delivery pincode is not serviceable.',
    );
  },
};
