import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ProFrame } from '../stories/ProFrame';
import { profile } from '../stories/fixtures';
import { ProfilePage } from './ProfilePage';

const meta = {
  title: 'Pro/Pages/Listing',
  component: ProfilePage,
  parameters: { layout: 'fullscreen', route: '/profile' },
} satisfies Meta<typeof ProfilePage>;
export default meta;
type Story = StoryObj<typeof meta>;

const saved = fn((request: { body: unknown }) => ({ ...profile, profile: request.body }));

/** The owner adds a service and a pincode; pincodes are read from whatever separates them. */
export const OwnerSaves: Story = {
  render: () => (
    <ProFrame path="/profile" routes={{ 'GET /pro/profile': profile, 'PUT /pro/profile': saved }}>
      <ProfilePage />
    </ProFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add a service' }));
    const fresh = canvas.getByRole('group', { name: 'New service' });
    await userEvent.type(within(fresh).getByLabelText('Service'), 'Nail trim');
    await userEvent.clear(within(fresh).getByLabelText('Price (₹)'));
    await userEvent.type(within(fresh).getByLabelText('Price (₹)'), '300');
    await userEvent.type(canvas.getByLabelText('Pincodes you come to'), ' 411004\n411005');
    await userEvent.click(canvas.getByRole('button', { name: 'Save listing' }));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    const body = saved.mock.calls.at(-1)![0].body as typeof profile.profile;
    await expect(body.pincodes).toEqual(['411001', '411002', '411004', '411005']);
    await expect(body.services.at(-1)).toEqual({ name: 'Nail trim', price: 300, minutes: 60 });
  },
};

/** A clinic gives its address instead of pincodes, and lists its doctors with their registration. */
export const Clinic: Story = {
  render: () => (
    <ProFrame
      path="/profile"
      routes={{
        'GET /pro/profile': {
          ...profile,
          kind: 'vet',
          profile: { ...profile.profile, people: [] },
        },
        'PUT /pro/profile': saved,
      }}
    >
      <ProfilePage />
    </ProFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('Address of your clinic')).toBeVisible();
    await expect(canvas.queryByLabelText('Pincodes you come to')).toBeNull();
    await expect(canvas.getByRole('heading', { name: 'Doctors' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add a doctor' }));
    const doctor = canvas.getByRole('group', { name: 'New person' });
    await userEvent.type(within(doctor).getByLabelText('Name'), 'Dr. Asha Rao');
    await userEvent.type(within(doctor).getByLabelText('Qualification'), 'BVSc & AH');
    await userEvent.type(within(doctor).getByLabelText(/Registration number/), 'MSVC-1234');
    await userEvent.clear(within(doctor).getByLabelText('Years of experience'));
    await userEvent.type(within(doctor).getByLabelText('Years of experience'), '8');
    await userEvent.click(within(doctor).getByLabelText('Cats'));
    await userEvent.click(canvas.getByRole('button', { name: 'Save listing' }));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    const body = saved.mock.calls.at(-1)![0].body as typeof profile.profile;
    await expect(body.people).toEqual([
      {
        name: 'Dr. Asha Rao',
        qualification: 'BVSc & AH',
        registrationNumber: 'MSVC-1234',
        species: ['dog'],
        experienceYears: 8,
      },
    ]);
  },
};

const PIXEL =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3"><rect width="4" height="3" fill="#c6dafc"/></svg>',
  );

/** The owner adds a photo (uploaded at once) and removes one; saving keeps what the server holds. */
export const Photos: Story = {
  render: () => {
    let photos = [PIXEL];
    const added = fn(() => {
      photos = [...photos, `${PIXEL}#2`];
      return { status: 201, body: { photos, message: 'Photo added to your listing.' } };
    });
    return (
      <ProFrame
        path="/profile"
        routes={{
          'GET /pro/profile': () => ({ ...profile, profile: { ...profile.profile, photos } }),
          'POST /pro/profile/photos': added,
          'PUT /pro/profile': saved,
        }}
      >
        <ProfilePage />
      </ProFrame>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Photos' });
    await expect(within(list).getAllByRole('img')).toHaveLength(1);
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'van.png', { type: 'image/png' });
    await userEvent.upload(canvas.getByLabelText(/Add a photo/), file);
    await waitFor(() => expect(within(list).getAllByRole('img')).toHaveLength(2));
    await expect(within(list).getByRole('img', { name: 'Photo 2 of GroomVan Pune' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save listing' }));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    const body = saved.mock.calls.at(-1)![0].body as typeof profile.profile;
    await expect(body.photos).toHaveLength(2);
  },
};

export const LoadFailed: Story = {
  render: () => (
    <ProFrame
      path="/profile"
      routes={{ 'GET /pro/profile': { status: 503, body: { message: 'Busy.' } } }}
    >
      <ProfilePage />
    </ProFrame>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Retry' })).toBeVisible();
  },
};
