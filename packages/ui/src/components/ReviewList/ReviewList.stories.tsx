import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ReviewList, type ReviewItem } from './ReviewList';

const review = (n: number, over: Partial<ReviewItem> = {}): ReviewItem => ({
  id: `r${n}`,
  stars: 5 - (n % 3),
  title: `Review ${n}: my dog loves it`,
  text: 'Arrived in two days, well packed. Bruno finished the bowl and asked for more.',
  authorName: 'Asha R.',
  date: new Date(Date.UTC(2026, 9, 30 - n)).toISOString(),
  verified: true,
  ...over,
});
const reviews = [review(1), review(2, { authorName: 'Vikram S.' }), review(3)];

const meta = {
  title: 'UI/ReviewList',
  component: ReviewList,
  args: { reviews, onRetry: fn(), onEdit: fn(), onDelete: fn(), onPageChange: fn() },
  tags: ['autodocs'],
} satisfies Meta<typeof ReviewList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getAllByText('Verified purchase')).toHaveLength(3);
    await expect(canvas.getByRole('heading', { name: 'Review 1: my dog loves it' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Edit review' })).toBeNull();
  },
};

export const MarkupStaysText: Story = {
  args: {
    reviews: [
      review(1, {
        title: '<b>bold</b>',
        text: '<img src=x onerror=alert(1)><script>alert(1)</script>',
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('<b>bold</b>')).toBeVisible();
    await expect(canvasElement.querySelector('img[src="x"], script, b')).toBeNull();
  },
};

export const OwnReview: Story = {
  args: { ownReviewId: 'r2' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button', { name: 'Edit review' })).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit review' }));
    await expect(args.onEdit).toHaveBeenCalledWith('r2');
    await userEvent.click(canvas.getByRole('button', { name: 'Delete review' }));
    await expect(args.onDelete).toHaveBeenCalledWith('r2');
  },
};

function Paged({ onPageChange }: { onPageChange: (p: number) => void }) {
  const [page, setPage] = useState(1);
  const all = Array.from({ length: 23 }, (_, i) => review(i + 1));
  return (
    <ReviewList
      reviews={all.slice((page - 1) * 5, page * 5)}
      page={page}
      totalPages={5}
      onPageChange={(p) => {
        setPage(p);
        onPageChange(p);
      }}
    />
  );
}

export const Many: Story = {
  render: (args) => <Paged onPageChange={args.onPageChange!} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Review pages' });
    await userEvent.click(within(nav).getByRole('button', { name: 'Page 5' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(5);
    await expect(canvas.getByRole('heading', { name: 'Review 21: my dog loves it' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { reviews: [], emptyHint: 'Only customers who bought this can review it' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No reviews yet')).toBeVisible();
    await expect(canvas.getByText('Only customers who bought this can review it')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading reviews...');
  },
};

export const LoadFailed: Story = {
  args: { error: 'Failed to load reviews' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load reviews');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
