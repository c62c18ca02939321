import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BOOKING_MESSAGES, type ProviderBooking } from '@petverse/api/contract';
import { ShopFrame } from '../../stories/ShopFrame';
import { pastWidth } from '@repo/story-fixtures';
import BookingsTab from './BookingsTab';

/** Monday 7 Dec 2026, 09:00 in India: the stories' "now". */
const NOW = new Date('2026-12-07T03:30:00Z');

const base: ProviderBooking = {
  id: 'b-1',
  providerId: 'p-1',
  providerName: 'GroomVan Pune',
  kind: 'groomer',
  service: 'Full Grooming',
  price: 1200,
  start: '2026-12-10T10:00:00+05:30',
  end: '2026-12-10T11:00:00+05:30',
  status: 'accepted',
  heldUntil: null,
  reason: null,
  pet: { id: 'pet-1', name: 'Bruno', species: 'dog', breed: 'Beagle', dateOfBirth: '2021-04-01' },
  address: {
    name: 'Asha Rao',
    phone: '9876543210',
    street: '12 MG Road',
    city: 'Pune',
    state: 'Maharashtra',
    pincode: '411001',
  },
  customer: { name: 'Asha Rao', phone: null },
  refund: null,
  movedFrom: null,
  reviewed: false,
  createdAt: '2026-12-05T08:00:00.000Z',
};

/** One moved by its provider, one coming up, one done to review, one cancelled and refunded. */
const bookings: ProviderBooking[] = [
  {
    ...base,
    id: 'b-moved',
    start: '2026-12-07T16:00:00+05:30',
    end: '2026-12-07T17:00:00+05:30',
    movedFrom: '2026-12-07T10:00:00+05:30',
    reason: 'Our groomer is ill in the morning.',
  },
  base,
  {
    ...base,
    id: 'b-done',
    service: 'Spa Day',
    price: 2400,
    start: '2026-12-01T10:00:00+05:30',
    end: '2026-12-01T12:00:00+05:30',
    status: 'done',
  },
  {
    ...base,
    id: 'b-cancelled',
    start: '2026-11-20T10:00:00+05:30',
    end: '2026-11-20T11:00:00+05:30',
    status: 'cancelled',
    refund: { id: 'rfnd_1', status: 'processed' },
  },
];

const meta = {
  title: 'Pages/Profile/Bookings',
  component: BookingsTab,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof BookingsTab>;
export default meta;
type Story = StoryObj<typeof meta>;

const refused = fn(() => ({
  booking: { ...bookings[0], status: 'cancelled', refund: { id: 'rfnd_2', status: 'processed' } },
  message: BOOKING_MESSAGES.refused,
}));
const reviewed = fn((_request: { body: unknown }) => ({
  status: 201,
  body: { message: 'Thank you for your review.' },
}));

const tab = (routes: Record<string, unknown>) => (
  <ShopFrame path="*" routes={routes}>
    <BookingsTab now={NOW} />
  </ShopFrame>
);

/** Coming up and earlier: a moved booking is refused for a full refund; a done one is reviewed. */
export const RefuseAndReview: Story = {
  render: () =>
    tab({
      'GET /bookings': { bookings },
      'POST /bookings/b-moved/refuse': refused,
      'POST /bookings/b-done/review': reviewed,
    }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const coming = await canvas.findByRole('list', { name: 'Coming up' });
    await expect(within(coming).getAllByRole('listitem')).toHaveLength(2);
    const earlier = canvas.getByRole('list', { name: 'Earlier' });
    await expect(within(earlier).getAllByRole('listitem')).toHaveLength(2);

    const moved = within(within(coming).getAllByRole('listitem')[0]!);
    await userEvent.click(moved.getByRole('button', { name: /Show details/ }));
    await expect(moved.getByText(/The provider moved this booking from/)).toBeVisible();
    await expect(moved.getByText('Their reason: Our groomer is ill in the morning.')).toBeVisible();
    // Seven hours ahead: too late to cancel, never too late to refuse a new time.
    await expect(moved.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
    await userEvent.click(moved.getByRole('button', { name: 'Refuse the new time' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('₹1,200');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refuse and refund' }));
    await waitFor(() => expect(refused).toHaveBeenCalled());

    const done = within(within(earlier).getAllByRole('listitem')[0]!);
    await userEvent.click(done.getByRole('button', { name: /Show details/ }));
    await userEvent.click(done.getByRole('button', { name: 'Send review' }));
    await expect(done.getByRole('alert')).toHaveTextContent('Please choose from 1 to 5 stars.');
    await userEvent.click(done.getByLabelText(/4 stars/));
    await userEvent.type(
      done.getByLabelText('A few words for other pet parents (optional)'),
      'Gentle with Bruno.',
    );
    await userEvent.click(done.getByRole('button', { name: 'Send review' }));
    await waitFor(() => expect(reviewed).toHaveBeenCalled());
    await expect(reviewed.mock.calls.at(-1)![0]).toMatchObject({
      body: { rating: 4, comment: 'Gentle with Bruno.' },
    });
  },
};

/** A booking three days away can still be cancelled, after asking. */
export const CancelInTime: Story = {
  render: () =>
    tab({
      'GET /bookings': { bookings: [base] },
      'POST /bookings/b-1/cancel': {
        booking: { ...base, status: 'cancelled' },
        message: 'Appointment cancelled',
      },
    }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const item = within((await canvas.findAllByRole('listitem'))[0]!);
    await userEvent.click(item.getByRole('button', { name: /Show details/ }));
    await userEvent.click(item.getByRole('button', { name: 'Cancel booking' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel and refund' }));
    await waitFor(() =>
      expect(canvasElement.ownerDocument.body).toHaveTextContent(
        'Booking cancelled. You are refunded in full.',
      ),
    );
  },
};

export const Empty: Story = {
  render: () => tab({ 'GET /bookings': { bookings: [] } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No bookings yet')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Find a groomer' })).toHaveAttribute(
      'href',
      '/grooming',
    );
  },
};

export const Loading: Story = {
  render: () => tab({ 'GET /bookings': 'pending' }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading your bookings...')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  render: () => tab({ 'GET /bookings': { status: 503, body: { message: 'Busy.' } } }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** A 360 px phone: nothing reaches past the screen. */
export const Phone: Story = {
  render: () => <div style={{ width: 360 }}>{tab({ 'GET /bookings': { bookings } })}</div>,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('list', { name: 'Coming up' });
    await expect(pastWidth(canvasElement, 360)).toEqual([]);
  },
};

/** In Hindi. */
export const Hindi: Story = {
  parameters: { locale: 'hi' },
  render: () => tab({ 'GET /bookings': { bookings } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'बुकिंग' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'आने वाली' })).toBeVisible();
  },
};
