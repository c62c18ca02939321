import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Address, Pet, User } from '@petverse/api/contract';
import { pastWidth } from '@repo/story-fixtures';
import { ShopFrame } from '../../stories/ShopFrame';
import { SHOP_USER_ID } from '../../stories/shopFixtures';
import AddressTab from './AddressTab';
import PetsTab from './PetsTab';
import ProfileTab, { PROFILE_TEXTS } from './ProfileTab';

const pets: Pet[] = [
  {
    _id: '00000000-0000-4000-8000-0000000000a1',
    name: 'Biscuit',
    species: 'dog',
    breed: 'Indian Pariah Dog',
    age: 6,
    petDateOfBirth: '2019-07-02',
    image: null,
    createdAt: '2025-07-02T10:00:00.000Z',
  },
  {
    _id: '00000000-0000-4000-8000-0000000000a2',
    name: 'Mishti',
    species: 'cat',
    breed: 'Persian',
    age: 0,
    petDateOfBirth: new Date(Date.now() - 150 * 86_400_000).toISOString().slice(0, 10),
    image: null,
    createdAt: '2026-01-10T10:00:00.000Z',
  },
];

const addresses: Address[] = [
  {
    _id: '00000000-0000-4000-8000-0000000000b1',
    type: 'Home',
    name: 'Ananya Rao',
    email: 'ananya@example.com',
    phone: '9876543210',
    street: '12 Law College Road',
    city: 'Pune',
    state: 'Maharashtra',
    pincode: '411004',
    country: 'India',
    isDefault: true,
  },
  {
    _id: '00000000-0000-4000-8000-0000000000b2',
    type: 'Work',
    name: 'Ananya Rao',
    email: '',
    phone: '',
    street: '5 Bandra Kurla Complex',
    city: 'Mumbai',
    state: 'Maharashtra',
    pincode: '400051',
    country: 'India',
    isDefault: false,
  },
];

const meta = {
  title: 'Pages/Account tabs',
  component: PetsTab,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PetsTab>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PetsWithCards: Story = {
  render: () => (
    <ShopFrame path="/" routes={{ 'GET /pet/register-pet': { pets } }}>
      <PetsTab />
    </ShopFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Your Pets' })).toBeVisible();
    const list = await canvas.findByRole('list', { name: 'Your pets' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(list).getByRole('heading', { name: 'Biscuit' })).toBeVisible();
    await expect(
      within(list).getByRole('link', { name: 'Health record of Biscuit' }),
    ).toHaveAttribute('href', expect.stringMatching(/^\/auth\/profile\/pets\/.+\/record$/));
  },
};

/** Delete asks first (the address tab's pattern); confirming removes the card. */
export const PetsDeleteWithConfirmation: Story = {
  render: () => (
    <ShopFrame
      path="/"
      routes={{
        'GET /pet/register-pet': { pets },
        [`DELETE /pet/delete-pet/${pets[0]!._id}`]: {
          message: 'Pet deleted successfully.',
          pets: pets.slice(1),
        },
      }}
    >
      <PetsTab />
    </ShopFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete Biscuit' }));
    const dialog = await within(document.body).findByRole('alertdialog', {
      name: 'Delete Biscuit',
    });
    await expect(dialog).toHaveTextContent(
      'Are you sure you want to delete this pet? This action cannot be undone.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(canvas.queryByRole('heading', { name: 'Biscuit' })).toBeNull());
    await expect(canvas.getByRole('heading', { name: 'Mishti' })).toBeVisible();
  },
};

export const PetsEmpty: Story = {
  render: () => (
    <ShopFrame path="/" routes={{ 'GET /pet/register-pet': { pets: [] } }}>
      <PetsTab />
    </ShopFrame>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No pets registered yet.')).toBeVisible();
  },
};

export const PetsLoadFailure: Story = {
  render: () => (
    <ShopFrame
      path="/"
      routes={{ 'GET /pet/register-pet': { status: 500, body: { message: 'boom' } } }}
    >
      <PetsTab />
    </ShopFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeVisible();
  },
};

export const AddressesWithDeleteConfirmation: Story = {
  render: () => (
    <ShopFrame path="/" routes={{ 'GET /user/address': { data: addresses } }}>
      <AddressTab />
    </ShopFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('12 Law College Road', { exact: false })).toBeVisible();
    const deleteButtons = canvas.getAllByRole('button', { name: /Delete/ });
    await userEvent.click(deleteButtons[0]!);
    const dialog = await within(document.body).findByRole('alertdialog', {
      name: 'Delete Address',
    });
    await expect(dialog).toHaveTextContent(
      'Are you sure you want to delete this address? This action cannot be undone.',
    );
  },
};

export const AddressesLoadFailure: Story = {
  render: () => (
    <ShopFrame
      path="/"
      routes={{ 'GET /user/address': { status: 500, body: { message: 'Database unavailable' } } }}
    >
      <AddressTab />
    </ShopFrame>
  ),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Try Again' }),
    ).toBeVisible();
  },
};

const profileUser: User = {
  _id: SHOP_USER_ID,
  name: 'Ananya Rao',
  email: 'ananya@example.com',
  phone: '9876543210',
  image: null,
  createdAt: '2025-07-02T10:00:00.000Z',
  reminders: true,
};

/** Appointment reminders turned off from the profile; order mails cannot be. */
export const ProfileReminders: Story = {
  render: () => (
    <ShopFrame
      path="/"
      user={profileUser}
      routes={{
        'GET /auth/getuser': { user: profileUser },
        'PUT /auth/update': {
          message: 'Profile updated successfully',
          user: { ...profileUser, reminders: false },
        },
      }}
    >
      <ProfileTab />
    </ShopFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = await canvas.findByRole('checkbox', { name: PROFILE_TEXTS.reminders });
    await expect(box).toBeChecked();
    await expect(box).toHaveAccessibleDescription(PROFILE_TEXTS.remindersHint);
    await userEvent.click(box);
    await expect(
      await within(document.body).findByText(PROFILE_TEXTS.remindersOff),
    ).toBeInTheDocument();
    await waitFor(() => expect(box).not.toBeChecked());
  },
};

/** A 360 px phone and an address with no place to break: it wraps, nothing scrolls sideways. */
export const ProfilePhone: Story = {
  render: () => {
    const user = { ...profileUser, email: 'ananya.rao.for.the.pets.of.koregaon.park@example.com' };
    return (
      <div style={{ width: 360 }}>
        <ShopFrame path="/" user={user} routes={{ 'GET /auth/getuser': { user } }}>
          <ProfileTab />
        </ShopFrame>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('ananya.rao.for.the.pets.of.koregaon.park@example.com'),
    ).toBeVisible();
    await canvas.findByRole('checkbox', { name: PROFILE_TEXTS.reminders });
    await expect(pastWidth(canvasElement, 360)).toEqual([]);
  },
};
