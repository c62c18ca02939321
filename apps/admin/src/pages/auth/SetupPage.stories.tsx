import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AdminFrame } from '../../stories/AdminFrame';
import { SetupPage } from './SetupPage';

const meta = {
  title: 'Admin/Pages/First owner',
  component: SetupPage,
  parameters: { layout: 'fullscreen', route: '/setup?token=0123456789abcdefghijklmnopqrstuv' },
} satisfies Meta<typeof SetupPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => (
    <AdminFrame path="/setup" signedIn={false} routes={{ 'GET /admin/setup': { usable: true } }}>
      <SetupPage />
    </AdminFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Create the owner' })).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/Choose a password/), 'password1');
    await expect(canvas.getByText(/too easy to guess/)).toBeVisible();
  },
};

export const LinkUsed: Story = {
  render: () => (
    <AdminFrame path="/setup" signedIn={false} routes={{ 'GET /admin/setup': { usable: false } }}>
      <SetupPage />
    </AdminFrame>
  ),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', {
        name: 'This setup link no longer works',
      }),
    ).toBeVisible();
  },
};
