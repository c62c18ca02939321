import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { APPOINTMENT_MESSAGES, todayInIndia, type GroomingOrder } from '@petverse/api/contract';
import type { FixtureRequest, FixtureRoutes } from '@repo/story-fixtures';
import { ShopFrame } from '../../stories/ShopFrame';
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

/** YYYY-MM-DD `days` from today in India. */
const inDays = (days: number) => todayInIndia(new Date(Date.now() + days * 86_400_000));

/** An upcoming appointment, five days away: free to change. */
const upcoming: GroomingOrder = {
  ...order,
  _id: '7a8b9c0d-1111-4222-8333-444455556666',
  appointmentDate: inDays(5),
  appointmentTime: '10:30',
};

const changeRoutes = (extra: FixtureRoutes = {}): FixtureRoutes => ({
  [`POST /grooming/orders/${upcoming._id}/cancel`]: {
    message: APPOINTMENT_MESSAGES.cancelled,
    data: { ...upcoming, status: 'cancelled', refund: { id: 'rfnd_test_1', status: 'processed' } },
  },
  [`POST /grooming/orders/${upcoming._id}/reschedule`]: ({ body }: FixtureRequest) => ({
    message: APPOINTMENT_MESSAGES.rescheduled,
    data: { ...upcoming, ...(body as object) },
  }),
  [`GET /grooming/partners/${order.partnerId._id}/busy`]: ({ url }: FixtureRequest) => ({
    data: {
      date: url.searchParams.get('date'),
      busy: url.searchParams.get('date') === inDays(6) ? ['11:00', '15:00'] : ['10:30'],
    },
  }),
  'GET /grooming/getGroomingOrdersByUser': { data: [upcoming] },
  ...extra,
});

const meta = {
  title: 'Pages/Profile/GroomingAppointments',
  component: GroomingAppointments,
  render: (args) => (
    <ShopFrame path="*" routes={changeRoutes()}>
      <GroomingAppointments {...args} />
    </ShopFrame>
  ),
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

const expandFirst = async (canvasElement: HTMLElement) => {
  const first = within(within(canvasElement).getAllByRole('listitem')[0]!);
  await userEvent.click(first.getByRole('button', { name: /Show details/ }));
  return first;
};

/** More than 24 hours ahead: Reschedule and Cancel, and until when that is free. */
export const Changeable: Story = {
  args: { appointments: [upcoming] },
  play: async ({ canvasElement, step }) => {
    const first = await expandFirst(canvasElement);
    await expect(
      first.getByText(/Free to reschedule, or cancel with a full refund, until/),
    ).toBeVisible();
    await step('cancelling asks first, then refunds', async () => {
      await userEvent.click(first.getByRole('button', { name: 'Cancel appointment' }));
      const dialog = await within(document.body).findByRole('alertdialog', {
        name: 'Cancel appointment',
      });
      await expect(dialog).toHaveTextContent('the full ₹2,499.00 is refunded');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel appointment' }));
      await expect(
        await within(document.body).findByText(APPOINTMENT_MESSAGES.cancelled),
      ).toBeInTheDocument();
      await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
    });
  },
};

/** The reschedule dialog shows the partner's booked times and refuses a clash before sending. */
export const Reschedule: Story = {
  args: { appointments: [upcoming] },
  play: async ({ canvasElement, step }) => {
    const first = await expandFirst(canvasElement);
    await userEvent.click(first.getByRole('button', { name: 'Reschedule' }));
    const dialog = within(
      await within(document.body).findByRole('dialog', { name: 'Reschedule appointment' }),
    );
    await step('the current slot reads as a person reads it, not YYYY-MM-DD', async () => {
      await expect(
        dialog.getByText(/^Now: \d{1,2} [A-Z][a-z]{2,3} \d{4} at 10:30 am with /),
      ).toBeInTheDocument();
      await expect(dialog.queryByText(new RegExp(upcoming.appointmentDate))).toBeNull();
    });
    await step('its own slot does not count as taken', async () => {
      await expect(
        await dialog.findByText('Pawfect Mobile Grooming has no other bookings that day.'),
      ).toBeInTheDocument();
    });
    const date = dialog.getByLabelText(/New date/);
    const time = dialog.getByLabelText(/New time/);
    await step('a time the partner has is refused with the reason', async () => {
      await userEvent.clear(date);
      await userEvent.type(date, inDays(6));
      await expect(
        await dialog.findByText(/already booked that day at 11:00 am, 3:00 pm/),
      ).toBeInTheDocument();
      await userEvent.clear(time);
      await userEvent.type(time, '11:30');
      await userEvent.click(dialog.getByRole('button', { name: 'Reschedule' }));
      await expect(time).toHaveAccessibleDescription(APPOINTMENT_MESSAGES.slotTaken);
    });
    await step('a free time is booked', async () => {
      await userEvent.clear(time);
      await userEvent.type(time, '13:00');
      await userEvent.click(dialog.getByRole('button', { name: 'Reschedule' }));
      await expect(
        await within(document.body).findByText(APPOINTMENT_MESSAGES.rescheduled),
      ).toBeInTheDocument();
    });
  },
};

/** Within 24 hours: no changes, and the policy says why. */
export const WithinADay: Story = {
  args: {
    appointments: [
      {
        ...upcoming,
        appointmentDate: todayInIndia(new Date(Date.now() + 10 * 3_600_000)),
        appointmentTime: new Date(Date.now() + (330 + 600) * 60_000).toISOString().slice(11, 16),
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const first = await expandFirst(canvasElement);
    await expect(first.getByText(APPOINTMENT_MESSAGES.tooLate)).toBeVisible();
    await expect(first.queryByRole('button', { name: 'Reschedule' })).toBeNull();
  },
};

/** A cancelled appointment shows its refund and offers nothing more. */
export const CancelledAndRefunded: Story = {
  args: {
    appointments: [
      { ...upcoming, status: 'cancelled', refund: { id: 'rfnd_1', status: 'processed' } },
    ],
  },
  play: async ({ canvasElement }) => {
    const first = await expandFirst(canvasElement);
    await expect(first.getByText(/refunded/i)).toBeVisible();
    await expect(first.queryByRole('button', { name: 'Cancel appointment' })).toBeNull();
  },
};
