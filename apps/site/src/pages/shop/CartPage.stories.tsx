import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { FixtureRequest, FixtureRoutes } from '@repo/story-fixtures';
import { createStore } from 'jotai';
import { tokenAtom } from '@petverse/api';
import { ShopFrame, fixtureToken } from '../../stories/ShopFrame';
import { deliverByFor, formatDeliveryDate } from '@petverse/api/contract';
import {
  SHOP_USER_ID,
  addresses,
  bookings,
  cartLines,
  pharmacyLines,
} from '../../stories/shopFixtures';
import CartPage from './CartPage';

const kibble = cartLines[0]!;
const raviLine = { ...cartLines[1]!, name: 'Ravi’s Rope Toy', quantity: 1 };
/** The session the AnotherAccountMeanwhile story renders with, for its play function. */
const anotherAccount: {
  current?: { store: ReturnType<typeof createStore>; answerFirst: () => void };
} = {};
const bookingsKey = `GET /user/getAllDoctorsCart/${SHOP_USER_ID}`;
const filled: FixtureRoutes = {
  'GET /product/cart': { cart: cartLines },
  'GET /user/getAllVetCarts': { carts: pharmacyLines },
  [bookingsKey]: { bookings },
  'GET /user/address': { data: addresses },
  [`PUT /product/cart/${kibble.productId}`]: ({ body }: FixtureRequest) => ({
    cart: cartLines.map((l) =>
      l.productId === kibble.productId
        ? { ...l, quantity: (body as { quantity: number }).quantity }
        : l,
    ),
    message: 'Cart updated',
  }),
};
const empty: FixtureRoutes = {
  'GET /product/cart': { cart: [] },
  'GET /user/getAllVetCarts': { carts: [] },
  [bookingsKey]: { bookings: [] },
};

const meta = {
  title: 'Pages/Cart',
  component: CartPage,
  parameters: { route: '/pet-cart', layout: 'padded' },
} satisfies Meta<typeof CartPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const frame =
  (routes: FixtureRoutes, signedIn = true) =>
  () => (
    <ShopFrame path="/pet-cart" routes={routes} signedIn={signedIn}>
      <CartPage />
    </ShopFrame>
  );
const proceed = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: 'Proceed to Checkout' });

export const MixedLines: Story = {
  render: frame(filled),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Cart items' });
    await step('product, pharmacy and consultation lines', async () => {
      await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
      await expect(within(list).getByRole('heading', { name: 'Pharmacy Order' })).toBeVisible();
      await expect(
        within(list).getByRole('heading', { name: 'Consultation with Dr. Ananya Iyer' }),
      ).toBeVisible();
    });
    await step('the dates to the default address, as checkout will promise them', async () => {
      const home = addresses.find((a) => a.isDefault)!;
      const economy = formatDeliveryDate(deliverByFor(home.pincode, 'Economy', new Date())!);
      await expect(await canvas.findByTestId('cart-delivery')).toHaveTextContent(
        `Delivering to ${home.city} ${home.pincode}: Economy by ${economy}`,
      );
    });
    await step('the Total Price bar sums every line', async () => {
      await expect(canvas.getByTestId('cart-total')).toHaveTextContent('₹2,446.00');
      await expect(proceed(canvasElement)).toBeEnabled();
    });
    await step('a quantity change shows at once and is confirmed', async () => {
      await userEvent.click(
        canvas.getByRole('button', { name: `Increase quantity of ${kibble.name}` }),
      );
      await expect(canvas.getByTestId('cart-total')).toHaveTextContent('₹3,695.00');
      await expect(await within(document.body).findByText('Quantity updated!')).toBeInTheDocument();
    });
  },
};

/**
 * A subscribed line (subscribe and save) says how often it comes and may become a one-time
 * purchase — and a subscription again: the choice stays on the line.
 */
const subscribed = { ...kibble, price: 1186, subscribeWeeks: 4, subscribable: true as const };
export const SubscribedLine: Story = {
  render: frame({
    ...filled,
    'GET /product/cart': { cart: [subscribed] },
    'GET /user/getAllVetCarts': { carts: [] },
    [bookingsKey]: { bookings: [] },
    [`PUT /product/cart/${kibble.productId}/subscription`]: ({ body }: FixtureRequest) => ({
      cart: [
        (body as { subscribeWeeks: number }).subscribeWeeks === 0
          ? { ...kibble, subscribable: true }
          : { ...subscribed, subscribeWeeks: (body as { subscribeWeeks: number }).subscribeWeeks },
      ],
      message: 'One-time purchase',
    }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const delivery = await canvas.findByRole('combobox', { name: `Delivery of ${kibble.name}` });
    await expect(delivery).toHaveValue('4');
    await expect(canvas.getByTestId('cart-total')).toHaveTextContent('₹1,186.00');
    await userEvent.selectOptions(delivery, '0');
    await waitFor(() => expect(delivery).toHaveValue('0'));
    await expect(canvas.getByTestId('cart-total')).toHaveTextContent(
      `₹${kibble.price.toLocaleString('en-IN')}.00`,
    );
    // Changed back: the line is a subscription again.
    await waitFor(() => expect(delivery).toBeEnabled());
    await userEvent.selectOptions(delivery, '6');
    await waitFor(() => expect(delivery).toHaveValue('6'));
    await expect(canvas.getByTestId('cart-total')).toHaveTextContent('₹1,186.00');
  },
};

export const Empty: Story = {
  render: frame(empty),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No items in product cart')).toBeVisible();
    await expect(proceed(canvasElement)).toBeDisabled();
  },
};

export const Loading: Story = {
  render: frame({
    'GET /product/cart': 'pending',
    'GET /user/getAllVetCarts': 'pending',
    [bookingsKey]: 'pending',
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading cart...')).toBeVisible();
    await expect(proceed(canvasElement)).toBeDisabled();
  },
};

export const LinePending: Story = {
  render: frame({ ...filled, [`PUT /product/cart/${kibble.productId}`]: 'pending' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Cart items' });
    await userEvent.click(
      canvas.getByRole('button', { name: `Increase quantity of ${kibble.name}` }),
    );
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: `Remove ${kibble.name}` })).toBeDisabled(),
    );
    await expect(canvas.getByRole('button', { name: 'Remove Pharmacy Order' })).toBeEnabled();
    await expect(proceed(canvasElement)).toBeDisabled();
  },
};

export const LoadFailure: Story = {
  render: frame({
    ...filled,
    'GET /user/getAllVetCarts': { status: 500, body: { message: 'Database unavailable' } },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const retry = await canvas.findByRole('button', { name: 'Retry' });
    await expect(retry.closest('[role="alert"]')).toHaveTextContent(
      'Unable to load some cart items. Please try again.',
    );
    await expect(await canvas.findByRole('heading', { name: kibble.name })).toBeVisible();
    // Checkout waits for the whole cart: the total leaves out what did not load.
    await expect(proceed(canvasElement)).toBeDisabled();
  },
};

export const SignedOut: Story = {
  render: frame(empty, false),
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Login' });
    await expect(dialog).toBeVisible();
  },
};

export const Mobile: Story = {
  ...MixedLines,
  play: undefined,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/**
 * Another pet parent signs in (another tab, a shared phone) while the first one's cart is still
 * on its way: the late answer is kept under the first account's key and never shows; the page
 * shows the new account's cart. (No session check runs in this frame, so nothing but the keys'
 * owner keeps the two apart.)
 */
export const AnotherAccountMeanwhile: Story = {
  render: function Render() {
    const [session] = useState(() => {
      let answerFirst: (lines: unknown) => void = () => {};
      const first = new Promise((resolve) => (answerFirst = resolve));
      let calls = 0;
      return {
        store: createStore(),
        answerFirst: () => answerFirst({ cart: cartLines }),
        routes: {
          ...empty,
          // The first call is the first account's, answered when the story says; then Ravi's.
          'GET /product/cart': () => (++calls === 1 ? first : { cart: [raviLine] }),
        } satisfies FixtureRoutes,
      };
    });
    anotherAccount.current = session;
    return (
      <ShopFrame path="/pet-cart" routes={session.routes} store={session.store}>
        <CartPage />
      </ShopFrame>
    );
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const session = anotherAccount.current!;
    await expect(await canvas.findByText('Loading cart...')).toBeVisible();
    await step('Ravi signs in while the first cart loads', async () => {
      session.store.set(tokenAtom, fixtureToken('ravi-0001'));
      await expect(await canvas.findByText(raviLine.name)).toBeVisible();
    });
    await step('the first account’s cart answers late and is not shown', async () => {
      session.answerFirst();
      await new Promise((resolve) => setTimeout(resolve, 0));
      await waitFor(() => expect(canvas.getByText(raviLine.name)).toBeVisible());
      await expect(canvas.queryByText(kibble.name)).toBeNull();
    });
  },
};

/**
 * A line wants more than is left, on the Hindi site: the stock message (a text with values) is
 * in Hindi, the product's name kept as it is (issue 35).
 */
export const ShortLineInHindi: Story = {
  parameters: { locale: 'hi' },
  render: frame({
    ...filled,
    'GET /product/cart': { cart: [{ ...kibble, quantity: 3, stock: 2 }] },
  }),
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement).toHaveTextContent(
        `${kibble.name} के सिर्फ़ 2 बचे हैं। आगे बढ़ने के लिए कृपया मात्रा कम करें।`,
      ),
    );
    await expect(canvasElement).not.toHaveTextContent('Please lower the quantity');
  },
};

/**
 * The owner's free-delivery threshold (issue 55 item 6): the cart says how much more makes
 * delivery free (what ships counts; a consultation does not), on a phone without sideways scroll.
 */
export const FreeDeliveryThreshold: Story = {
  render: frame({ ...filled, 'GET /offers': { coupons: [], freeDeliveryFrom: 2500 } }),
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const note = await canvas.findByText(/^Add ₹[\d,]+ more for free delivery$/);
    await expect(note).toBeVisible();
    await expect(note).toHaveAttribute('role', 'status');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
