import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { AdminReturn, AdminReturnsResponse } from '@petverse/api/contract';
import type { FixtureRequest } from '@repo/story-fixtures';
import { AdminFrame } from '../../stories/AdminFrame';
import { returnRequested } from '../../stories/fixtures';
import { ReturnsPage } from './ReturnsPage';

const meta = {
  title: 'Admin/Pages/Returns',
  component: ReturnsPage,
  parameters: { layout: 'fullscreen', route: '/returns' },
} satisfies Meta<typeof ReturnsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const received: AdminReturn = {
  ...returnRequested,
  _id: 'r2',
  status: 'received',
  reason: 'no-longer-needed',
  refund: { id: 'rfnd_test_9a8b7c', status: 'processed' },
  actions: { approve: false, reject: false, pickUp: false, receive: false },
};
const answer = (status: string | null): AdminReturnsResponse => {
  const returns = [returnRequested, received].filter((r) => !status || r.status === status);
  return {
    returns,
    pagination: { page: 1, limit: 20, total: returns.length, totalPages: 1 },
    counts: { all: 2, requested: 1, received: 1 },
  };
};

/** Tabs by status with their counts; each return links to its order. */
export const Default: Story = {
  render: () => (
    <AdminFrame
      path="/returns"
      area="orders"
      staffRole="operations"
      routes={{
        'GET /admin/returns': ({ url }: FixtureRequest) => answer(url.searchParams.get('status')),
      }}
    >
      <ReturnsPage />
    </AdminFrame>
  ),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('every return, newest first', async () => {
      const table = await canvas.findByRole('table', { name: 'Returns, newest first' });
      await expect(await within(table).findByText('Arrived damaged')).toBeVisible();
      await expect(within(table).getByText('No longer needed')).toBeVisible();
      await expect(within(table).getAllByRole('link', { name: '#3c4d5e6f' })).toHaveLength(2);
    });
    await step('one status', async () => {
      const tabs = canvas.getByRole('list', { name: 'Returns by status' });
      await userEvent.click(within(tabs).getByRole('button', { name: /Return requested/ }));
      const table = canvas.getByRole('table', { name: 'Returns, newest first' });
      await expect(await within(table).findAllByRole('row')).toHaveLength(2);
    });
  },
};

/** Nothing yet. */
export const Empty: Story = {
  render: () => (
    <AdminFrame
      path="/returns"
      area="orders"
      staffRole="operations"
      routes={{
        'GET /admin/returns': () => ({
          returns: [],
          pagination: { page: 1, limit: 20, total: 0, totalPages: 0 },
          counts: { all: 0 },
        }),
      }}
    >
      <ReturnsPage />
    </AdminFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No returns here')).toBeVisible();
  },
};

/** The list could not load: a message and Retry. */
export const LoadError: Story = {
  render: () => (
    <AdminFrame
      path="/returns"
      area="orders"
      staffRole="operations"
      routes={{
        'GET /admin/returns': () => ({
          status: 500,
          body: { message: 'Internal server error. Please try again later.' },
        }),
      }}
    >
      <ReturnsPage />
    </AdminFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Retry' })).toBeVisible();
  },
};
