import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination } from './Pagination';

function Controlled({
  totalPages,
  onPageChange,
}: {
  totalPages: number;
  onPageChange: (p: number) => void;
}) {
  const [page, setPage] = useState(1);
  return (
    <>
      <Pagination
        page={page}
        totalPages={totalPages}
        onPageChange={(p) => {
          setPage(p);
          onPageChange(p);
        }}
      />
      <p>
        Showing page {page} of {totalPages}
      </p>
    </>
  );
}

const meta = {
  title: 'UI/Pagination',
  component: Pagination,
  args: { page: 1, totalPages: 8, onPageChange: fn() },
  render: (args) => <Controlled totalPages={args.totalPages} onPageChange={args.onPageChange} />,
  tags: ['autodocs'],
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('a window of 5 numbers; Previous disabled on page 1', async () => {
      await expect(canvas.getAllByRole('button', { name: /^Page \d+$/ })).toHaveLength(5);
      await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
      await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute(
        'aria-current',
        'page',
      );
    });
    await step('the window follows the current page', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Page 5' }));
      await expect(args.onPageChange).toHaveBeenLastCalledWith(5);
      const numbers = canvas
        .getAllByRole('button', { name: /^Page \d+$/ })
        .map((b) => b.textContent);
      await expect(numbers).toEqual(['3', '4', '5', '6', '7']);
    });
    await step('Next goes to the last page and then is disabled', async () => {
      for (let i = 0; i < 3; i++)
        await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
      await expect(canvas.getByText('Showing page 8 of 8')).toBeVisible();
      await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
    });
  },
};

export const SinglePageRendersNothing: Story = {
  args: { totalPages: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};

export const FewPages: Story = {
  args: { totalPages: 3 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button', { name: /^Page \d+$/ })).toHaveLength(
      3,
    );
  },
};
