import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { BoughtBefore } from '@petverse/api/contract';
import { ShopFrame } from '../../stories/ShopFrame';
import BuyAgainTab from './BuyAgainTab';

const bought: BoughtBefore[] = [
  {
    productId: '00000000-0000-4000-8000-0000000000c1',
    name: 'Drools Adult Chicken & Egg, 3 kg',
    price: 749,
    imageUrl: '/api/media/art/dog-food.svg',
    stock: 40,
    lastQuantity: 2,
    lastOrderedAt: '2026-11-12T06:30:00.000Z',
  },
  {
    productId: '00000000-0000-4000-8000-0000000000c2',
    name: 'Clumping Cat Litter, 10 kg',
    price: 899,
    imageUrl: '/api/media/art/cat-litter.svg',
    stock: 0,
    lastQuantity: 1,
    lastOrderedAt: '2026-10-28T06:30:00.000Z',
  },
];

const meta = {
  title: 'Pages/Account tabs/Buy again',
  component: BuyAgainTab,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof BuyAgainTab>;
export default meta;
type Story = StoryObj<typeof meta>;

/** What was bought before, the last first; one tap puts last time's quantity in the cart. */
export const BoughtBeforeList: Story = {
  render: () => {
    const added: unknown[] = [];
    return (
      <div data-added="">
        <ShopFrame
          path="/"
          routes={{
            'GET /product/buy-again': { products: bought },
            'POST /product/cart': ({ body }: { body: unknown }) => {
              added.push(body);
              document
                .querySelector('[data-added]')!
                .setAttribute('data-added', JSON.stringify(added));
              return { message: 'Added to cart', cart: [] };
            },
          }}
        >
          <BuyAgainTab />
        </ShopFrame>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Bought before' });
    const [food, litter] = within(list).getAllByRole('listitem');
    await expect(food).toHaveTextContent('Last ordered 12 Nov 2026: 2');
    // Sold out: it says so and cannot be added.
    await expect(within(litter!).getByRole('button', { name: 'Out of stock' })).toBeDisabled();
    await userEvent.click(within(food!).getByRole('button', { name: 'Add 2 to Cart' }));
    await waitFor(() =>
      expect(
        JSON.parse(canvasElement.querySelector('[data-added]')!.getAttribute('data-added')!),
      ).toEqual([{ productId: bought[0]!.productId, quantity: 2 }]),
    );
  },
};

/** On a phone the button goes under the product. */
export const BoughtBeforeOnAPhone: Story = {
  ...BoughtBeforeList,
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = await canvas.findByRole('button', { name: 'Add 2 to Cart' });
    const heading = canvas.getByRole('heading', { name: bought[0]!.name });
    await expect(button.getBoundingClientRect().top).toBeGreaterThan(
      heading.getBoundingClientRect().bottom,
    );
  },
};

export const NothingBoughtYet: Story = {
  render: () => (
    <ShopFrame path="/" routes={{ 'GET /product/buy-again': { products: [] } }}>
      <BuyAgainTab />
    </ShopFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nothing to buy again yet')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse Products' })).toBeVisible();
  },
};

export const LoadFailure: Story = {
  render: () => (
    <ShopFrame
      path="/"
      routes={{ 'GET /product/buy-again': { status: 500, body: { message: 'boom' } } }}
    >
      <BuyAgainTab />
    </ShopFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Failed to load what you bought before. Please try again.',
    );
  },
};
