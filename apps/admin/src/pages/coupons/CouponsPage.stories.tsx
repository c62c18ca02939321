import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { AdminCoupon, AdminCouponsResponse } from '@petverse/api/contract';
import { pastWidth, type FixtureRequest, type FixtureRoutes } from '@repo/story-fixtures';
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
      // The form starts again once the success is told (the engine's success delay, 0 ms here).
      await waitFor(() => expect(canvas.getByLabelText(/^Code/)).toHaveValue(''));
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

/** The coupons page for catalogue staff, with one coupon and the API's answers. */
const couponsPage = (routes: FixtureRoutes) => (
  <AdminFrame
    path="/coupons"
    area="catalogue"
    staffRole="catalogue"
    routes={{ 'GET /admin/coupons': list([coupon({})]), ...routes }}
  >
    <CouponsPage />
  </AdminFrame>
);

const ticked: unknown[] = [];

/** Rupees off for first orders, shown to every buyer, from a start to an end in India time. */
export const RupeesOffForEveryone: Story = {
  render: () =>
    couponsPage({
      'POST /admin/coupons': ({ body }: FixtureRequest) => {
        ticked.push(body);
        return {
          status: 201,
          body: { coupon: coupon({ _id: 'c4' }), message: 'FIRST-100 is ready to use.' },
        };
      },
    }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'Coupons' });
    await userEvent.type(canvas.getByLabelText(/^Code/), 'FIRST-100');
    await userEvent.selectOptions(canvas.getByLabelText(/^Discount/), 'flat');
    await userEvent.type(canvas.getByLabelText(/^Rupees off/), '100');
    await userEvent.type(canvas.getByLabelText(/^Minimum order/), '999');
    await userEvent.type(canvas.getByLabelText(/^Valid from/), '2026-12-01T00:00');
    await userEvent.type(canvas.getByLabelText(/^Valid until/), '2026-12-31T23:59');
    await userEvent.type(canvas.getByLabelText(/^Uses in all/), '500');
    await userEvent.click(canvas.getByLabelText('First order only'));
    await userEvent.click(canvas.getByLabelText('Show to every buyer (offers page and payment)'));
    await userEvent.click(canvas.getByRole('button', { name: 'Create coupon' }));
    await expect(await toastSaying(canvasElement, 'FIRST-100 is ready to use.')).toHaveTextContent(
      'FIRST-100 is ready to use.',
    );
    await expect(ticked.at(-1)).toEqual({
      code: 'FIRST-100',
      kind: 'flat',
      value: 100,
      minOrder: 999,
      maxDiscount: null,
      startsAt: '2026-11-30T18:30:00.000Z',
      endsAt: '2026-12-31T18:29:00.000Z',
      firstOrderOnly: true,
      public: true,
      perUserLimit: 1,
      totalLimit: 500,
    });
    // The form starts again: percent off, once per customer, nothing ticked.
    await waitFor(() => expect(canvas.getByLabelText(/^Discount/)).toHaveValue('percent'));
    await expect(canvas.getByLabelText('First order only')).not.toBeChecked();
  },
};

/** What is missing or impossible is said under each field, with the focus on the first. */
export const NotYetRight: Story = {
  render: () => couponsPage({}),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'Coupons' });
    const create = canvas.getByRole('button', { name: 'Create coupon' });
    await step('sent empty', async () => {
      await userEvent.click(create);
      const code = canvas.getByLabelText(/^Code/);
      await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'));
      await expect(code).toHaveFocus();
      await expect(canvas.getByText('Please give the code.')).toBeVisible();
      await expect(canvas.getByLabelText(/^Percent off/)).toHaveAccessibleDescription(
        'Please give the percent off.',
      );
    });
    await step('a code with spaces, 150 percent and an end before the start', async () => {
      await userEvent.type(canvas.getByLabelText(/^Code/), 'DIWALI 20');
      await userEvent.type(canvas.getByLabelText(/^Percent off/), '150');
      await userEvent.type(canvas.getByLabelText(/^Valid from/), '2026-11-30T10:00');
      await userEvent.type(canvas.getByLabelText(/^Valid until/), '2026-11-01T10:00');
      await userEvent.click(create);
      await waitFor(() =>
        expect(canvas.getByLabelText(/^Code/)).toHaveAccessibleDescription(
          /The code must be 3 to 20 letters, digits or dashes./,
        ),
      );
      await expect(canvas.getByLabelText(/^Percent off/)).toHaveAccessibleDescription(
        'The percent off must be a whole number from 1 to 100.',
      );
      await expect(canvas.getByLabelText(/^Valid until/)).toHaveAccessibleDescription(
        'The end must be after the start.',
      );
    });
  },
};

/** While the coupon is made, the button says so and cannot be pressed twice. */
export const Creating: Story = {
  render: () => couponsPage({ 'POST /admin/coupons': 'pending' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'Coupons' });
    await userEvent.type(canvas.getByLabelText(/^Code/), 'DIWALI-20');
    await userEvent.type(canvas.getByLabelText(/^Percent off/), '20');
    await userEvent.click(canvas.getByRole('button', { name: 'Create coupon' }));
    await expect(await canvas.findByRole('button', { name: /Processing/ })).toBeDisabled();
  },
};

/** On a 360 px phone the coupon form fits; nothing in it scrolls sideways. */
export const Phone: Story = {
  render: () => <div style={{ width: 360 }}>{couponsPage({})}</div>,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'Coupons' });
    const form = canvas.getByRole('button', { name: 'Create coupon' }).closest('form')!;
    await expect(pastWidth(form, 360)).toEqual([]);
  },
};
