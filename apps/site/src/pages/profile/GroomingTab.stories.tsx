import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { GroomingOrder } from '@petverse/api/contract';
import { GroomingAppointments } from './GroomingTab';

const order: GroomingOrder = {
  _id: '3f9d2c1e-8b7a-4c6d-9e5f-1a2b3c4d5e6f',
  price: 2499,
  status: 'confirmed',
  paymentStatus: 'completed',
  serviceType: 'Full Grooming Package',
  appointmentDate: '2026-08-14',
  appointmentTime: '10:30',
  createdAt: '2026-08-01T09:15:00.000Z',
  orderId: 'order_sbx_123456',
  paymentId: 'pay_sbx_654321',
  petId: {
    _id: 'p1',
    name: 'Bruno',
    breed: 'Beagle',
    species: 'dog',
    petDateOfBirth: '2021-04-01',
    image: null,
  },
  partnerId: {
    _id: 'g1',
    name: 'Pawfect Mobile Grooming',
    phone: '9876500011',
    email: 'pune@pawfect.example',
    rating: 4.8,
    address: {
      street: '21 Koregaon Park Road',
      city: 'Pune',
      state: 'Maharashtra',
      pinCode: '411001',
    },
  },
  addressId: {
    _id: 'a1',
    name: 'Asha Rao',
    phone: '9876543210',
    email: 'asha@example.com',
    street: '12 MG Road',
    city: 'Pune',
    state: 'Maharashtra',
    pincode: '411001',
    country: 'India',
    type: 'Home',
  },
};

const meta = {
  title: 'Pages/Profile/GroomingAppointments',
  component: GroomingAppointments,
  args: {
    appointments: [
      order,
      {
        ...order,
        _id: 'b1c2d3e4-0000-4000-8000-00000000abcd',
        status: 'pending',
        paymentStatus: 'pending',
      },
    ],
  },
} satisfies Meta<typeof GroomingAppointments>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const first = within(canvas.getAllByRole('listitem')[0]!);
    await expect(first.getByRole('heading', { name: 'Appointment #3c4d5e6f' })).toBeVisible();
    await expect(first.getByText('Online')).toBeVisible();
    await expect(first.getByText('confirmed', { exact: false })).toBeVisible();
    await step('expands the pet, partner, address and payment', async () => {
      await userEvent.click(first.getByRole('button', { name: /Show details/ }));
      await expect(first.getByText('Order ID: order_sbx_123456')).toBeVisible();
      await expect(first.getByText('Payment ID: pay_sbx_654321')).toBeVisible();
      await expect(first.getByText('Pawfect Mobile Grooming')).toBeVisible();
      await expect(first.getByText('12 MG Road')).toBeVisible();
    });
  },
};

export const Empty: Story = {
  args: { appointments: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No grooming appointments found')).toBeVisible();
  },
};
