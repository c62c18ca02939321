import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PageFrame } from '../../stories/PageFrame';
import { productFixtures } from '../../stories/fixtures';
import ProductPage from './ProductPage';

const kibble = productFixtures[0]!;
const routes = {
  'GET /product/getall-product': { products: productFixtures },
  [`GET /product/get-productById/${kibble._id}`]: { product: kibble },
};

const meta = {
  title: 'Pages/Product',
  component: ProductPage,
  parameters: { route: `/pet-product-page/${kibble._id}`, layout: 'fullscreen' },
} satisfies Meta<typeof ProductPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  render: () => (
    <PageFrame path="/pet-product-page/:id" routes={routes}>
      <ProductPage />
    </PageFrame>
  ),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: kibble.name });
    const total = canvas.getByTestId('product-total');
    await step('the total is price × quantity', async () => {
      await expect(total).toHaveTextContent('₹1,249.00');
      await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity' }));
      await expect(total).toHaveTextContent('₹2,498.00');
    });
    await step('up to 3 similar products of the same species, never this one', async () => {
      const similar = await canvas.findByRole('list', { name: 'Similar products' });
      const names = within(similar)
        .getAllByRole('heading')
        .map((h) => h.textContent);
      await expect(names).toHaveLength(3);
      await expect(names).not.toContain(kibble.name);
      await expect(names).not.toContain('Feather Teaser Wand');
    });
    await step('the Reviews tab says there are none yet', async () => {
      await userEvent.click(canvas.getByRole('tab', { name: 'Reviews' }));
      await expect(canvas.getByRole('tabpanel')).toHaveTextContent('No reviews yet');
    });
  },
};

export const NotFound: Story = {
  render: () => (
    <PageFrame
      path="/pet-product-page/:id"
      routes={{
        ...routes,
        [`GET /product/get-productById/${kibble._id}`]: {
          status: 404,
          body: { message: 'Product not found' },
        },
      }}
    >
      <ProductPage />
    </PageFrame>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Product not found',
    );
  },
};

export const IdMismatch: Story = {
  render: () => (
    <PageFrame
      path="/pet-product-page/:id"
      routes={{
        ...routes,
        [`GET /product/get-productById/${kibble._id}`]: { product: productFixtures[1] },
      }}
    >
      <ProductPage />
    </PageFrame>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Product not found',
    );
  },
};

export const Mobile: Story = {
  ...Loaded,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
