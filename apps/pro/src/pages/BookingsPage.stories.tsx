import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ProFrame, pastWidth } from '../stories/ProFrame';
import { STORY_NOW, bookings } from '../stories/fixtures';
import { BookingsPage } from './BookingsPage';

const meta = {
  title: 'Pro/Pages/Bookings',
  component: BookingsPage,
  parameters: { layout: 'fullscreen', route: '/' },
} satisfies Meta<typeof BookingsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (routes: Record<string, unknown>) => (
  <ProFrame path="/" routes={routes}>
    <BookingsPage now={STORY_NOW} />
  </ProFrame>
);

/** Today's bookings in time order, each with what to do next. */
export const Today: Story = {
  render: () =>
    page({
      'GET /pro/bookings': { bookings },
      'POST /pro/bookings/b-1/status': {
        booking: { ...bookings[1], status: 'accepted' },
        message: 'Booking marked accepted.',
      },
    }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: /Today, Tue, 8 Dec/ })).toBeVisible();
    const cards = await canvas.findAllByRole('article');
    await expect(cards).toHaveLength(3);
    await expect(cards[1]).toHaveTextContent('10:00 am – 11:00 am · Full Grooming');
    await expect(cards[1]).toHaveTextContent('Bruno (dog, Beagle, 5 years 8 months)');
    await expect(within(cards[1]!).getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
    // The 8 am booking has begun: done or missed; the 10 am one waits to be accepted.
    await expect(within(cards[0]!).getByRole('button', { name: 'Mark done' })).toBeVisible();
    await expect(within(cards[1]!).queryByRole('button', { name: 'Mark done' })).toBeNull();
    await userEvent.click(within(cards[1]!).getByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(canvasElement.ownerDocument.body).toHaveTextContent('Booking marked accepted.'),
    );
  },
};

const moved = fn((request: { body: { start: string; reason?: string } }) => ({
  booking: {
    ...bookings[1],
    start: request.body.start,
    end: '2026-12-08T16:00:00+05:30',
    movedFrom: bookings[1]!.start,
    reason: request.body.reason ?? null,
  },
  message:
    'Booking moved. The pet parent is told by mail and may refuse the new time for a full refund.',
}));

/** Moving a booking: the day's free times for its service, a reason, and the pet parent told. */
export const MoveToAnotherTime: Story = {
  render: () =>
    page({
      'GET /pro/bookings': { bookings },
      'GET /providers/p-1/slots': {
        date: '2026-12-08',
        slots: [
          {
            start: '2026-12-08T10:00:00+05:30',
            end: '2026-12-08T11:00:00+05:30',
            available: false,
            left: 0,
          },
          {
            start: '2026-12-08T12:00:00+05:30',
            end: '2026-12-08T13:00:00+05:30',
            available: false,
            left: 0,
          },
          {
            start: '2026-12-08T15:00:00+05:30',
            end: '2026-12-08T16:00:00+05:30',
            available: true,
            left: 1,
          },
        ],
      },
      'POST /pro/bookings/b-1/reschedule': moved,
    }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cards = await canvas.findAllByRole('article');
    // The 8 am booking has begun: it can no longer be moved.
    await expect(within(cards[0]!).queryByRole('button', { name: 'Move' })).toBeNull();
    await userEvent.click(within(cards[1]!).getByRole('button', { name: 'Move' }));
    const dialog = within(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', {
        name: 'Move this booking',
      }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Move and tell the pet parent' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent('Please choose the new time.');
    const radios = await dialog.findAllByRole('radio');
    await expect(radios).toHaveLength(1);
    await userEvent.click(dialog.getByRole('radio', { name: '3:00 pm – 4:00 pm' }));
    await userEvent.type(
      dialog.getByLabelText('Why it moves (the pet parent reads it)'),
      'Our groomer is ill in the morning.',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Move and tell the pet parent' }));
    await waitFor(() => expect(moved).toHaveBeenCalled());
    await expect(moved.mock.calls.at(-1)![0].body).toEqual({
      start: '2026-12-08T15:00:00+05:30',
      reason: 'Our groomer is ill in the morning.',
    });
    await waitFor(() =>
      expect(canvasElement.ownerDocument.body).toHaveTextContent('Booking moved.'),
    );
  },
};

/** A booking its provider moved shows where it was. */
export const Moved: Story = {
  render: () =>
    page({
      'GET /pro/bookings': {
        bookings: [
          {
            ...bookings[2]!,
            movedFrom: '2026-12-07T11:00:00+05:30',
            reason: 'Van servicing on Monday.',
          },
        ],
      },
    }),
  play: async ({ canvasElement }) => {
    const card = await within(canvasElement).findByRole('article');
    await expect(card).toHaveTextContent('Moved fromMon, 7 Dec, 11:00 am');
    await expect(card).toHaveTextContent('Van servicing on Monday.');
  },
};

/** Declining asks why, and says the pet parent is refunded. */
export const DeclineAsksWhy: Story = {
  render: () =>
    page({
      'GET /pro/bookings': { bookings },
      'POST /pro/bookings/b-1/status': {
        booking: { ...bookings[1], status: 'declined', reason: 'Van in the workshop' },
        message: 'Booking declined. The pet parent is refunded in full.',
      },
    }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = (await canvas.findAllByRole('article'))[1]!;
    await userEvent.click(within(card).getByRole('button', { name: 'Decline' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Decline this booking?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline and refund' }));
    await expect(within(dialog).getByLabelText('Why do you decline?')).toHaveAccessibleDescription(
      'Please say why you decline: the pet parent reads it.',
    );
    await userEvent.type(
      within(dialog).getByLabelText('Why do you decline?'),
      'Van in the workshop',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline and refund' }));
    await waitFor(() =>
      expect(canvasElement.ownerDocument.body).toHaveTextContent(
        'Booking declined. The pet parent is refunded in full.',
      ),
    );
  },
};

/** A day with nothing booked says so, and where new bookings will appear. */
export const Empty: Story = {
  render: () => page({ 'GET /pro/bookings': { bookings: [] } }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No bookings on this day')).toBeVisible();
  },
};

/** The bookings could not be read: a message and Retry. */
export const LoadFailed: Story = {
  render: () =>
    page({ 'GET /pro/bookings': { status: 503, body: { message: 'The database is busy.' } } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** While the bookings load. */
export const Loading: Story = {
  render: () => page({ 'GET /pro/bookings': 'pending' }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Loading your bookings/)).toBeVisible();
  },
};

/** The week on FullCalendar's grid; a tap on a booking shows its card. */
export const Week: Story = {
  render: () => page({ 'GET /pro/bookings': { bookings } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Week' }));
    await expect(await canvas.findByRole('heading', { name: /Week of Mon, 7 Dec/ })).toBeVisible();
    const event = await canvas.findByText('Full Grooming · Bruno', {}, { timeout: 5000 });
    await userEvent.click(event);
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(1));
    await userEvent.click(canvas.getByRole('button', { name: 'Show the whole week' }));
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
  },
};

/** A 360 px phone: long names and addresses wrap, nothing scrolls sideways. */
export const Phone: Story = {
  render: () => <div style={{ width: 360 }}>{page({ 'GET /pro/bookings': { bookings } })}</div>,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findAllByRole('article');
    await expect(pastWidth(canvasElement, 360)).toEqual([]);
    for (const card of within(canvasElement).getAllByRole('article'))
      await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth + 1);
  },
};

/** In Hindi: the day, the buttons and the statuses. */
export const Hindi: Story = {
  parameters: { locale: 'hi' },
  render: () => page({ 'GET /pro/bookings': { bookings } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: /आज, मंगल, 8 दिस॰/ })).toBeVisible();
    await expect((await canvas.findAllByRole('button', { name: 'स्वीकार करें' })).length).toBe(1);
    await expect(canvas.getByRole('link', { name: 'बुकिंग' })).toBeVisible();
  },
};
