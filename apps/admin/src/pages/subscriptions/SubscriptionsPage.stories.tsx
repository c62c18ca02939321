import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { AdminSubscription, AdminSubscriptionsResponse } from '@petverse/api/contract';
import type { FixtureRequest } from '@repo/story-fixtures';
import { AdminFrame } from '../../stories/AdminFrame';
import { SubscriptionPage } from './SubscriptionPage';
import { SubscriptionsPage } from './SubscriptionsPage';

const meta = {
  title: 'Admin/Pages/Subscriptions',
  component: SubscriptionsPage,
  parameters: { layout: 'fullscreen', route: '/subscriptions' },
} satisfies Meta<typeof SubscriptionsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const ID = '00000000-0000-4000-8000-0000000000e1';
const active: AdminSubscription = {
  _id: ID,
  productId: '00000000-0000-4000-8000-0000000000c1',
  name: 'Drools Adult Chicken & Egg, 3 kg',
  imageUrl: '/api/media/art/dog-food.svg',
  quantity: 2,
  intervalWeeks: 4,
  price: 711,
  currentPrice: 711,
  nextDate: '2026-12-24',
  status: 'active',
  deliveries: [
    {
      date: '2026-11-26',
      status: 'paid',
      reason: null,
      amount: 1472,
      orderId: '5e0c9a7b-1f2d-4c3b-8a9e-100000000009',
    },
    { date: '2026-10-29', status: 'skipped', reason: 'out-of-stock', amount: 0, orderId: null },
  ],
  createdAt: '2026-09-01T06:30:00.000Z',
  buyer: { name: 'Asha Rao', email: 'asha@example.com' },
  address: {
    name: 'Asha Rao',
    phone: '9876543210',
    email: 'asha@example.com',
    street: '12 MG Road',
    city: 'Pune',
    state: 'Maharashtra',
    pincode: '411001',
    country: 'India',
  },
  provider: 'razorpay',
};
const paused: AdminSubscription = {
  ...active,
  _id: '00000000-0000-4000-8000-0000000000e2',
  name: 'Clumping Bentonite Litter, 5 kg',
  status: 'paused',
  buyer: { name: 'Ravi Kumar', email: 'ravi@example.com' },
  deliveries: [],
};
const answer = (status: string | null, q: string | null): AdminSubscriptionsResponse => {
  const subscriptions = [active, paused].filter(
    (s) => (!status || s.status === status) && (!q || s.buyer.email === q),
  );
  return {
    subscriptions,
    pagination: { page: 1, limit: 20, total: subscriptions.length, totalPages: 1 },
    counts: { all: 2, active: 1, paused: 1 },
  };
};

/** Tabs by status with their counts, a search for a buyer; each subscription opens its page. */
export const Default: Story = {
  render: () => (
    <AdminFrame
      path="/subscriptions"
      area="orders"
      staffRole="operations"
      routes={{
        'GET /admin/subscriptions': ({ url }: FixtureRequest) =>
          answer(url.searchParams.get('status'), url.searchParams.get('q')),
      }}
    >
      <SubscriptionsPage />
    </AdminFrame>
  ),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('every subscription, newest first', async () => {
      const table = await canvas.findByRole('table', { name: 'Subscriptions, newest first' });
      await expect(await within(table).findByRole('link', { name: active.name })).toBeVisible();
      await expect(within(table).getByText('Ravi Kumar (ravi@example.com)')).toBeVisible();
    });
    await step('one status', async () => {
      const tabs = canvas.getByRole('list', { name: 'Subscriptions by status' });
      await userEvent.click(within(tabs).getByRole('button', { name: /Paused/ }));
      const table = canvas.getByRole('table', { name: 'Subscriptions, newest first' });
      await waitFor(() => expect(within(table).queryByText(active.name)).toBeNull());
      await expect(within(table).getByRole('link', { name: paused.name })).toBeVisible();
    });
  },
};

export const LoadFailure: Story = {
  render: () => (
    <AdminFrame
      path="/subscriptions"
      area="orders"
      staffRole="operations"
      routes={{ 'GET /admin/subscriptions': { status: 500, body: { message: 'boom' } } }}
    >
      <SubscriptionsPage />
    </AdminFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** One subscription: its facts and each delivery's outcome, a paid one linking its order. */
export const OneSubscription: Story = {
  parameters: { route: `/subscriptions/${ID}` },
  render: () => (
    <AdminFrame
      path="/subscriptions/:id"
      area="orders"
      staffRole="operations"
      routes={{ [`GET /admin/subscriptions/${ID}`]: { subscription: active } }}
    >
      <SubscriptionPage />
    </AdminFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: active.name })).toBeVisible();
    await expect(canvas.getByText('Razorpay recurring')).toBeVisible();
    const deliveries = canvas.getByRole('table', { name: 'Deliveries, latest first' });
    await expect(within(deliveries).getByRole('link', { name: '#00000009' })).toBeVisible();
    await expect(within(deliveries).getByText('Out of stock on the day')).toBeVisible();
  },
};
