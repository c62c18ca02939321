import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { FixtureRoutes } from '@repo/story-fixtures';
import type { OffersResponse } from '@petverse/api/contract';
import { PageFrame } from '../../stories/PageFrame';
import OffersPage from './OffersPage';

const offers: OffersResponse = {
  freeDeliveryFrom: 999,
  coupons: [
    {
      code: 'MONSOON15',
      kind: 'percent',
      value: 15,
      maxDiscount: 300,
      minOrder: 799,
      endsAt: '2026-12-31T18:29:00.000Z',
      firstOrderOnly: false,
    },
    {
      code: 'WELCOME100',
      kind: 'flat',
      value: 100,
      maxDiscount: null,
      minOrder: 0,
      endsAt: null,
      firstOrderOnly: true,
    },
  ],
};

const frame = (routes: FixtureRoutes) => () => (
  <PageFrame path="/offers" routes={routes}>
    <OffersPage />
  </PageFrame>
);

const meta = {
  title: 'Pages/Offers',
  component: OffersPage,
  parameters: { route: '/offers', layout: 'padded' },
} satisfies Meta<typeof OffersPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The public coupons with their codes to copy, and free delivery from the owner's threshold. */
export const Default: Story = {
  render: frame({ 'GET /offers': offers }),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Coupons' });
    await step('each coupon says what it takes off, on what and until when', async () => {
      const monsoon = within(list).getByRole('listitem', { name: '15% off, up to ₹300' });
      await expect(monsoon).toHaveTextContent('MONSOON15');
      await expect(monsoon).toHaveTextContent('On orders from ₹799');
      await expect(monsoon).toHaveTextContent('Valid until 31 Dec 2026');
      const welcome = within(list).getByRole('listitem', { name: '₹100 off' });
      await expect(welcome).toHaveTextContent('On any order');
      await expect(welcome).toHaveTextContent('No end date · First order only');
    });
    await step('free delivery from the threshold', async () => {
      await expect(canvas.getByText('Free Economy delivery on orders from ₹999')).toBeVisible();
    });
    await step('Copy code puts the code on the clipboard', async () => {
      const written: string[] = [];
      Object.defineProperty(navigator, 'clipboard', {
        configurable: true,
        value: { writeText: async (text: string) => void written.push(text) },
      });
      await userEvent.click(canvas.getByRole('button', { name: 'Copy code MONSOON15' }));
      await waitFor(() => expect(written).toEqual(['MONSOON15']));
    });
  },
};

/** On a phone: one coupon a row, nothing scrolls sideways. */
export const OnPhone: Story = {
  ...Default,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('list', { name: 'Coupons' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** No public coupons now, and no threshold: the page says so and leads to the store. */
export const NoOffers: Story = {
  render: frame({ 'GET /offers': { coupons: [], freeDeliveryFrom: null } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No offers right now')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse Products' })).toHaveAttribute(
      'href',
      '/pet-store',
    );
    await expect(canvas.queryByText(/Free Economy delivery/)).toBeNull();
  },
};

/** The offers could not be read: an error with Retry. */
export const LoadFailed: Story = {
  render: frame({ 'GET /offers': { status: 503, body: { message: 'Service unavailable' } } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Could not load the offers.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};
