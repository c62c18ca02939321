import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ResultCount } from './ResultCount';

const meta = {
  title: 'UI/ResultCount',
  component: ResultCount,
  args: { total: 406, page: 2, pageSize: 24 },
  tags: ['autodocs'],
} satisfies Meta<typeof ResultCount>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Showing 25–48 of 406 products',
    );
  },
};

export const WithQuery: Story = {
  args: { total: 3, page: 1, query: 'puppy food' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      '3 products for “puppy food”',
    );
  },
};

export const One: Story = {
  args: { total: 1, page: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('1 product');
  },
};

export const Many: Story = {
  args: { total: 10000, page: 417 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Showing 9,985–10,000 of 10,000 products',
    );
  },
};

export const Empty: Story = {
  args: { total: 0, page: 1, query: 'zzz' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'No products found for “zzz”',
    );
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Searching…');
  },
};

export const LoadFailed: Story = {
  args: { error: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Could not load products',
    );
  },
};
