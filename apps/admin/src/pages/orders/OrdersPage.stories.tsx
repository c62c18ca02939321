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
