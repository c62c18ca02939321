import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ProFrame } from '../stories/ProFrame';
import { availability } from '../stories/fixtures';
import { HoursPage } from './HoursPage';

const meta = {
  title: 'Pro/Pages/Hours',
  component: HoursPage,
  parameters: { layout: 'fullscreen', route: '/hours' },
} satisfies Meta<typeof HoursPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const feed = { url: 'https://petverse.in/api/calendar/s3cr3t-feed-address-0123456789.ics' };
const saved = fn((request: { body: unknown }) => request.body);

/** The owner closes Saturday afternoon and saves; the server's answer is kept. */
export const OwnerSaves: Story = {
  render: () => (
    <ProFrame
      path="/hours"
      routes={{
        'GET /pro/availability': availability,
        'PUT /pro/availability': saved,
        'GET /pro/calendar': feed,
      }}
    >
      <HoursPage />
    </ProFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const saturday = await canvas.findByRole('group', { name: 'Saturday' });
    await expect(within(saturday).getAllByLabelText('From')).toHaveLength(2);
    await userEvent.click(
      within(saturday).getByRole('button', { name: 'Remove 2:00 pm to 7:00 pm on Saturday' }),
    );
    await expect(within(saturday).getAllByLabelText('From')).toHaveLength(1);
    await expect(canvas.getByText('Fri, 25 Dec')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save hours' }));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    const body = saved.mock.calls.at(-1)![0].body as typeof availability;
    await expect(body.weekly.filter((w) => w.day === 'sat')).toEqual([
      { day: 'sat', from: '10:00', to: '13:00' },
    ]);
  },
};

/** A member sees the hours but cannot change them. */
export const MemberReadsOnly: Story = {
  render: () => (
    <ProFrame
      path="/hours"
      memberRole="member"
      routes={{ 'GET /pro/availability': availability, 'GET /pro/calendar': feed }}
    >
      <HoursPage />
    </ProFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Only your team’s owner can change the hours.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save hours' })).toBeDisabled();
    // A member copies the calendar address but cannot make a new one.
    await expect(await canvas.findByLabelText('Calendar address')).toHaveValue(feed.url);
    await expect(canvas.queryByRole('button', { name: 'Make a new address' })).toBeNull();
  },
};

/** The server refuses the hours: its reason is said above the button. */
export const Refused: Story = {
  render: () => (
    <ProFrame
      path="/hours"
      routes={{
        'GET /pro/availability': availability,
        'GET /pro/calendar': feed,
        'PUT /pro/availability': {
          status: 400,
          body: { message: 'On mon, 10:00–14:00 and 13:00–19:00 overlap.' },
        },
      }}
    >
      <HoursPage />
    </ProFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Save hours' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('overlap');
  },
};

export const LoadFailed: Story = {
  render: () => (
    <ProFrame
      path="/hours"
      routes={{ 'GET /pro/availability': { status: 503, body: { message: 'Busy.' } } }}
    >
      <HoursPage />
    </ProFrame>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

const renewed = fn(() => ({
  url: 'https://petverse.in/api/calendar/n3w-feed-address-9876543210abc.ics',
  message: 'A new calendar address is made: the old one no longer works.',
}));

/** The bookings' calendar feed: copied for Google Calendar; an owner makes a new address after asking. */
export const CalendarFeedAddress: Story = {
  render: () => {
    let current = feed;
    const reset = () => {
      current = renewed();
      return current;
    };
    return (
      <ProFrame
        path="/hours"
        routes={{
          'GET /pro/availability': availability,
          'GET /pro/calendar': () => current,
          'POST /pro/calendar/reset': reset,
        }}
      >
        <HoursPage />
      </ProFrame>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const address = await canvas.findByLabelText('Calendar address');
    await expect(address).toHaveValue(feed.url);
    await expect(address).toHaveAttribute('readonly');
    await userEvent.click(canvas.getByRole('button', { name: 'Make a new address' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make a new address' }));
    await waitFor(() => expect(renewed).toHaveBeenCalled());
    await waitFor(() =>
      expect(canvas.getByLabelText('Calendar address')).toHaveValue(
        'https://petverse.in/api/calendar/n3w-feed-address-9876543210abc.ics',
      ),
    );
  },
};
