import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { AdminCoupon, AdminCouponsResponse } from '@petverse/api/contract';
import type { FixtureRequest } from '@repo/story-fixtures';
import { AdminFrame, toastSaying } from '../../stories/AdminFrame';
import { CouponsPage } from './CouponsPage';

const meta = {
  title: 'Admin/Pages/Coupons',
  component: CouponsPage,
  parameters: { layout: 'fullscreen', route: '/coupons' },
} satisfies Meta<typeof CouponsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const coupon = (fields: Partial<AdminCoupon>): AdminCoupon => ({
  _id: 'c1',
  code: 'WELCOME10',
  kind: 'percent',
  value: 10,
  minOrder: 499,
  maxDiscount: 500,
  startsAt: null,
  endsAt: null,
  firstOrderOnly: true,
  public: false,
  perUserLimit: 1,
  totalLimit: 1000,
  used: 12,
  deactivatedAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...fields,
});
const list = (coupons: AdminCoupon[]): AdminCouponsResponse => ({
  coupons,
  pagination: { page: 1, limit: 25, total: coupons.length, totalPages: 1 },
});

const made: unknown[] = [];

export const Default: Story = {
  render: () => {
    let coupons = [
      coupon({}),
      coupon({ _id: 'c2', code: 'FLAT100', kind: 'flat', value: 100, maxDiscount: null }),
    ];
    return (
      <AdminFrame
        path="/coupons"
        area="catalogue"
        staffRole="catalogue"
        routes={{
          'GET /admin/coupons': () => list(coupons),
          'POST /admin/coupons': ({ body }: FixtureRequest) => {
            made.push(body);
            const created = coupon({ ...(body as Partial<AdminCoupon>), _id: 'c3', used: 0 });
            coupons = [created, ...coupons];
            return {
              status: 201,
              body: { coupon: created, message: 'DIWALI-20 is ready to use.' },
            };
          },
          'POST /admin/coupons/c1/visibility': ({ body }: FixtureRequest) => {
            const shown = (body as { public: boolean }).public;
            coupons = coupons.map((c) => (c._id === 'c1' ? { ...c, public: shown } : c));
            return {
              coupon: coupons[0],
              message: shown
                ? 'WELCOME10 is shown to every buyer on the offers page.'
                : 'WELCOME10 is private: only people who are given it can use it.',
            };
          },
          'POST /admin/coupons/c2/deactivate': () => {
            coupons = coupons.map((c) =>
              c._id === 'c2' ? { ...c, deactivatedAt: '2026-11-26T10:00:00.000Z' } : c,
            );
            return {
              coupon: coupons[1],
              message: 'FLAT100 is deactivated: it can no longer be used.',
            };
          },
        }}
      >
        <CouponsPage />
      </AdminFrame>
    );
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const table = await canvas.findByRole('table', { name: 'Coupons' });
    await step('each coupon says its discount, conditions and uses', async () => {
      const row = await within(table).findByRole('row', { name: /WELCOME10/ });
      await expect(row).toHaveTextContent('10% off, at most ₹500.00');
      await expect(row).toHaveTextContent('first order only');
      await expect(row).toHaveTextContent('12 of 1,000');
      await expect(canvas.getByRole('link', { name: 'Coupons' })).toBeVisible();
    });
    await step('a new coupon sends what was filled, in rupees and India time', async () => {
      await userEvent.type(canvas.getByLabelText(/^Code/), 'DIWALI-20');
      await userEvent.type(canvas.getByLabelText(/^Percent off/), '20');
      await userEvent.type(canvas.getByLabelText(/^Maximum discount/), '300');
      await userEvent.type(canvas.getByLabelText(/^Valid until/), '2026-11-30T23:59');
      await userEvent.clear(canvas.getByLabelText(/^Uses per customer/));
      await userEvent.click(canvas.getByRole('button', { name: 'Create coupon' }));
      await expect(
        await toastSaying(canvasElement, 'DIWALI-20 is ready to use.'),
      ).toHaveTextContent('DIWALI-20 is ready to use.');
      await expect(canvas.getByLabelText(/^Code/)).toHaveValue('');
      await expect(made.at(-1)).toEqual({
        code: 'DIWALI-20',
        kind: 'percent',
        value: 20,
        minOrder: 0,
        maxDiscount: 300,
        startsAt: null,
        endsAt: '2026-11-30T18:29:00.000Z',
        firstOrderOnly: false,
        public: false,
        perUserLimit: null,
        totalLimit: null,
      });
    });
    await step('a private coupon is shown to every buyer with one click', async () => {
      const row = within(table).getByRole('row', { name: /WELCOME10/ });
      await expect(row).toHaveTextContent('Only those given it');
      await userEvent.click(within(row).getByRole('button', { name: 'Show to buyers: WELCOME10' }));
      await waitFor(() =>
        expect(within(table).getByRole('row', { name: /WELCOME10/ })).toHaveTextContent(
          'Every buyer',
        ),
      );
    });
    await step('deactivating asks first', async () => {
      const row = within(table).getByRole('row', { name: /FLAT100/ });
      await userEvent.click(within(row).getByRole('button', { name: 'Deactivate' }));
      await userEvent.click(
        within(await body.findByRole('alertdialog', { name: 'Deactivate FLAT100' })).getByRole(
          'button',
          { name: 'Deactivate' },
        ),
      );
      await waitFor(() =>
        expect(within(table).getByRole('row', { name: /FLAT100/ })).toHaveTextContent(
          'Deactivated',
        ),
      );
    });
  },
};

/** A refusal (here, a code already taken) shows under the form, which keeps what was typed. */
export const Refused: Story = {
  render: () => (
    <AdminFrame
      path="/coupons"
      area="catalogue"
      staffRole="catalogue"
      routes={{
        'GET /admin/coupons': list([coupon({})]),
        'POST /admin/coupons': {
          status: 409,
          body: { message: 'There is already a coupon WELCOME10.' },
        },
      }}
    >
      <CouponsPage />
    </AdminFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'Coupons' });
    await userEvent.selectOptions(canvas.getByLabelText(/^Discount/), 'flat');
    await userEvent.type(canvas.getByLabelText(/^Code/), 'welcome10');
    await userEvent.type(canvas.getByLabelText(/^Rupees off/), '100');
    await userEvent.click(canvas.getByRole('button', { name: 'Create coupon' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'There is already a coupon WELCOME10.',
    );
    await expect(canvas.getByLabelText(/^Code/)).toHaveValue('welcome10');
    await expect(canvas.queryByLabelText(/^Maximum discount/)).toBeNull();
  },
};

export const Empty: Story = {
  render: () => (
    <AdminFrame
      path="/coupons"
      area="catalogue"
      staffRole="catalogue"
      routes={{ 'GET /admin/coupons': list([]) }}
    >
      <CouponsPage />
    </AdminFrame>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No coupons yet')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  render: () => (
    <AdminFrame
      path="/coupons"
      area="catalogue"
      staffRole="catalogue"
      routes={{ 'GET /admin/coupons': { status: 503, body: { message: 'The database is busy.' } } }}
    >
      <CouponsPage />
    </AdminFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The database is busy.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};

/** Operations staff do not have the coupons: the page is not theirs. */
export const NotForOperations: Story = {
  render: () => (
    <AdminFrame path="/coupons" area="catalogue" staffRole="operations" routes={{}}>
      <CouponsPage />
    </AdminFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.queryByRole('heading', { name: 'Coupons' })).toBeNull());
    await expect(canvas.queryByRole('link', { name: 'Coupons' })).toBeNull();
  },
};
