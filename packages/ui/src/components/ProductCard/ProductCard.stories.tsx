import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ProductGrid } from '../ProductGrid';
import { ProductCard, type ProductCardProps } from './ProductCard';

const art = (fill: string) =>
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400"><rect width="400" height="400" fill="#fff1e6"/><circle cx="200" cy="200" r="90" fill="${fill}"/></svg>`,
  );

/** One card at the width it has in a grid. */
const narrow = (Story: () => React.JSX.Element) => (
  <div style={{ maxWidth: 280 }}>
    <Story />
  </div>
);

const meta = {
  title: 'UI/ProductCard',
  component: ProductCard,
  args: {
    name: 'Chicken & Rice Adult Dog Kibble, 3 kg',
    imageUrl: art('#a33d06'),
    price: 1249,
    averageRating: 4.5,
    href: '#/pet-product-page/1',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 960 }}>
        <Story />
      </div>
    ),
  ],
  tags: ['autodocs'],
} satisfies Meta<typeof ProductCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  decorators: [narrow],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: 'Chicken & Rice Adult Dog Kibble, 3 kg' }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Chicken & Rice Adult Dog Kibble, 3 kg' }),
    ).toHaveAttribute('href', '#/pet-product-page/1');
    await expect(canvas.getByText('₹1,249.00')).toBeVisible();
    await expect(canvas.getByText('Rated 4.5 out of 5')).toBeInTheDocument();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const WithRatingCount: Story = {
  decorators: [narrow],
  args: { averageRating: 4.6, ratingCount: 128 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('(128)')).toBeVisible();
    await expect(canvas.getByText('Rated 4.6 out of 5 from 128 ratings')).toBeInTheDocument();
  },
};

export const WithMrpAndPricePerKg: Story = {
  decorators: [narrow],
  args: {
    price: 1249,
    saving: { mrp: 1499, percentOff: 16, unitPrice: { price: 416, unit: 'kg' } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('₹1,249.00')).toBeVisible();
    await expect(canvas.getByText('₹1,499.00').tagName).toBe('S');
    await expect(canvas.getByText('16% off')).toBeVisible();
    await expect(canvas.getByText('₹416/kg')).toBeVisible();
  },
};

export const Unrated: Story = {
  decorators: [narrow],
  args: { averageRating: null, price: 549.5 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('N/A')).toBeVisible();
    await expect(canvas.getByText('₹549.50')).toBeVisible();
  },
};

export const BrokenImage: Story = {
  decorators: [narrow],
  args: { imageUrl: '/broken.png' },
  play: async ({ canvasElement }) => {
    const img = canvasElement.querySelector('img');
    await waitFor(() => expect(img).toHaveAttribute('data-state', 'fallback'));
  },
};

function WithHeart(props: ProductCardProps & { onToggle: () => void }) {
  const [active, setActive] = useState(false);
  return (
    <ProductCard
      {...props}
      wishlist={{
        active,
        onToggle: () => {
          setActive((a) => !a);
          props.onToggle();
        },
      }}
    />
  );
}

export const WithWishlist: StoryObj<ProductCardProps & { onToggle: () => void }> = {
  decorators: [narrow],
  args: { onToggle: fn() },
  render: (args) => <WithHeart {...args} />,
  play: async ({ canvasElement, args }) => {
    const heart = within(canvasElement).getByRole('button', {
      name: 'Wishlist Chicken & Rice Adult Dog Kibble, 3 kg',
    });
    await userEvent.click(heart);
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onToggle).toHaveBeenCalledOnce();
  },
};

export const WithAction: Story = {
  decorators: [narrow],
  args: {
    actions: (
      <Button fullWidth size="sm">
        Add to Cart
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Add to Cart' })).toBeVisible();
  },
};

export const Grid: Story = {
  render: (args) => (
    <ProductGrid>
      {['#a33d06', '#075e55', '#6d28d9', '#b45309', '#1d4ed8', '#1f7a3a'].map((fill, i) => (
        <li key={fill}>
          <ProductCard
            {...args}
            name={`${args.name} ${i + 1}`}
            imageUrl={art(fill)}
            averageRating={i % 3 === 0 ? null : 4}
          />
        </li>
      ))}
    </ProductGrid>
  ),
};

export const MobileGrid: Story = {
  ...Grid,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** Under the stock threshold the card says how many are left. */
export const OnlyAFewLeft: Story = {
  decorators: [narrow],
  args: { stockNote: 'Only 3 left' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Only 3 left')).toBeVisible();
  },
};

/** Sold out: said in words on the card; the heart still works (a shopper can wait for it). */
export const OutOfStock: Story = {
  decorators: [narrow],
  args: { stockNote: 'Out of stock', inStock: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Out of stock')).toBeVisible();
    await expect(canvasElement.querySelector('[data-ui="ProductCard"]')).toHaveAttribute(
      'data-state',
      'out-of-stock',
    );
  },
};

/** A product whose sizes differ in price: 'from' its lowest, and how many sizes. */
export const FromPrice: Story = {
  decorators: [narrow],
  args: {
    name: 'Pawfect Chicken & Rice Adult Dry Dog Food',
    price: 429,
    fromPrice: 429,
    sizeCount: 3,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const price = canvas.getByText('₹429.00');
    await expect(price.parentElement).toHaveTextContent('from ₹429.00');
    await expect(canvas.getByText('3 sizes')).toBeVisible();
  },
};

/** Sizes at one price: the price as it is, no 'from'. */
export const SizesAtOnePrice: Story = {
  decorators: [narrow],
  args: { name: 'Whiskerly Feather Teaser Wand Cat Toy', price: 199, sizeCount: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('₹199.00')).toBeVisible();
    await expect(canvas.queryByText(/from/)).toBeNull();
    await expect(canvas.getByText('3 sizes')).toBeVisible();
  },
};
