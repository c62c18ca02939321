import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { FixtureRequest } from '@repo/story-fixtures';
import { AdminFrame } from '../../stories/AdminFrame';
import { ExportsPage } from './ExportsPage';

const meta = {
  title: 'Admin/Pages/Exports',
  component: ExportsPage,
  parameters: { layout: 'fullscreen', route: '/exports' },
} satisfies Meta<typeof ExportsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const asked: string[] = [];

/** An owner downloads a range of orders and a month's GSTR-1 summary; a wrong range is said. */
export const Owner: Story = {
  render: () => (
    <AdminFrame
      path="/exports"
      area="accounts"
      routes={{
        'GET /admin/exports/orders.csv': ({ url }: FixtureRequest) => {
          asked.push(`orders${url.search}`);
          return 'Order,Total\r\n';
        },
        'GET /admin/exports/gstr1.csv': ({ url }: FixtureRequest) => {
          asked.push(`gstr1${url.search}`);
          return 'GSTR-1 summary\r\n';
        },
      }}
    >
      <ExportsPage />
    </AdminFrame>
  ),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Exports' })).toBeVisible();
    const from = canvas.getByLabelText(/^From/);
    const to = canvas.getByLabelText(/^Until/);
    await step('a range that ends before it starts is said, and nothing is asked', async () => {
      await userEvent.clear(from);
      await userEvent.type(from, '2026-11-30');
      await userEvent.clear(to);
      await userEvent.type(to, '2026-11-01');
      await userEvent.click(canvas.getByRole('button', { name: 'Download orders (CSV)' }));
      await expect(await canvas.findByText('The range ends before it starts.')).toBeVisible();
      await expect(asked).toHaveLength(0);
    });
    await step('a right one downloads the orders with the filters chosen', async () => {
      await userEvent.clear(to);
      await userEvent.type(to, '2026-11-30');
      await userEvent.clear(from);
      await userEvent.type(from, '2026-11-01');
      await userEvent.selectOptions(canvas.getByLabelText(/^Payment/), 'refunded');
      await userEvent.click(canvas.getByRole('button', { name: 'Download orders (CSV)' }));
      await waitFor(() =>
        expect(asked.at(-1)).toBe('orders?from=2026-11-01&to=2026-11-30&paymentStatus=refunded'),
      );
    });
    await step('the GSTR-1 summary of a month', async () => {
      const month = canvas.getByLabelText(/^Month/);
      const choice = within(month).getAllByRole('option')[3]!.getAttribute('value')!;
      await userEvent.selectOptions(month, choice);
      await userEvent.click(canvas.getByRole('button', { name: 'Download GSTR-1 summary (CSV)' }));
      await waitFor(() => expect(asked.at(-1)).toBe(`gstr1?month=${choice}`));
    });
  },
};
