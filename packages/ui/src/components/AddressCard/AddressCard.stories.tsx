import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AddressCard } from './AddressCard';

const meta = {
  title: 'UI/AddressCard',
  component: AddressCard,
  args: {
    type: 'Home',
    name: 'Asha Rao',
    street: '12 MG Road',
    city: 'Pune',
    state: 'Maharashtra',
    pincode: '411001',
    phone: '9876543210',
    isDefault: false,
    onEdit: fn(),
    onDelete: fn(),
    onSetDefault: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
  tags: ['autodocs'],
} satisfies Meta<typeof AddressCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Home address of Asha Rao' });
    await expect(card).toHaveTextContent('12 MG Road');
    await expect(card).toHaveTextContent('Pune, Maharashtra 411001');
    await expect(card).toHaveTextContent('Phone: 9876543210');
    await userEvent.click(within(card).getByRole('button', { name: 'Edit' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Set as Default' }));
    await expect(args.onEdit).toHaveBeenCalledTimes(1);
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
    await expect(args.onSetDefault).toHaveBeenCalledTimes(1);
  },
};

export const IsDefault: Story = {
  args: { isDefault: true, type: 'Work' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Default')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Set as Default' })).toBeNull();
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Edit' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Delete' })).toBeDisabled();
  },
};
