import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Accordion } from './Accordion';

const meta = {
  title: 'UI/Accordion',
  component: Accordion,
  args: {
    items: [
      {
        id: 'payment',
        title: 'Do I pay in advance?',
        content: <p>Yes, full advance payment is required to confirm your slot.</p>,
      },
      {
        id: 'reschedule',
        title: 'Can I reschedule?',
        content: <p>Rescheduling is free up to 24 hours before your slot.</p>,
      },
      {
        id: 'cancel',
        title: 'What if I cancel late?',
        content: <p>Cancellations within 24 hours of the slot are non-refundable.</p>,
      },
    ],
  },
  tags: ['autodocs'],
} satisfies Meta<typeof Accordion>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    // Scoped to the accordion: the page's toast region is a region too.
    const canvas = within(canvasElement.querySelector<HTMLElement>('[data-ui="Accordion"]')!);
    const first = canvas.getByRole('button', { name: 'Do I pay in advance?' });
    const second = canvas.getByRole('button', { name: 'Can I reschedule?' });
    await step('everything starts closed', async () => {
      await expect(first).toHaveAttribute('aria-expanded', 'false');
      await expect(canvas.queryByRole('region')).toBeNull();
    });
    await step('opening one shows its answer', async () => {
      await userEvent.click(first);
      await expect(first).toHaveAttribute('aria-expanded', 'true');
      await expect(canvas.getByRole('region', { name: 'Do I pay in advance?' })).toHaveTextContent(
        'full advance payment',
      );
    });
    await step('opening another closes the first: one at a time', async () => {
      await userEvent.click(second);
      await expect(first).toHaveAttribute('aria-expanded', 'false');
      await expect(second).toHaveAttribute('aria-expanded', 'true');
      await expect(canvas.getAllByRole('region')).toHaveLength(1);
    });
    await step('clicking the open one closes it, and Enter works from the keyboard', async () => {
      await userEvent.click(second);
      await expect(second).toHaveAttribute('aria-expanded', 'false');
      second.focus();
      await userEvent.keyboard('{Enter}');
      await expect(second).toHaveAttribute('aria-expanded', 'true');
    });
  },
};

export const OpenAtFirst: Story = {
  args: { defaultOpenId: 'cancel' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement.querySelector<HTMLElement>('[data-ui="Accordion"]')!).getByRole(
        'region',
      ),
    ).toHaveTextContent('non-refundable');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
