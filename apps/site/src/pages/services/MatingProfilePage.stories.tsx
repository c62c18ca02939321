import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ShopFrame } from '../../stories/ShopFrame';
import MatingProfilePage from './MatingProfilePage';

const bruno = {
  _id: '00000000-0000-4000-8000-000000000001',
  profileId: 'MP-1001',
  category: 'Dog',
  breed: 'Beagle',
  petName: 'Bruno',
  location: 'Pune',
  createdAt: '2026-01-01T00:00:00.000Z',
};

const meta = {
  title: 'Pages/Mating profile',
  component: MatingProfilePage,
  parameters: { layout: 'fullscreen', route: '/mating-profile/MP-1001' },
} satisfies Meta<typeof MatingProfilePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One profile, loaded by its id (it may be on any page of the list). */
export const Found: Story = {
  render: () => (
    <ShopFrame
      path="/mating-profile/:profileId"
      signedIn={false}
      routes={{ 'GET /lifestyle/getMatingProfile/MP-1001': { data: bruno } }}
    >
      <MatingProfilePage />
    </ShopFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Bruno' })).toBeVisible();
    await expect(canvas.getByText('MP-1001')).toBeVisible();
  },
};

/** An unknown id says so, with the way back. */
export const NotFound: Story = {
  render: () => (
    <ShopFrame
      path="/mating-profile/:profileId"
      signedIn={false}
      routes={{
        'GET /lifestyle/getMatingProfile/MP-1001': {
          status: 404,
          body: { message: 'Pet not found.' },
        },
      }}
    >
      <MatingProfilePage />
    </ShopFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Pet not found.' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Mating Profiles' })).toBeVisible();
  },
};

/** Any other failure offers a retry. */
export const LoadFailure: Story = {
  render: () => (
    <ShopFrame
      path="/mating-profile/:profileId"
      signedIn={false}
      routes={{
        'GET /lifestyle/getMatingProfile/MP-1001': { status: 500, body: { message: 'boom' } },
      }}
    >
      <MatingProfilePage />
    </ShopFrame>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toBeVisible();
  },
};
