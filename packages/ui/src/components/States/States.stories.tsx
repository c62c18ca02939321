import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { EmptyState, ErrorState, LoadingState } from './States';

const meta = {
  title: 'UI/States',
  component: EmptyState,
  args: { title: 'No products found', description: 'Check back later for new pet products!' },
  tags: ['autodocs'],
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No products found')).toBeVisible();
    await expect(canvas.getByText('Check back later for new pet products!')).toBeVisible();
  },
};

export const EmptyWithAction: Story = {
  args: {
    title: 'No products in your wishlist',
    description: 'Start adding items you love to your wishlist!',
    action: <Button>Browse Products</Button>,
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Browse Products' }),
    ).toBeVisible();
  },
};

export const Loading: StoryObj<typeof LoadingState> = {
  render: () => <LoadingState label="Loading products..." />,
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Loading products...');
  },
};

export const ErrorWithRetry: StoryObj<typeof ErrorState> = {
  args: { onRetry: fn() },
  render: (args) => <ErrorState message="Failed to fetch products" onRetry={args.onRetry} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to fetch products');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const ErrorWithoutRetry: StoryObj<typeof ErrorState> = {
  render: () => <ErrorState message="Product not found" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Product not found');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** On a Hindi page every text the states are given in English is shown in Hindi. */
export const Hindi: StoryObj<typeof ErrorState> = {
  args: { onRetry: fn() },
  parameters: { locale: 'hi' },
  render: (args) => (
    <>
      <EmptyState title="No products found" description="Check back later for new pet products!" />
      <ErrorState message="Failed to fetch products" onRetry={args.onRetry} />
    </>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('कोई प्रोडक्ट नहीं मिला')).toBeVisible();
    await expect(canvas.getByText('नए पेट प्रोडक्ट के लिए बाद में फिर देखें!')).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('प्रोडक्ट लोड नहीं हो सके');
    await userEvent.click(canvas.getByRole('button', { name: 'फिर कोशिश करें' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
