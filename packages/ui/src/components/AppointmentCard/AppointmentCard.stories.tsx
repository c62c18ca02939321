import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppointmentCard } from './AppointmentCard';

const meta = {
  title: 'UI/AppointmentCard',
  component: AppointmentCard,
  args: {
    title: 'Appointment #bb22cc33',
    status: 'confirmed',
    paymentStatus: 'completed',
    bookedOn: '21 Nov 2026',
    price: 2499,
    facts: [
      { label: 'Service', value: 'Full Grooming Package' },
      { label: 'Date', value: '28 Nov 2026' },
      { label: 'Time', value: '11:00 AM' },
      { label: 'Payment', value: 'Online' },
    ],
    details: [
      { heading: 'Pet', content: <p>Biscuit · dog · Indian Pariah Dog</p> },
      { heading: 'Grooming Partner', content: <p>Paws & Suds Pune</p> },
      { heading: 'Service Address', content: <p>12 Law College Road, Pune 411004</p> },
      { heading: 'Payment', content: <p>Order ID: order_123 · Payment ID: pay_456</p> },
    ],
  },
  tags: ['autodocs'],
} satisfies Meta<typeof AppointmentCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Appointment #bb22cc33' })).toBeVisible();
    await expect(canvas.getByText('₹2,499.00')).toBeVisible();
    await expect(canvas.getByText('Online')).toBeVisible();
    await expect(canvas.queryByText('Paws & Suds Pune')).not.toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show details' }));
    await expect(canvas.getByText('Paws & Suds Pune')).toBeVisible();
  },
};

export const Pending: Story = { args: { status: 'pending', paymentStatus: 'pending' } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };

/** A cancelled appointment that was refunded shows it next to its statuses. */
export const CancelledAndRefunded: Story = {
  args: { status: 'cancelled', refundStatus: 'processed' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/cancelled/i)).toBeVisible();
    await expect(canvas.getByText(/refunded/i)).toBeVisible();
  },
};

export const RefundPending: Story = {
  args: { status: 'cancelled', refundStatus: 'pending' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/refund pending/i)).toBeVisible();
  },
};

/** Actions (e.g. Reschedule, Cancel) appear with the details. */
export const WithActions: Story = {
  args: {
    actions: (
      <>
        <button type="button">Reschedule</button>
        <p>Free to change until 24 hours before the slot.</p>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Reschedule' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Show details' }));
    await expect(canvas.getByRole('button', { name: 'Reschedule' })).toBeVisible();
  },
};
