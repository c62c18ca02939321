import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { MatingProfile, MatingProfilesResponse } from '@petverse/api/contract';
import { ShopFrame } from '../../stories/ShopFrame';
import ListingsPage from './ListingsPage';

const profile = (n: number): MatingProfile => ({
  _id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  profileId: `MP-${1000 + n}`,
  category: n % 2 ? 'Dog' : 'Cat',
  breed: n % 2 ? 'Beagle' : 'Persian',
  petName: `Pet ${n}`,
  location: 'Pune',
  createdAt: '2026-01-01T00:00:00.000Z',
});

const page = (n: number, of: number, size = 3): MatingProfilesResponse => ({
  data: Array.from({ length: size }, (_, i) => profile((n - 1) * size + i + 1)),
  pagination: {
    page: n,
    limit: size,
    total: of * size,
    totalPages: of,
    hasNextPage: n < of,
    hasPrevPage: n > 1,
  },
});

const meta = {
  title: 'Pages/Mating profiles',
  component: ListingsPage,
  args: { variant: 'mating' },
  parameters: { layout: 'fullscreen', route: '/mating-profile' },
} satisfies Meta<typeof ListingsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The public list a page at a time; the page number goes into the address. */
export const Paged: Story = {
  render: (args) => (
    <ShopFrame
      path="/mating-profile"
      signedIn={false}
      routes={{
        'GET /lifestyle/getMatingProfiles': ({ url }: { url: URL }) =>
          page(Number(url.searchParams.get('page') ?? 1), 3),
      }}
    >
      <ListingsPage {...args} />
    </ShopFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Mating profiles' });
    await expect(within(list).getByRole('link', { name: 'Pet 1' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Page 1 of 3 (9 profiles)');
    await userEvent.click(canvas.getByRole('button', { name: /2/ }));
    await waitFor(() => expect(within(list).getByRole('link', { name: 'Pet 4' })).toBeVisible());
    await expect(canvas.getByRole('status')).toHaveTextContent('Page 2 of 3');
    await expect(canvas.queryByRole('list', { name: 'Your mating profiles' })).toBeNull();
  },
};

/** A signed-in owner sees their own profiles, each deletable after a confirmation. */
export const OwnProfilesDeletable: Story = {
  render: (args) => {
    let mine = [profile(1)];
    return (
      <ShopFrame
        path="/mating-profile"
        routes={{
          'GET /lifestyle/getMatingProfiles': () => ({ data: mine }),
          'GET /lifestyle/myMatingProfiles': () => ({ data: mine }),
          [`DELETE /lifestyle/deleteMatingProfile/${profile(1)._id}`]: () => {
            mine = [];
            return { message: 'Mating profile deleted successfully.' };
          },
        }}
      >
        <ListingsPage {...args} />
      </ShopFrame>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const mine = await canvas.findByRole('list', { name: 'Your mating profiles' });
    await userEvent.click(within(mine).getByRole('button', { name: 'Delete Pet 1' }));
    const dialog = await within(document.body).findByRole('alertdialog', {
      name: 'Delete Pet 1',
    });
    await expect(dialog).toHaveTextContent(
      'Are you sure you want to delete this mating profile? This action cannot be undone.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(canvas.queryByRole('list', { name: 'Your mating profiles' })).toBeNull(),
    );
    await expect(await canvas.findByText('No mating profiles yet')).toBeVisible();
  },
};

export const Empty: Story = {
  render: (args) => (
    <ShopFrame
      path="/mating-profile"
      signedIn={false}
      routes={{ 'GET /lifestyle/getMatingProfiles': { data: [] } }}
    >
      <ListingsPage {...args} />
    </ShopFrame>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No mating profiles yet')).toBeVisible();
  },
};
