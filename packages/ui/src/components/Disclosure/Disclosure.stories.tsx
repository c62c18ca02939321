import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { StatusBadge } from '../StatusBadge';
import { Disclosure } from './Disclosure';

const meta = {
  title: 'UI/Disclosure',
  component: Disclosure,
  args: {
    summary: (
      <header>
        <h3 style={{ margin: 0 }}>Order #bb22cc33</h3>
        <StatusBadge status="pending" /> <StatusBadge status="completed" label="Payment" />
      </header>
    ),
    children: <p>2 items · Delivered to Pune</p>,
  },
  tags: ['autodocs'],
} satisfies Meta<typeof Disclosure>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Show details' });
    await expect(canvas.queryByText('2 items · Delivered to Pune')).not.toBeVisible();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveTextContent('Hide details');
    await expect(canvas.getByText('2 items · Delivered to Pune')).toBeVisible();
  },
};

export const Open: Story = { args: { defaultOpen: true } };

/** On a Hindi page the toggle's labels, given in English, are shown in Hindi. */
export const Hindi: Story = {
  args: { openLabel: 'Show details', closeLabel: 'Hide details' },
  parameters: { locale: 'hi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'पूरी जानकारी दिखाएँ' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveTextContent('जानकारी छिपाएँ');
  },
};
