import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AdminFrame } from '../../stories/AdminFrame';
import { dashboard } from '../../stories/fixtures';
import { DashboardPage } from './DashboardPage';

const meta = {
  title: 'Admin/Pages/Dashboard',
  component: DashboardPage,
  parameters: { layout: 'fullscreen', route: '/' },
} satisfies Meta<typeof DashboardPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Owner: Story = {
  render: () => (
    <AdminFrame path="/" area="dashboard" routes={{ 'GET /admin/dashboard': dashboard }}>
      <DashboardPage />
    </AdminFrame>
  ),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await step('every part of the console is in the menu for an owner', async () => {
      const nav = canvas.getByRole('navigation', { name: 'Back office' });
      for (const name of ['Orders', 'Catalogue', 'Registrations', 'Staff', 'Audit log', 'Settings'])
        await expect(within(nav).getByRole('link', { name })).toBeVisible();
    });
    await step('sales are net of cancellations and refunds, and say so', async () => {
      const today = canvas.getByRole('region', { name: 'Orders today' });
      await expect(today).toHaveTextContent('net of 1 cancelled');
      const week = canvas.getByRole('region', { name: 'Sales, last 7 days' });
      await expect(week).toHaveTextContent(/net of 7 cancelled and ₹1,650(\.00)? refunded/);
    });
    await step('the numbers behind the chart are a table', async () => {
      await expect(canvas.getByRole('region', { name: 'Low on stock' })).toHaveTextContent('2');
      await userEvent.click(canvas.getByText('Show the numbers'));
      const table = canvas.getByRole('table', { name: 'Orders and sales per day, last 30 days' });
      await expect(within(table).getAllByRole('row')).toHaveLength(31);
    });
  },
};

/** A partnerships role sees its part: registrations; no sales, no stock, no staff. */
export const Partnerships: Story = {
  render: () => (
    <AdminFrame
      path="/"
      area="dashboard"
      staffRole="partnerships"
      routes={{
        'GET /admin/dashboard': {
          registrations: dashboard.registrations,
          generatedAt: dashboard.generatedAt,
        },
      }}
    >
      <DashboardPage />
    </AdminFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'New registrations' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Orders today' })).toBeNull();
    const nav = canvas.getByRole('navigation', { name: 'Back office' });
    await expect(within(nav).queryByRole('link', { name: 'Orders' })).toBeNull();
    await expect(within(nav).getByRole('link', { name: 'Registrations' })).toBeVisible();
  },
};

export const Failed: Story = {
  render: () => (
    <AdminFrame
      path="/"
      area="dashboard"
      routes={{
        'GET /admin/dashboard': {
          status: 503,
          body: { message: 'The database is not answering.' },
        },
      }}
    >
      <DashboardPage />
    </AdminFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The database is not answering.',
    );
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

export const Loading: Story = {
  render: () => (
    <AdminFrame path="/" area="dashboard" routes={{ 'GET /admin/dashboard': 'pending' }}>
      <DashboardPage />
    </AdminFrame>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading the dashboard...')).toBeVisible();
  },
};

/** A role without the page gets a plain refusal, not an error. */
export const WrongRole: Story = {
  render: () => (
    <AdminFrame path="/" area="staff" staffRole="catalogue" routes={{}}>
      <p>The staff page</p>
    </AdminFrame>
  ),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Your role does not include this page'),
    ).toBeVisible();
  },
};
