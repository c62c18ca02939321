import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { FixtureRequest } from '@repo/story-fixtures';
import { AdminFrame } from '../../stories/AdminFrame';
import { ordersPage } from '../../stories/fixtures';
import { OrdersPage } from './OrdersPage';

const meta = {
  title: 'Admin/Pages/Orders',
  component: OrdersPage,
  parameters: { layout: 'fullscreen', route: '/orders' },
} satisfies Meta<typeof OrdersPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const asked: string[] = [];

export const Default: Story = {
  render: () => (
    <AdminFrame
      path="/orders"
      area="orders"
      staffRole="operations"
      routes={{
        'GET /admin/orders': ({ url }: FixtureRequest) => {
          asked.push(url.search);
          return ordersPage;
        },
      }}
    >
      <OrdersPage />
    </AdminFrame>
  ),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: '#3c4d5e6f' })).toBeVisible();
    await step('status tabs carry their counts', async () => {
      const tabs = canvas.getByRole('list', { name: 'Orders by status' });
      await expect(within(tabs).getByRole('button', { name: /All/ })).toHaveTextContent('3');
    });
    await step('money given back reads refunded, never completed; and is a filter', async () => {
      const refunded = canvas.getByRole('row', { name: /Ila Sen/ });
      await expect(refunded).toHaveTextContent('refunded');
      await expect(refunded).not.toHaveTextContent('completed');
      const payment = canvas.getByLabelText('Payment');
      await expect(within(payment).getByRole('option', { name: 'partly refunded' })).toBeTruthy();
      await userEvent.selectOptions(payment, 'refunded');
      await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
      await waitFor(() => expect(asked.at(-1)).toContain('paymentStatus=refunded'));
      await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    });
    await step('a tab and a search ask the server, from page 1', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /confirmed/i }));
      await waitFor(() => expect(asked.at(-1)).toContain('status=confirmed'));
      await userEvent.type(
        canvas.getByLabelText('Order number, email or phone'),
        'asha@example.com{Enter}',
      );
      await waitFor(() => expect(asked.at(-1)).toContain('q=asha%40example.com'));
    });
  },
};

export const Empty: Story = {
  render: () => (
    <AdminFrame
      path="/orders"
      area="orders"
      routes={{
        'GET /admin/orders': {
          ...ordersPage,
          orders: [],
          pagination: { page: 1, limit: 25, total: 0, totalPages: 0 },
          counts: { all: 0 },
        },
      }}
    >
      <OrdersPage />
    </AdminFrame>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No orders match')).toBeVisible();
  },
};

export const Failed: Story = {
  render: () => (
    <AdminFrame
      path="/orders"
      area="orders"
      routes={{
        'GET /admin/orders': {
          status: 500,
          body: { message: 'Internal server error. Please try again later.' },
        },
      }}
    >
      <OrdersPage />
    </AdminFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** A tablet: the menu runs along the top, the table scrolls inside its region. */
export const Tablet: Story = {
  ...Default,
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('region', { name: 'Orders, newest first' }),
    ).toBeVisible();
  },
};

const SECOND = '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';

/**
 * The morning's work (issue 55 item 4): select every order on the page, confirm them, then book a
 * courier — one order fails and says why, the other is shipped, and its label PDF is offered.
 */
export const BulkBookCourier: Story = {
  render: () => (
    <AdminFrame
      path="/orders"
      area="orders"
      staffRole="operations"
      routes={{
        // The morning's two open orders (the refunded one is another story's).
        'GET /admin/orders': { ...ordersPage, orders: ordersPage.orders.slice(0, 2) },
        [`POST /admin/orders/${ordersPage.orders[0]!._id}/status`]: {
          message: 'Order is now confirmed.',
        },
        [`POST /admin/orders/${SECOND}/status`]: {
          status: 409,
          body: { message: 'An order that is cancelled cannot become confirmed.' },
        },
        'POST /admin/orders/shipments/labels': ({ body }: FixtureRequest) => {
          const [first, second] = (body as { orderIds: string[] }).orderIds;
          return {
            results: [
              { orderId: first, ok: true },
              { orderId: second, ok: false, message: 'No courier is booked for this order.' },
            ],
            labelUrl: '/api/admin/orders/shipments/labels/l-2',
          };
        },
        'POST /admin/orders/shipments': ({ body }: FixtureRequest) => {
          const [first, second] = (body as { orderIds: string[] }).orderIds;
          return {
            results: [
              {
                orderId: first,
                ok: true,
                awb: 'SBX12345678901',
                courier: 'Petverse Sandbox Courier',
                labelUrl: '/api/admin/orders/shipments/labels/l-1',
                trackingUrl: 'https://petverse.in/api/shipping/sandbox/track/SBX12345678901',
              },
              {
                orderId: second,
                ok: false,
                message: 'An order that is cancelled cannot become shipped.',
              },
            ],
            labelUrl: '/api/admin/orders/shipments/labels/l-1',
            message: '1 booked, 1 failed',
          };
        },
      }}
    >
      <OrdersPage />
    </AdminFrame>
  ),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: '#3c4d5e6f' });
    await step('every order on the page is selected at once', async () => {
      await userEvent.click(
        canvas.getByRole('checkbox', { name: 'Select every row on this page' }),
      );
      await expect(canvas.getByRole('heading', { name: '2 selected' })).toBeVisible();
    });
    await step('confirming says which order could not be confirmed, and why', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
      const outcome = await canvas.findByText(/1 confirmed, 1 failed/);
      await expect(outcome).toBeVisible();
      await expect(
        canvas.getByText(/An order that is cancelled cannot become confirmed\./),
      ).toBeVisible();
      // The order that failed stays selected; the one that went is let go.
      await expect(canvas.getByRole('heading', { name: '1 selected' })).toBeVisible();
    });
    await step('booking a courier ships what it can and offers the labels', async () => {
      await userEvent.click(
        canvas.getByRole('checkbox', { name: 'Select every row on this page' }),
      );
      await userEvent.click(canvas.getByRole('button', { name: 'Book courier' }));
      await expect(await canvas.findByText(/1 booked, 1 failed/)).toBeVisible();
      await expect(canvas.getByRole('button', { name: 'Download labels (PDF)' })).toBeVisible();
      await expect(canvas.getByRole('link', { name: 'Print packing slips' })).toHaveAttribute(
        'href',
        expect.stringContaining('/orders/packing-slips?ids='),
      );
    });
    await step('the labels of booked orders print again', async () => {
      await userEvent.click(
        canvas.getByRole('checkbox', { name: 'Select every row on this page' }),
      );
      await userEvent.click(canvas.getByRole('button', { name: 'Print labels' }));
      await expect(await canvas.findByText(/1 labelled, 1 failed/)).toBeVisible();
      await expect(canvas.getByText(/No courier is booked for this order\./)).toBeVisible();
    });
  },
};
