import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { FixtureRequest } from '@repo/story-fixtures';
import { AdminFrame } from '../../stories/AdminFrame';
import { product } from '../../stories/fixtures';
import { ProductsPage } from './ProductsPage';

const meta = {
  title: 'Admin/Pages/Catalogue',
  component: ProductsPage,
  parameters: { layout: 'fullscreen', route: '/products' },
} satisfies Meta<typeof ProductsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const asked: string[] = [];

export const Default: Story = {
  render: () => (
    <AdminFrame
      path="/products"
      area="catalogue"
      staffRole="catalogue"
      routes={{
        'GET /admin/products': ({ url }: FixtureRequest) => {
          asked.push(url.search);
          return {
            products: [product, { ...product, _id: 'p2', name: 'Neem Tick Spray', stock: 0 }],
            pagination: { page: 1, limit: 25, total: 2, totalPages: 1 },
          };
        },
      }}
    >
      <ProductsPage />
    </AdminFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: product.name })).toBeVisible();
    await expect(canvas.getByRole('row', { name: /Neem Tick Spray/ })).toHaveTextContent(
      /out of stock/i,
    );
    await expect(
      canvas.getByRole('row', { name: new RegExp(product.name.slice(0, 20)) }),
    ).toHaveTextContent('4 (low)');
    await userEvent.selectOptions(canvas.getByLabelText('Stock'), 'low');
    await waitFor(() => expect(asked.at(-1)).toContain('stock=low'));
  },
};
