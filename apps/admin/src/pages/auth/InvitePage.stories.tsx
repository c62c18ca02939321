import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AdminFrame } from '../../stories/AdminFrame';
import { InvitePage } from './InvitePage';

const meta = {
  title: 'Admin/Pages/Invitation',
  component: InvitePage,
  parameters: { layout: 'fullscreen', route: '/invite?token=0123456789abcdefghijklmnopqrstuv' },
} satisfies Meta<typeof InvitePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => (
    <AdminFrame
      path="/invite"
      signedIn={false}
      routes={{
        'GET /admin/invitations': { email: 'ravi@petverse.in', name: 'Ravi', role: 'operations' },
      }}
    >
      <InvitePage />
    </AdminFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/invited as operations/)).toBeVisible();
    await expect(canvas.getByLabelText(/Your name/)).toHaveValue('Ravi');
  },
};

export const Expired: Story = {
  render: () => (
    <AdminFrame
      path="/invite"
      signedIn={false}
      routes={{
        'GET /admin/invitations': { status: 410, body: { message: 'This link has expired.' } },
      }}
    >
      <InvitePage />
    </AdminFrame>
  ),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', {
        name: 'This invitation no longer works',
      }),
    ).toBeVisible();
  },
};
