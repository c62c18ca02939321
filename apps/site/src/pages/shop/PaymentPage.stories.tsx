import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
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

export const Default: Story = {
  render: () => (
    <ShopFrame
      path="/auth/pet-payment"
      routes={routes}
      addressId="address-home"
      shippingType="Express"
    >
      <PaymentPage />
    </ShopFrame>
  ),
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

export const MissingOrderInformation: Story = {
  render: () => (
    <ShopFrame path="/auth/pet-payment" routes={routes}>
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
