import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TestimonialCard } from './TestimonialCard';

const avatar =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><circle cx="48" cy="48" r="48" fill="#bfe3dc"/></svg>',
  );

const meta = {
  title: 'UI/TestimonialCard',
  component: TestimonialCard,
  args: {
    name: 'Rohan Mehta',
    title: 'Dog dad to Simba, Mumbai',
    message:
      'Booked a home grooming slot at 10 pm and the groomer was at our door the next morning.',
    image: avatar,
  },
  tags: ['autodocs'],
} satisfies Meta<typeof TestimonialCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Rohan Mehta')).toBeVisible();
    await expect(canvas.getByText(/Booked a home grooming slot/)).toBeVisible();
  },
};

export const WithoutImage: Story = { args: { image: undefined } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
