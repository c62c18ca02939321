import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { ConsultationRoom } from '@petverse/api/contract';
import { ShopFrame } from '../../stories/ShopFrame';
import ConsultationPage from './ConsultationPage';

const ID = '7d4f3c52-0c1e-4a57-9d8e-2b1b3f6c9a10';
const PATH = '/consult/:bookingId';

const room: ConsultationRoom = {
  bookingId: ID,
  you: 'parent',
  state: 'early',
  opensAt: '2026-12-08T10:50:00+05:30',
  closesAt: '2026-12-08T12:30:00+05:30',
  start: '2026-12-08T11:00:00+05:30',
  end: '2026-12-08T11:30:00+05:30',
  service: 'Video consultation',
  provider: { id: 'p-1', name: 'Happy Paws Clinic' },
  with: 'Happy Paws Clinic',
  pet: { name: 'Bruno', species: 'dog', breed: 'Beagle' },
  iceServers: [],
  socketUrl: null,
  chat: [],
};

const meta = {
  title: 'Pages/Consultation',
  component: ConsultationPage,
  parameters: { layout: 'padded', route: `/consult/${ID}` },
} satisfies Meta<typeof ConsultationPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (answer: unknown) => () => (
  <ShopFrame path={PATH} routes={{ [`GET /consultations/${ID}/room`]: answer }}>
    <ConsultationPage />
  </ShopFrame>
);

/** Before its time: who with, when, and when the room opens; the camera is not asked for yet. */
export const BeforeItOpens: Story = {
  render: page(room),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Consultation with Happy Paws Clinic' }),
    ).toBeVisible();
    await expect(canvasElement).toHaveTextContent('Video consultation · 8 Dec 2026, 11:00 am');
    await expect(canvas.getByRole('status')).toHaveTextContent('The room opens at 10:50 am.');
    await expect(canvas.getByRole('link', { name: 'Back to your bookings' })).toHaveAttribute(
      'href',
      '/auth/profile/bookings',
    );
  },
};

/** After: the chat of the consultation to read, nothing more to send. */
export const Ended: Story = {
  render: page({
    ...room,
    state: 'ended',
    chat: [
      {
        id: 'm1',
        from: 'doctor',
        name: 'Dr. Asha Mehta',
        text: 'Rest him for a week; the prescription follows.',
        at: '2026-12-08T05:55:00.000Z',
      },
    ],
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('log')).toHaveTextContent('Rest him for a week');
    await expect(canvas.getByRole('status')).toHaveTextContent('This consultation has ended.');
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

/** Another's booking, or none: said, with a way to try again. */
export const NotFound: Story = {
  render: page({ status: 404, body: { message: 'Consultation not found' } }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Consultation not found',
    );
  },
};

export const Loading: Story = {
  render: page('pending'),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Loading the consultation...'),
    ).toBeVisible();
  },
};
