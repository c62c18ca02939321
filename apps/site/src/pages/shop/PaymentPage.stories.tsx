import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { FixtureRoutes } from '@repo/story-fixtures';
import { ShopFrame } from '../../stories/ShopFrame';
import {
  SHOP_USER_ID,
  addresses,
  bookings,
  cartLines,
  orderFixture,
  pharmacyLines,
} from '../../stories/shopFixtures';
import PaymentPage from './PaymentPage';

const routes: FixtureRoutes = {
  'GET /product/cart': { cart: cartLines },
  'GET /user/getAllVetCarts': { carts: pharmacyLines },
  [`GET /user/getAllDoctorsCart/${SHOP_USER_ID}`]: { bookings },
  'GET /user/address': { data: addresses },
  'POST /product/razorpay/order': { status: 400, body: { message: 'Your cart has changed.' } },
};

const meta = {
  title: 'Pages/Payment',
  component: PaymentPage,
  parameters: { route: '/auth/pet-payment', layout: 'padded' },
} satisfies Meta<typeof PaymentPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The payment page for Pune with Express shipping, answered by `answers`. */
const expressToPune = (answers: FixtureRoutes) => () => (
  <ShopFrame
    path="/auth/pet-payment"
    routes={answers}
    addressId="address-home"
    shippingType="Express"
  >
    <PaymentPage />
  </ShopFrame>
);

export const Default: Story = {
  render: expressToPune(routes),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const pay = await canvas.findByRole('button', { name: 'Pay with Razorpay' });
    await step('the card provider or cash on delivery; the total includes Express', async () => {
      await expect(canvas.getAllByRole('radio')).toHaveLength(2);
      await expect(canvas.getByRole('radio', { name: /Cash on Delivery/ })).toBeEnabled();
      await expect(canvas.getByTestId('order-total')).toHaveTextContent('₹2,546.00');
    });
    await step('the card provider is already selected', async () => {
      await expect(canvas.getByRole('radio', { name: /Razorpay/ })).toBeChecked();
    });
    await step('a refused order says so, as written', async () => {
      await userEvent.click(pay);
      await expect(
        await within(document.body).findByText('Failed to create Razorpay order'),
      ).toBeInTheDocument();
      await expect(pay).toBeEnabled();
    });
  },
};

/** Cash on delivery in Pune: 'Place order' orders the cart (POST /product/order), nothing to pay now. */
export const CashOnDelivery: Story = {
  render: () => (
    <ShopFrame
      path="/auth/pet-payment"
      routes={{
        ...routes,
        'POST /product/order': {
          status: 201,
          body: {
            message: 'Order placed',
            order: { ...orderFixture(1), paymentMethod: 'Cash on Delivery' },
          },
        },
      }}
      addressId="address-home"
    >
      <PaymentPage />
    </ShopFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: /Cash on Delivery/ }));
    const place = canvas.getByRole('button', { name: 'Place order: pay ₹2,496.00 on delivery' });
    await userEvent.click(place);
    await expect(
      await within(document.body).findByText('Order placed. Please pay when it arrives.'),
    ).toBeInTheDocument();
  },
};

/** Port Blair: no cash on delivery there; the option says why and cannot be chosen. */
export const NoCashOnDeliveryHere: Story = {
  render: () => (
    <ShopFrame
      path="/auth/pet-payment"
      routes={{
        ...routes,
        'GET /user/address': {
          data: [
            {
              ...addresses[0]!,
              _id: 'address-island',
              city: 'Port Blair',
              state: 'Andaman and Nicobar Islands',
              pincode: '744101',
            },
          ],
        },
      }}
      addressId="address-island"
    >
      <PaymentPage />
    </ShopFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cash = await canvas.findByRole('radio', { name: /Cash on Delivery/ });
    await expect(cash).toBeDisabled();
    await expect(cash).toHaveAccessibleDescription(
      'Cash on delivery is not available for this address or order total. Please pay online.',
    );
    await expect(canvas.getByRole('button', { name: 'Pay with Razorpay' })).toBeEnabled();
  },
};

/** No address at all (none chosen, none saved): nothing is paid, and the page says why. */
export const MissingOrderInformation: Story = {
  render: () => (
    <ShopFrame path="/auth/pet-payment" routes={{ ...routes, 'GET /user/address': { data: [] } }}>
      <PaymentPage />
    </ShopFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Pay with Razorpay' }));
    await expect(
      await within(document.body).findByText('Missing required order information'),
    ).toBeInTheDocument();
  },
};

/**
 * Opened directly or reloaded with no choice kept: the default address is the one delivered to,
 * and cash on delivery is judged for it (issue 58 item 3).
 */
export const OpenedDirectly: Story = {
  render: () => (
    <ShopFrame path="/auth/pet-payment" routes={routes} addressId={null}>
      <PaymentPage />
    </ShopFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Delivering to/)).toBeVisible();
    await expect(canvas.queryByText(/not available for this address/)).toBeNull();
  },
};

/** A cart with a subscription: cash on delivery is disabled, and says why before anything is placed. */
export const SubscriptionPaysOnline: Story = {
  render: () => (
    <ShopFrame
      path="/auth/pet-payment"
      routes={{
        ...routes,
        'GET /product/cart': { cart: [{ ...cartLines[0]!, subscribeWeeks: 4 }] },
      }}
      addressId="address-home"
    >
      <PaymentPage />
    </ShopFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cash = await canvas.findByRole('radio', { name: /Cash on Delivery/ });
    await expect(cash).toBeDisabled();
    await expect(cash).toHaveAccessibleDescription(
      'A subscription needs an online payment: its authorisation pays the next deliveries.',
    );
  },
};

/** Nothing in the cart: nothing to pay, not 'Pay ₹50.00' for shipping alone. */
export const EmptyCart: Story = {
  render: () => (
    <ShopFrame
      path="/auth/pet-payment"
      routes={{
        'GET /product/cart': { cart: [] },
        'GET /user/getAllVetCarts': { carts: [] },
        [`GET /user/getAllDoctorsCart/${SHOP_USER_ID}`]: { bookings: [] },
        'GET /user/address': { data: addresses },
      }}
      addressId="address-home"
    >
      <PaymentPage />
    </ShopFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Your cart is empty')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Pay/ })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Browse Products' })).toBeEnabled();
  },
};

/** What the coupon stories' payment order was asked for: only the code, and the quoted total. */
let paymentAsked: Record<string, unknown> | null = null;
const couponRoutes: FixtureRoutes = {
  ...routes,
  'POST /product/coupon': ({ body }: { body: { code: string; shippingType: string } }) =>
    body.code.toUpperCase() === 'WELCOME10'
      ? {
          code: 'WELCOME10',
          subtotal: 2446,
          discount: 244,
          shipping: 100,
          total: 2302,
          message: 'WELCOME10 applied: you save ₹244.',
        }
      : {
          status: 400,
          body: {
            message: `${body.code.toUpperCase()} is not a valid coupon code. Please check it and try again.`,
          },
        },
  'POST /product/razorpay/order': ({ body }: { body: Record<string, unknown> }) => {
    paymentAsked = body;
    return { status: 400, body: { message: 'Your cart has changed.' } };
  },
};

/** Issue 38: a refused code says why and stays typed; an accepted one lowers the total. */
export const WithCoupon: Story = {
  render: expressToPune(couponRoutes),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: 'Pay with Razorpay' });
    const input = canvas.getByRole('textbox', { name: 'Coupon code' });
    await step('an unknown code is refused with the server’s reason; the code stays', async () => {
      await userEvent.type(input, 'NOPE{Enter}');
      await waitFor(() =>
        expect(input).toHaveAccessibleDescription(
          'NOPE is not a valid coupon code. Please check it and try again.',
        ),
      );
      await expect(input).toHaveValue('NOPE');
      await expect(canvas.getByTestId('order-total')).toHaveTextContent('₹2,546.00');
    });
    await step('a good code shows the saving and lowers the total', async () => {
      await userEvent.clear(input);
      await userEvent.type(input, 'welcome10');
      await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
      await expect(
        await canvas.findByText('WELCOME10 applied: you save ₹244.00.', { selector: 'p' }),
      ).toBeVisible();
      await expect(canvas.getByTestId('order-discount')).toHaveTextContent('−₹244.00');
      await expect(canvas.getByTestId('order-total')).toHaveTextContent('₹2,302.00');
    });
    await step('paying sends the code and the quoted total, never a discount', async () => {
      paymentAsked = null;
      await userEvent.click(canvas.getByRole('button', { name: 'Pay with Razorpay' }));
      await waitFor(() => expect(paymentAsked).not.toBeNull());
      await expect(paymentAsked).toMatchObject({ couponCode: 'WELCOME10', amount: 230200 });
      await expect(paymentAsked).not.toHaveProperty('discount');
    });
    await step('Remove goes back to the full total', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Remove coupon' }));
      await expect(canvas.getByTestId('order-total')).toHaveTextContent('₹2,546.00');
      await expect(canvas.getByRole('textbox', { name: 'Coupon code' })).toHaveValue('welcome10');
    });
  },
};

/** On a phone the coupon field sits in the summary, above the pay button. */
export const WithCouponOnPhone: Story = {
  ...WithCoupon,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: 'Coupon code' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Apply' })).toBeVisible();
  },
};

/** The coupons this buyer may use (issue 55 item 6): one too big for this order, one to apply. */
const offerRoutes: FixtureRoutes = {
  ...couponRoutes,
  'GET /offers': { coupons: [], freeDeliveryFrom: 1500 },
  'GET /coupons/available': {
    coupons: [
      {
        code: 'WELCOME10',
        kind: 'percent',
        value: 10,
        maxDiscount: 500,
        minOrder: 0,
        endsAt: '2026-12-31T18:29:00.000Z',
        firstOrderOnly: true,
      },
      {
        code: 'BIG500',
        kind: 'flat',
        value: 500,
        maxDiscount: null,
        minOrder: 5000,
        endsAt: null,
        firstOrderOnly: false,
      },
    ],
  },
};

/** "Coupons you can use", applied with one click; Economy delivery free from the threshold. */
export const CouponsYouCanUse: Story = {
  render: () => (
    <ShopFrame
      path="/auth/pet-payment"
      routes={offerRoutes}
      addressId="address-home"
      shippingType="Economy"
    >
      <PaymentPage />
    </ShopFrame>
  ),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('region', { name: 'Coupons you can use' });
    await step('each coupon says what it takes off and what it needs', async () => {
      await expect(list).toHaveTextContent('WELCOME10 10% off, up to ₹500');
      await expect(list).toHaveTextContent('Valid until 31 Dec 2026');
      await expect(list).toHaveTextContent('First order only');
      await expect(list).toHaveTextContent('BIG500 ₹500 off');
      await expect(list).toHaveTextContent(/Add ₹\S+ more to use it/);
      await expect(within(list).getByRole('button', { name: 'Apply BIG500' })).toBeDisabled();
    });
    await step('the order reaches the free-delivery threshold: Economy costs nothing', async () => {
      await expect(canvas.getByText('Your order gets free Economy delivery.')).toBeVisible();
      await expect(canvas.getByTestId('order-total')).toHaveTextContent('₹2,446.00');
    });
    await step('one click applies a coupon', async () => {
      await userEvent.click(within(list).getByRole('button', { name: 'Apply WELCOME10' }));
      await expect(
        await canvas.findByText('WELCOME10 applied: you save ₹244.00.', { selector: 'p' }),
      ).toBeVisible();
      await expect(within(list).getByRole('button', { name: 'Applied WELCOME10' })).toBeDisabled();
    });
  },
};

/** On a phone the coupons sit above the coupon field, with nothing scrolling sideways. */
export const CouponsYouCanUseOnPhone: Story = {
  ...CouponsYouCanUse,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('region', { name: 'Coupons you can use' });
    await expect(within(list).getByRole('button', { name: 'Apply WELCOME10' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
