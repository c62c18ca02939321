import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  SUBSCRIPTION_MESSAGES,
  type Said,
  type Subscription,
  type SubscriptionResponse,
} from '@petverse/api/contract';
import { ShopFrame } from '../../stories/ShopFrame';
import SubscriptionsTab from './SubscriptionsTab';

const ID = '00000000-0000-4000-8000-0000000000d1';
const food: Subscription = {
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
  deliveries: [],
  createdAt: '2026-11-26T06:30:00.000Z',
};

const meta = {
  title: 'Pages/Account tabs/Subscriptions',
  component: SubscriptionsTab,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SubscriptionsTab>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An answer of a change: the subscription as it is after, and the server's message. */
const answer = (
  subscription: Subscription,
  message: string,
  said?: Said,
): SubscriptionResponse => ({ message, ...(said ? { said } : {}), subscription });

/** The next delivery, its price and interval; Skip next delivery moves it on in one tap. */
export const Active: Story = {
  render: () => (
    <ShopFrame
      path="/"
      routes={{
        'GET /product/subscriptions': { subscriptions: [food] },
        [`POST /product/subscriptions/${ID}/skip`]: answer(
          { ...food, nextDate: '2027-01-21' },
          'Skipped. Your next delivery is on 2027-01-21.',
          SUBSCRIPTION_MESSAGES.skipped('2027-01-21'),
        ),
        [`POST /product/subscriptions/${ID}/pause`]: answer(
          { ...food, status: 'paused' },
          'Subscription paused. Nothing will be sent or charged until you resume it.',
        ),
      }}
    >
      <SubscriptionsTab />
    </ShopFrame>
  ),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Your subscriptions' });
    const [item] = within(list).getAllByRole('listitem');
    await expect(item).toHaveTextContent('Active · Every 4 weeks · 2 × ₹711');
    await expect(within(item!).getByTestId('next-delivery')).toHaveTextContent('24 Dec 2026');
    await step('skip the next delivery', async () => {
      await userEvent.click(within(item!).getByRole('button', { name: 'Skip next delivery' }));
      await waitFor(() =>
        expect(within(item!).getByTestId('next-delivery')).toHaveTextContent('21 Jan 2027'),
      );
      // The toast says the date as a person reads it, never the server's 2027-01-21.
      await expect(
        await within(document.body).findByText('Skipped. Your next delivery is on 21 Jan 2027.'),
      ).toBeInTheDocument();
    });
    await step('pause it', async () => {
      await userEvent.click(within(item!).getByRole('button', { name: 'Pause' }));
      await expect(await within(item!).findByRole('button', { name: 'Resume' })).toBeVisible();
      await expect(within(item!).queryByRole('button', { name: 'Skip next delivery' })).toBeNull();
    });
  },
};

/** Changing the interval is one choice in the select; the date is one field and a button. */
export const ChangeIntervalAndDate: Story = {
  render: () => {
    const asked: unknown[] = [];
    return (
      <div data-asked="">
        <ShopFrame
          path="/"
          routes={{
            'GET /product/subscriptions': { subscriptions: [food] },
            [`PUT /product/subscriptions/${ID}/interval`]: ({ body }: { body: unknown }) => {
              asked.push(body);
              document
                .querySelector('[data-asked]')!
                .setAttribute('data-asked', JSON.stringify(asked));
              return answer(
                { ...food, intervalWeeks: 6 },
                'You will now get a delivery every 6 weeks.',
              );
            },
            [`PUT /product/subscriptions/${ID}/date`]: ({ body }: { body: unknown }) => {
              asked.push(body);
              document
                .querySelector('[data-asked]')!
                .setAttribute('data-asked', JSON.stringify(asked));
              return answer(
                { ...food, intervalWeeks: 6, nextDate: '2027-01-05' },
                'Your next delivery is now on 2027-01-05.',
                SUBSCRIPTION_MESSAGES.dateChanged('2027-01-05'),
              );
            },
          }}
        >
          <SubscriptionsTab />
        </ShopFrame>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(await canvas.findByRole('combobox', { name: 'Deliver' }), '6');
    await waitFor(() => expect(canvas.getByText(/Active · Every 6 weeks/)).toBeVisible());
    const date = canvas.getByLabelText('Delivery date');
    await userEvent.clear(date);
    await userEvent.type(date, '2027-01-05');
    await userEvent.click(canvas.getByRole('button', { name: 'Change date' }));
    await waitFor(() =>
      expect(canvas.getByTestId('next-delivery')).toHaveTextContent('5 Jan 2027'),
    );
    await expect(
      await within(document.body).findByText('Your next delivery is now on 5 Jan 2027.'),
    ).toBeInTheDocument();
    await expect(
      JSON.parse(canvasElement.querySelector('[data-asked]')!.getAttribute('data-asked')!),
    ).toEqual([{ intervalWeeks: 6 }, { date: '2027-01-05' }]);
  },
};

/** The price rose above what was agreed: deliveries wait for the subscriber's consent. */
export const PriceRose: Story = {
  render: () => (
    <ShopFrame
      path="/"
      routes={{
        'GET /product/subscriptions': { subscriptions: [{ ...food, currentPrice: 759 }] },
        [`POST /product/subscriptions/${ID}/accept-price`]: answer(
          { ...food, price: 759, currentPrice: 759 },
          'You agreed to ₹759 a unit; it applies from your next delivery.',
        ),
      }}
    >
      <SubscriptionsTab />
    </ShopFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const note = await canvas.findByRole('note');
    await expect(note).toHaveTextContent(
      'The price is now ₹759.00, above the ₹711.00 you agreed to',
    );
    await userEvent.click(within(note).getByRole('button', { name: 'Agree to ₹759.00' }));
    await waitFor(() => expect(canvas.queryByRole('note')).toBeNull());
    await expect(canvas.getByText(/2 × ₹759\.00/)).toBeVisible();
  },
};

/**
 * In Hindi the note is one sentence in Hindi's order (the new price first, then the agreed one it
 * exceeds), and the button names the price before the verb.
 */
export const PriceRoseInHindi: Story = {
  parameters: { locale: 'hi' },
  render: PriceRose.render,
  play: async ({ canvasElement }) => {
    const note = await within(canvasElement).findByRole('note');
    await expect(note).toHaveTextContent(
      'अब दाम ₹759.00 है, जो आपके मंज़ूर किए ₹711.00 से ज़्यादा है: आपकी मंज़ूरी तक डिलीवरी रुकी रहेंगी।',
    );
    await expect(within(note).getByRole('button', { name: '₹759.00 मंज़ूर करें' })).toBeVisible();
  },
};

/** A cancelled subscription has no controls and no next delivery. */
export const Cancelled: Story = {
  render: () => (
    <ShopFrame
      path="/"
      routes={{
        'GET /product/subscriptions': {
          subscriptions: [{ ...food, status: 'cancelled', nextDate: null }],
        },
      }}
    >
      <SubscriptionsTab />
    </ShopFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Cancelled · Every 4 weeks/)).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** On a phone the controls go under the product, wrapping. */
export const OnAPhone: Story = {
  ...Active,
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = await canvas.findByRole('button', { name: 'Skip next delivery' });
    const heading = canvas.getByRole('heading', { name: food.name });
    await expect(button.getBoundingClientRect().top).toBeGreaterThan(
      heading.getBoundingClientRect().bottom,
    );
  },
};

export const Loading: Story = {
  render: () => (
    <ShopFrame path="/" routes={{ 'GET /product/subscriptions': 'pending' }}>
      <SubscriptionsTab />
    </ShopFrame>
  ),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Loading your subscriptions...'),
    ).toBeInTheDocument();
  },
};

export const NoSubscriptionsYet: Story = {
  render: () => (
    <ShopFrame path="/" routes={{ 'GET /product/subscriptions': { subscriptions: [] } }}>
      <SubscriptionsTab />
    </ShopFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No subscriptions yet')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse Products' })).toBeVisible();
  },
};

export const LoadFailure: Story = {
  render: () => (
    <ShopFrame
      path="/"
      routes={{ 'GET /product/subscriptions': { status: 500, body: { message: 'boom' } } }}
    >
      <SubscriptionsTab />
    </ShopFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Failed to load your subscriptions. Please try again.',
    );
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};
