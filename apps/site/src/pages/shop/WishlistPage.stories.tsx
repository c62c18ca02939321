import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { FixtureRoutes } from '@repo/story-fixtures';
import { ShopFrame } from '../../stories/ShopFrame';
import { cartLines, wishlist } from '../../stories/shopFixtures';
import WishlistPage from './WishlistPage';

const [puppy, rope] = wishlist.map((e) => e.productId);
const routes: FixtureRoutes = {
  'GET /product/wishlist': { wishlist },
  [`DELETE /product/wishlist/${puppy!._id}`]: { wishlist: wishlist.slice(1) },
  'POST /product/cart': { cart: cartLines, message: 'Added to cart' },
  [`DELETE /product/wishlist/${rope!._id}`]: { status: 500, body: {} },
};

const meta = {
  title: 'Pages/Wishlist',
  component: WishlistPage,
  parameters: { route: '/auth/wishlist', layout: 'padded' },
} satisfies Meta<typeof WishlistPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => (
    <ShopFrame path="/auth/wishlist" routes={routes}>
      <WishlistPage />
    </ShopFrame>
  ),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Wishlist items' });
    await step('Move to Cart takes the item out of the wishlist', async () => {
      const [move] = within(list).getAllByRole('button', { name: 'Move to Cart' });
      await userEvent.click(move!);
      await expect(
        await within(document.body).findByText('Item moved to cart!'),
      ).toBeInTheDocument();
      await expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    });
  },
};

export const Empty: Story = {
  render: () => (
    <ShopFrame path="/auth/wishlist" routes={{ 'GET /product/wishlist': { wishlist: [] } }}>
      <WishlistPage />
    </ShopFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No products in your wishlist')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse Products' })).toHaveAttribute(
      'href',
      '/pet-store',
    );
  },
};

export const LoadFailure: Story = {
  render: () => (
    <ShopFrame
      path="/auth/wishlist"
      routes={{ 'GET /product/wishlist': { status: 500, body: {} } }}
    >
      <WishlistPage />
    </ShopFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Failed to load wishlist. Please try again.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};
