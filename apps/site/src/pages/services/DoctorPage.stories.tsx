import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Doctor } from '@petverse/api/contract';
import { PageFrame } from '../../stories/PageFrame';
import { ShopFrame } from '../../stories/ShopFrame';
import DoctorPage from './DoctorPage';

const ID = '6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const GET = `GET /admin/getDocterByID/${ID}`;
const doctor: Doctor = {
  _id: ID,
  name: 'Meera Iyer',
  specialty: 'Dermatology',
  location: 'Pune',
  experience: 9,
  rating: 4.8,
  reviews: 214,
  bio: 'Skin, coat and allergy care for dogs and cats.',
  image: '/art/vet-1-dog-cat.webp',
  species: ['Dog', 'Cat'],
};

const meta = {
  title: 'Pages/Doctor',
  component: DoctorPage,
  parameters: { layout: 'fullscreen', route: `/vet-clinic/doctor/${ID}` },
} satisfies Meta<typeof DoctorPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const frame = (routes: Record<string, unknown>) => (
  <PageFrame path="/vet-clinic/doctor/:id" routes={routes}>
    <DoctorPage />
  </PageFrame>
);

export const Profile: Story = {
  render: () => frame({ [GET]: { doctor } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Dr. Meera Iyer' })).toBeVisible();
    await expect(canvas.getByText('Dermatology')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to All Doctors' })).toHaveAttribute(
      'href',
      '/vet-clinic',
    );
    await expect(canvas.getByRole('button', { name: 'Book a Consult' })).toBeEnabled();
  },
};

export const BookingWhileLoggedOut: Story = {
  render: () => frame({ [GET]: { doctor } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Book a Consult' }));
    // The story's only route is the doctor's: leaving for /login empties the page.
    await waitFor(() =>
      expect(canvas.queryByRole('heading', { name: 'Dr. Meera Iyer' })).toBeNull(),
    );
    await expect(canvas.queryByRole('dialog')).toBeNull();
  },
};

export const NotFound: Story = {
  render: () => frame({ [GET]: { status: 404, body: { message: 'Doctor not found.' } } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Doctor not found.' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to All Doctors' })).toBeVisible();
  },
};

export const Loading: Story = {
  render: () => frame({ [GET]: 'pending' }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading doctor...');
  },
};

export const LoadError: Story = {
  render: () => frame({ [GET]: { status: 500, body: { message: 'boom' } } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** A refused booking: the spec's toast, and the doctor page's own alert 'failed to add Booking'. */
export const BookingFails: Story = {
  render: () => (
    <ShopFrame
      path="/vet-clinic/doctor/:id"
      routes={{
        [GET]: { doctor },
        'POST /user/addDoctorInCart': { status: 500, body: { message: 'Slot unavailable' } },
      }}
    >
      <DoctorPage />
    </ShopFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Book a Consult' }));
    const dialog = await within(document.body).findByRole('dialog');
    const tomorrow = new Date(Date.now() + 330 * 60_000 + 86_400_000).toISOString().slice(0, 10);
    await userEvent.type(await within(dialog).findByLabelText(/^Date/), tomorrow);
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Time/), '11:00 AM');
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Consultation Mode/), 'Online');
    await userEvent.type(within(dialog).getByLabelText(/^Pet Name/), 'Bruno');
    await userEvent.type(within(dialog).getByLabelText(/^Pet Type/), 'Dog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to Cart' }));
    await expect(await within(dialog).findByText('failed to add Booking')).toBeVisible();
    await expect(
      await within(document.body).findByText('Booking failed: Slot unavailable'),
    ).toBeInTheDocument();
  },
};
