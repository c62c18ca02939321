import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Route, Routes } from 'react-router-dom';
import { productFixtures } from '../../stories/fixtures';
import StateProductPage from './StateProductPage';

const page = (
  <Routes>
    <Route path="/pet-store-product" element={<StateProductPage />} />
  </Routes>
);

const meta = {
  title: 'Pages/Store Product (from navigation state)',
  component: StateProductPage,
  render: () => page,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StateProductPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithProduct: Story = {
  parameters: { route: { pathname: '/pet-store-product', state: { product: productFixtures[0] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: productFixtures[0]!.name }),
    ).toBeVisible();
    await expect(canvas.getByText('Reviews')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity' }));
    await expect(canvas.getByTestId('state-product-total')).toHaveTextContent('₹2,498.00');
  },
};

export const WithoutDescription: Story = {
  parameters: {
    route: {
      pathname: '/pet-store-product',
      state: { product: { ...productFixtures[1], description: '' } },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No description available')).toBeVisible();
  },
};

export const NoProductPassed: Story = {
  parameters: { route: '/pet-store-product' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No product data available')).toBeVisible();
  },
};
