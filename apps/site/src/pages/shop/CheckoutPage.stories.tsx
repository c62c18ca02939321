import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { deliverByFor, deliveredOn, english } from '@petverse/api/contract';
import type { FixtureRoutes } from '@repo/story-fixtures';
import { ShopFrame } from '../../stories/ShopFrame';
import {
  SHOP_USER_ID,
  addresses,
  bookings,
  cartLines,
  pharmacyLines,
} from '../../stories/shopFixtures';
import CheckoutPage from './CheckoutPage';

const routes: FixtureRoutes = {
  'GET /product/cart': { cart: cartLines },
  'GET /user/getAllVetCarts': { carts: pharmacyLines },
  [`GET /user/getAllDoctorsCart/${SHOP_USER_ID}`]: { bookings },
  'GET /user/address': { data: addresses },
};

const arrives = (type: 'Economy' | 'Express') =>
  english(deliveredOn(deliverByFor('411001', type, new Date())!));

const meta = {
  title: 'Pages/Checkout',
  component: CheckoutPage,
  parameters: { route: '/auth/pet-checkout', layout: 'padded' },
} satisfies Meta<typeof CheckoutPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => (
    <ShopFrame path="/auth/pet-checkout" routes={routes}>
      <CheckoutPage />
    </ShopFrame>
  ),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Checkout' });
    await step('the default address is selected', async () => {
      // The addresses arrive by the first API call (axios loads on it): wait for them.
      await expect(await canvas.findByText('12 MG Road', { exact: false })).toBeVisible();
    });
    await step('Economy by default; Express adds 100 to the total', async () => {
      await expect(canvas.getByRole('radio', { name: /Economy/ })).toBeChecked();
      await expect(
        // The dates to the chosen address's pincode (411001, Pune).
        canvas.getByRole('radio', { name: new RegExp(`Economy.*${arrives('Economy')}`) }),
      ).toBeInTheDocument();
      await expect(
        canvas.getByRole('radio', { name: new RegExp(`Express.*${arrives('Express')}`) }),
      ).toBeInTheDocument();
      await expect(canvas.getByTestId('order-total')).toHaveTextContent('₹2,496.00');
      await userEvent.click(canvas.getByRole('radio', { name: /Express/ }));
      await expect(canvas.getByTestId('order-total')).toHaveTextContent('₹2,546.00');
      await expect(
        await within(document.body).findByText('Shipping changed to Express'),
      ).toBeInTheDocument();
    });
    await step('the picker changes the address', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Change' }));
      const dialog = await within(document.body).findByRole('dialog', {
        name: 'Select Shipping Address',
      });
      await userEvent.click(within(dialog).getByRole('button', { name: /^Deliver Here: Work/ }));
      await expect(
        await within(document.body).findByText('Address selected successfully'),
      ).toBeInTheDocument();
      await expect(canvas.getByText('4th Floor, 88 Baner Road', { exact: false })).toBeVisible();
    });
  },
};

/** A subscribed line is named as such, and the summary says how later deliveries are paid. */
export const WithASubscription: Story = {
  render: () => (
    <ShopFrame
      path="/auth/pet-checkout"
      routes={{
        ...routes,
        'GET /product/cart': { cart: [{ ...cartLines[0]!, price: 1186, subscribeWeeks: 4 }] },
        'GET /user/getAllVetCarts': { carts: [] },
        [`GET /user/getAllDoctorsCart/${SHOP_USER_ID}`]: { bookings: [] },
      }}
    >
      <CheckoutPage />
    </ShopFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = await canvas.findByRole('list', { name: 'Items' });
    await expect(items).toHaveTextContent(
      `${cartLines[0]!.name} × ${cartLines[0]!.quantity} · Subscribe & save, every 4 weeks`,
    );
    await expect(canvas.getByText(/Subscriptions are paid online/)).toBeVisible();
  },
};

/** Consultations alone: a service ships nothing, so no shipping choice and no shipping charge. */
export const ConsultationsOnly: Story = {
  render: () => (
    <ShopFrame
      path="/auth/pet-checkout"
      routes={{
        ...routes,
        'GET /product/cart': { cart: [] },
        'GET /user/getAllVetCarts': { carts: [] },
      }}
    >
      <CheckoutPage />
    </ShopFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(/A consultation is a service: nothing is shipped/),
    ).toBeVisible();
    await expect(canvas.queryByRole('radiogroup', { name: 'Shipping Type' })).toBeNull();
    const price = bookings.reduce((sum, b) => sum + b.price, 0);
    await expect(canvas.getByTestId('order-total')).toHaveTextContent(
      `₹${price.toLocaleString('en-IN')}.00`,
    );
  },
};

export const NoAddress: Story = {
  render: () => (
    <ShopFrame path="/auth/pet-checkout" routes={{ ...routes, 'GET /user/address': { data: [] } }}>
      <CheckoutPage />
    </ShopFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Continue to Payment' }));
    await expect(
      await within(document.body).findByText('Please select a shipping address'),
    ).toBeInTheDocument();
    const dialog = await within(document.body).findByRole('dialog', {
      name: 'Select Shipping Address',
    });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Add Address' })).toBeVisible(),
    );
  },
};

/** An address no courier serves (Lakshadweep): said beside it, and the checkout stops there. */
export const AddressNotServed: Story = {
  render: () => (
    <ShopFrame
      path="/auth/pet-checkout"
      routes={{
        ...routes,
        'GET /user/address': {
          data: [
            {
              ...addresses[0]!,
              isDefault: true,
              city: 'Kavaratti',
              state: 'Lakshadweep',
              pincode: '682555',
            },
          ],
        },
      }}
    >
      <CheckoutPage />
    </ShopFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const problem = await canvas.findByRole('alert');
    await expect(problem).toHaveTextContent(
      'Sorry, we do not deliver to 682555 yet. Please choose another address.',
    );
    // No shipping type promises a date to an address nothing is delivered to.
    await expect(canvasElement).not.toHaveTextContent('Delivered by');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to Payment' }));
    // The picker opens to choose another address.
    await expect(await within(document.body).findByRole('dialog')).toBeVisible();
  },
};

/** The same on the Hindi site: the refusal (a text with values) in Hindi, and no delivery date. */
export const AddressNotServedInHindi: Story = {
  parameters: { locale: 'hi' },
  render: AddressNotServed.render,
  play: async ({ canvasElement }) => {
    const problem = await within(canvasElement).findByRole('alert');
    await expect(problem).toHaveTextContent(
      'माफ़ कीजिए, हम अभी 682555 पर डिलीवरी नहीं करते। कृपया कोई दूसरा पता चुनें।',
    );
    await expect(canvasElement).not.toHaveTextContent('तक डिलीवरी');
    await expect(canvasElement).not.toHaveTextContent('Delivered by');
  },
};

export const Mobile: Story = {
  ...Default,
  play: undefined,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
