import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProductCard } from '../ProductCard';
import { ProductGrid } from './ProductGrid';

const names = [
  'Cotton Rope Tug Toy',
  'Squeaky Rubber Bone',
  'Treat Puzzle Feeder',
  'Feather Teaser Wand',
  'Crinkle Play Tunnel',
];

const meta = {
  title: 'UI/ProductGrid',
  component: ProductGrid,
  args: {
    'aria-label': 'Products',
    children: names.map((name, i) => (
      <li key={name}>
        <ProductCard
          name={name}
          price={199 + i * 100}
          averageRating={i % 2 ? null : 4.2}
          href={`#/p/${i}`}
          headingLevel={2}
        />
      </li>
    )),
  },
  tags: ['autodocs'],
} satisfies Meta<typeof ProductGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Products' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(names.length);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
