import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ImageCarousel } from './ImageCarousel';

const art = (fill: string) =>
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><rect width="400" height="300" fill="${fill}"/></svg>`,
  );

const meta = {
  title: 'UI/ImageCarousel',
  component: ImageCarousel,
  args: {
    images: [
      { src: art('#ffd8b8'), alt: 'Selfie of Bruno' },
      { src: art('#bfe3dc'), alt: 'Bruno at the park' },
      { src: art('#d9cdf7'), alt: 'KCI registration document' },
    ],
  },
  tags: ['autodocs'],
} satisfies Meta<typeof ImageCarousel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Photos and documents' });
    await step('the first image shows with its position', async () => {
      await expect(canvas.getByRole('img', { name: 'Selfie of Bruno' })).toBeVisible();
      await expect(canvas.getByText('Selfie of Bruno (1 of 3)')).toBeVisible();
    });
    await step('Previous wraps to the last image', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Previous photo' }));
      await expect(canvas.getByRole('img', { name: 'KCI registration document' })).toBeVisible();
    });
    await step('arrow keys move when the carousel has focus', async () => {
      region.focus();
      await userEvent.keyboard('{ArrowRight}');
      await expect(canvas.getByText('Selfie of Bruno (1 of 3)')).toBeVisible();
    });
    await step('a thumbnail jumps to its image', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Show Bruno at the park' }));
      await expect(canvas.getByRole('button', { name: 'Show Bruno at the park' })).toHaveAttribute(
        'aria-current',
        'true',
      );
    });
  },
};

export const SingleImage: Story = {
  args: { images: [{ src: art('#ffd8b8'), alt: 'Selfie of Bruno' }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const Empty: Story = {
  args: { images: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No photos')).toBeVisible();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
