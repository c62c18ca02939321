import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { FixtureRequest } from '@repo/story-fixtures';
import { ProFrame, pastWidth } from '../stories/ProFrame';
import { STORY_NOW, statement } from '../stories/fixtures';
import { StatementPage } from './StatementPage';

const meta = {
  title: 'Pro/Pages/Statement',
  component: StatementPage,
  parameters: { layout: 'fullscreen', route: '/statement' },
} satisfies Meta<typeof StatementPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (routes: Record<string, unknown>) => (
  <ProFrame path="/statement" routes={routes}>
    <StatementPage now={STORY_NOW} />
  </ProFrame>
);

/** What the page asked the server for, in order (`?month=…&format=…`). */
const asked: string[] = [];

/** December's figures and done bookings, and its files to download. */
export const Loaded: Story = {
  render: () =>
    page({
      'GET /pro/statement': ({ url }: FixtureRequest) => {
        asked.push(url.search);
        return statement;
      },
    }),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('this month in India is shown first', async () => {
      await expect(await canvas.findByRole('heading', { name: 'December 2026' })).toBeVisible();
      await expect(canvas.getByLabelText('Month')).toHaveValue('2026-12');
      await expect(asked.at(-1)).toBe('?month=2026-12');
    });
    await step('the totals and each done booking', async () => {
      const totals = canvas.getByRole('region', { name: 'December 2026' });
      await expect(totals).toHaveTextContent('Bookings done2');
      await expect(totals).toHaveTextContent('Paid by pet parents₹3,600');
      await expect(totals).toHaveTextContent('Commission (15%)− ₹540');
      await expect(totals).toHaveTextContent('GST on commission (18%)− ₹97.20');
      await expect(totals).toHaveTextContent('Net payable₹2,962.80');
      await expect(totals).toHaveTextContent('PayoutNot paid yet');
      const table = canvas.getByRole('table', { name: 'Done bookings in December 2026' });
      const rows = within(table).getAllByRole('row');
      await expect(rows).toHaveLength(3);
      await expect(rows[1]).toHaveTextContent('Tue, 1 Dec, 10:00 amFull Grooming₹1,200');
    });
    await step('says that no money moves through Petverse', async () => {
      await expect(canvas.getByText(/No money moves through Petverse yet/)).toBeVisible();
    });
    await step('downloads the month as CSV and as PDF', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Download CSV' }));
      await waitFor(() => expect(asked.at(-1)).toBe('?month=2026-12&format=csv'));
      await userEvent.click(canvas.getByRole('button', { name: 'Download PDF' }));
      await waitFor(() => expect(asked.at(-1)).toBe('?month=2026-12&format=pdf'));
    });
  },
};

/** A month with nothing done says so; the month picker asks for the month chosen. */
export const EmptyMonth: Story = {
  render: () =>
    page({
      'GET /pro/statement': ({ url }: FixtureRequest) => {
        const month = url.searchParams.get('month')!;
        return month === '2026-12'
          ? statement
          : {
              ...statement,
              month,
              bookings: [],
              gross: 0,
              commission: 0,
              gstOnCommission: 0,
              net: 0,
            };
      },
    }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table');
    await userEvent.selectOptions(canvas.getByLabelText('Month'), '2026-11');
    await expect(await canvas.findByRole('heading', { name: 'November 2026' })).toBeVisible();
    await expect(canvas.getByText('No bookings done in this month')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.getByRole('region', { name: 'November 2026' })).toHaveTextContent(
      'Net payable₹0',
    );
  },
};

/** A month paid by the partnerships team shows the bank's reference. */
export const Paid: Story = {
  render: () =>
    page({
      'GET /pro/statement': {
        ...statement,
        payout: {
          bankReference: 'UTR/2026/0042',
          paidAt: '2027-01-05T06:30:00.000Z',
          amount: 2962.8,
        },
      },
    }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Paid on Tue, 5 Jan, bank reference UTR/2026/0042'),
    ).toBeVisible();
  },
};

/** While the month loads. */
export const Loading: Story = {
  render: () => page({ 'GET /pro/statement': 'pending' }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Loading your statement/)).toBeVisible();
  },
};

/** The month could not be read: the server's message and Retry, which reads it again. */
export const LoadFailed: Story = {
  render: () => {
    let calls = 0;
    return page({
      'GET /pro/statement': () =>
        ++calls === 1 ? { status: 503, body: { message: 'The database is busy.' } } : statement,
    });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The database is busy.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(await canvas.findByRole('heading', { name: 'December 2026' })).toBeVisible();
  },
};

/** A download that fails says so in a toast and leaves the page as it was. */
export const DownloadFailed: Story = {
  render: () =>
    page({
      'GET /pro/statement': ({ url }: FixtureRequest) =>
        url.searchParams.get('format')
          ? { status: 503, body: { message: 'The database is busy.' } }
          : statement,
    }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Download PDF' }));
    await waitFor(() =>
      expect(canvasElement.ownerDocument.body).toHaveTextContent('The database is busy.'),
    );
    await expect(canvas.getByRole('heading', { name: 'December 2026' })).toBeVisible();
  },
};

/** A 360 px phone: nothing scrolls sideways; the table sits in its own named, focusable region. */
export const Phone: Story = {
  render: () => <div style={{ width: 360 }}>{page({ 'GET /pro/statement': statement })}</div>,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table');
    const region = canvas.getByRole('region', { name: 'Done bookings in December 2026' });
    await expect(region).toContainElement(table);
    await expect(region).toHaveAttribute('tabindex', '0');
    // The page fits; the table does too, or scrolls inside its region.
    await expect(pastWidth(canvasElement, 360)).toEqual([]);
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth + 1);
  },
};

/** In Hindi: the menu, the figures' names and the month. */
export const Hindi: Story = {
  parameters: { locale: 'hi' },
  render: () => page({ 'GET /pro/statement': statement }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'दिसंबर 2026' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'स्टेटमेंट' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'स्टेटमेंट' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByText('देय शुद्ध राशि')).toBeVisible();
    await expect(canvas.getByText('कमीशन पर GST (18%)')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'PDF डाउनलोड करें' })).toBeVisible();
    await expect(canvas.getByLabelText('महीना')).toHaveValue('2026-12');
  },
};
