import type { Meta, StoryObj } from '@storybook/react-vite';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { expect, waitFor, within } from 'storybook/test';
import { ProductImage } from './ProductImage';

const art =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400"><rect width="400" height="400" fill="#ffd8b8"/><circle cx="200" cy="200" r="80" fill="#a33d06"/></svg>',
  );

const meta = {
  title: 'UI/ProductImage',
  component: ProductImage,
  args: { src: art, alt: 'Cotton Rope Tug Toy' },
  decorators: [
    (Story) => (
      <div style={{ width: 240 }}>
        <Story />
      </div>
    ),
  ],
  tags: ['autodocs'],
} satisfies Meta<typeof ProductImage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('img', { name: 'Cotton Rope Tug Toy' });
    await expect(img).toHaveAttribute('width', '400');
    await expect(img).toHaveAttribute('loading', 'lazy');
    await expect(img).not.toHaveAttribute('data-state');
  },
};

export const BrokenFallsBackToPlaceholder: Story = {
  args: { src: '/does-not-exist.png' },
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('img', { name: 'Cotton Rope Tug Toy' });
    await waitFor(() => expect(img).toHaveAttribute('data-state', 'fallback'));
    await expect(img.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    // The placeholder itself decodes and draws (a data URL the browser could not read would not).
    await waitFor(() => expect((img as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
  },
};

export const Missing: Story = {
  args: { src: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img')).toHaveAttribute('data-state', 'fallback');
  },
};

/**
 * Server HTML whose image failed before React hydrated it (the error event came with no handler
 * yet): the placeholder still takes its place, not the browser's broken-image icon.
 */
export const BrokenBeforeHydration: Story = {
  args: { src: '/does-not-exist-either.png' },
  render: () => <div data-testid="server-html" />,
  play: async ({ canvasElement, args }) => {
    const host = within(canvasElement).getByTestId('server-html');
    const image = <ProductImage src={args.src} alt={args.alt} loading="eager" />;
    host.innerHTML = renderToString(image);
    const img = within(host).getByRole<HTMLImageElement>('img', { name: 'Cotton Rope Tug Toy' });
    await waitFor(() => expect(img.complete && img.naturalWidth === 0).toBe(true));
    const root = hydrateRoot(host, image);
    try {
      await waitFor(() => expect(img).toHaveAttribute('data-state', 'fallback'));
      await expect(img.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    } finally {
      root.unmount();
    }
  },
};
