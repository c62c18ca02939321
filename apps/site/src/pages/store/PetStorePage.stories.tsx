import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PageFrame } from '../../stories/PageFrame';
import { productFixtures } from '../../stories/fixtures';
import PetStorePage from './PetStorePage';

const LIST = 'GET /product/getall-product';

const meta = {
  title: 'Pages/Pet Store',
  component: PetStorePage,
  parameters: { route: '/pet-store', layout: 'fullscreen' },
} satisfies Meta<typeof PetStorePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  render: () => (
    <PageFrame path="/pet-store" routes={{ [LIST]: { products: productFixtures } }}>
      <PetStorePage />
    </PageFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Products' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(productFixtures.length);
    await expect(canvas.getByText('₹1,249.00')).toBeVisible();
    await expect(canvas.getByText('N/A')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Cotton Rope Tug Toy' })).toHaveAttribute(
      'href',
      `/pet-product-page/${productFixtures[2]!._id}`,
    );
  },
};

export const Loading: Story = {
  render: () => (
    <PageFrame path="/pet-store" routes={{ [LIST]: 'pending' }}>
      <PetStorePage />
    </PageFrame>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Loading products...',
    );
  },
};

export const Empty: Story = {
  render: () => (
    <PageFrame path="/pet-store" routes={{ [LIST]: { products: [] } }}>
      <PetStorePage />
    </PageFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No products found')).toBeVisible();
    await expect(canvas.getByText('Check back later for new pet products!')).toBeVisible();
  },
};

let attempts = 0;
export const ErrorThenRetry: Story = {
  beforeEach: () => {
    attempts = 0;
  },
  render: () => (
    <PageFrame
      path="/pet-store"
      routes={{
        [LIST]: () =>
          ++attempts === 1
            ? { status: 500, body: { message: 'boom' } }
            : { products: productFixtures },
      }}
    >
      <PetStorePage />
    </PageFrame>
  ),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('a failed load says so and offers Retry', async () => {
      await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to fetch products');
    });
    await step('Retry loads the products', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
      await expect(await canvas.findByRole('list', { name: 'Products' })).toBeVisible();
    });
  },
};

export const Mobile: Story = {
  ...Loaded,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
