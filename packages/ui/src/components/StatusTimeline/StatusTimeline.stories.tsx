import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusTimeline } from './StatusTimeline';

const meta = {
  title: 'Admin/StatusTimeline',
  component: StatusTimeline,
  args: {
    label: 'Timeline of order #1a2b3c4d',
    events: [
      { status: 'pending', at: '2026-11-24T18:10:00.000Z' },
      { status: 'confirmed', at: '2026-11-25T04:30:00.000Z', by: 'Meera Iyer' },
      { status: 'packed', at: '2026-11-25T06:00:00.000Z', by: 'Meera Iyer' },
      {
        status: 'shipped',
        at: '2026-11-25T09:45:00.000Z',
        by: 'Ravi Kumar',
        note: 'Delhivery, tracking number DLV 1234-5678',
      },
    ],
  },
  tags: ['autodocs'],
} satisfies Meta<typeof StatusTimeline>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Times read in India whatever the browser's zone: 18:10 UTC is 11:40 pm in India. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Timeline of order #1a2b3c4d' });
    const steps = within(list).getAllByRole('listitem');
    await expect(steps).toHaveLength(4);
    await expect(steps[0]).toHaveTextContent(/24 Nov 2026, 11:40\s?pm/i);
    await expect(steps[3]).toHaveTextContent('by Ravi Kumar');
    await expect(steps[3]).toHaveTextContent('Delhivery, tracking number DLV 1234-5678');
  },
};

export const OneStep: Story = {
  args: { events: [{ status: 'pending', at: '2026-11-25T04:30:00.000Z' }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(1);
  },
};
