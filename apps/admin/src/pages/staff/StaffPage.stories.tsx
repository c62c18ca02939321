import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ROLE_DESCRIPTIONS } from '@petverse/api/contract';
import { pastWidth, type FixtureRequest, type FixtureRoutes } from '@repo/story-fixtures';
import { AdminFrame, toastSaying } from '../../stories/AdminFrame';
import { staffList } from '../../stories/fixtures';
import { StaffPage } from './StaffPage';

const meta = {
  title: 'Admin/Pages/Staff',
  component: StaffPage,
  parameters: { layout: 'fullscreen', route: '/staff' },
} satisfies Meta<typeof StaffPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const invited: unknown[] = [];

export const Default: Story = {
  render: () => (
    <AdminFrame
      path="/staff"
      area="staff"
      routes={{
        'GET /admin/staff': staffList,
        'POST /admin/staff/invitations': ({ body }: FixtureRequest) => {
          invited.push(body);
          return {
            status: 201,
            body: {
              message: 'Invitation sent to arjun.m@petverse.in.',
              invitation: {
                id: 'c1d2e3f4-0000-4000-8000-000000000001',
                email: 'arjun.m@petverse.in',
                name: null,
                role: 'partnerships',
                createdAt: '2026-11-25T09:00:00.000Z',
                expiresAt: '2026-12-02T09:00:00.000Z',
              },
            },
          };
        },
      }}
    >
      <StaffPage />
    </AdminFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table', { name: 'The team' })).toBeVisible();
    await expect(await canvas.findByRole('combobox', { name: 'Role of Ravi Kumar' })).toHaveValue(
      'operations',
    );
    await expect(canvas.getByRole('row', { name: /Farah Khan/ })).toHaveTextContent(/disabled/i);
    await userEvent.type(canvas.getByLabelText(/^Email/), 'arjun.m@petverse.in');
    await userEvent.selectOptions(canvas.getByLabelText(/^Role$/), 'partnerships');
    // What the chosen role may do is said under it.
    await expect(canvas.getByLabelText(/^Role$/)).toHaveAccessibleDescription(
      ROLE_DESCRIPTIONS.partnerships,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Send invitation' }));
    await expect(
      await toastSaying(canvasElement, 'Invitation sent to arjun.m@petverse.in.'),
    ).toHaveTextContent('Invitation sent to arjun.m@petverse.in.');
    await expect(invited.at(-1)).toEqual({ email: 'arjun.m@petverse.in', role: 'partnerships' });
    await waitFor(() => expect(canvas.getByLabelText(/^Email/)).toHaveValue(''));
  },
};

const withdrawn: string[] = [];

/** An owner withdraws a pending invitation: confirmed in a dialog, then gone from the list. */
export const WithdrawInvitation: Story = {
  render: () => (
    <AdminFrame
      path="/staff"
      area="staff"
      routes={{
        'GET /admin/staff': () => ({
          ...staffList,
          invitations: staffList.invitations.filter((i) => !withdrawn.includes(i.id)),
        }),
        [`DELETE /admin/staff/invitations/${staffList.invitations[0]!.id}`]: () => {
          withdrawn.push(staffList.invitations[0]!.id);
          return { status: 204, body: undefined };
        },
      }}
    >
      <StaffPage />
    </AdminFrame>
  ),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const pending = await canvas.findByRole('region', { name: 'Invitations not yet accepted' });
    await step('asks before withdrawing', async () => {
      await userEvent.click(within(pending).getByRole('button', { name: 'Withdraw' }));
      const dialog = await page.findByRole('alertdialog', {
        name: 'Withdraw the invitation to arjun@petverse.in',
      });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await expect(withdrawn).toEqual([]);
    });
    await step('withdraws once confirmed, and the list no longer shows it', async () => {
      await userEvent.click(within(pending).getByRole('button', { name: 'Withdraw' }));
      const dialog = await page.findByRole('alertdialog', {
        name: 'Withdraw the invitation to arjun@petverse.in',
      });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
      const toast = await toastSaying(
        canvasElement,
        'The invitation to arjun@petverse.in is withdrawn.',
      );
      // Shown once its entering animation has begun (the dialog closing runs beside it).
      await waitFor(() => expect(toast).toBeVisible());
      await expect(withdrawn).toEqual([staffList.invitations[0]!.id]);
      await waitFor(() =>
        expect(
          canvas.queryByRole('region', { name: 'Invitations not yet accepted' }),
        ).not.toBeInTheDocument(),
      );
    });
  },
};

/** The staff page with the team and the invitation call's answer. */
const staffPage = (routes: FixtureRoutes) => (
  <AdminFrame path="/staff" area="staff" routes={{ 'GET /admin/staff': staffList, ...routes }}>
    <StaffPage />
  </AdminFrame>
);

/** An email left empty or mistyped is said under it, with the focus, before anything is sent. */
export const InvitationNotYetRight: Story = {
  render: () => staffPage({}),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'The team' });
    const email = canvas.getByLabelText(/^Email/);
    await userEvent.click(canvas.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription('Please give their email.'));
    await expect(email).toHaveFocus();
    await userEvent.type(email, 'arjun.m');
    await userEvent.click(canvas.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('Please enter a valid email address.'),
    );
  },
};

/** The server's refusal is said under the form, which keeps what was typed. */
export const InvitationRefused: Story = {
  render: () =>
    staffPage({
      'POST /admin/staff/invitations': {
        status: 409,
        body: { message: 'Someone on the staff already has this email.' },
      },
    }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'The team' });
    await userEvent.type(canvas.getByLabelText(/^Email/), 'ravi@petverse.in');
    await userEvent.selectOptions(canvas.getByLabelText(/^Role$/), 'catalogue');
    await userEvent.click(canvas.getByRole('button', { name: 'Send invitation' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Someone on the staff already has this email.',
    );
    await expect(canvas.getByLabelText(/^Email/)).toHaveValue('ravi@petverse.in');
    await expect(canvas.getByLabelText(/^Role$/)).toHaveValue('catalogue');
  },
};

/** While the invitation is sent, the button says so and cannot be pressed twice. */
export const Inviting: Story = {
  render: () => staffPage({ 'POST /admin/staff/invitations': 'pending' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'The team' });
    await userEvent.type(canvas.getByLabelText(/^Email/), 'arjun.m@petverse.in');
    await userEvent.click(canvas.getByRole('button', { name: 'Send invitation' }));
    await expect(await canvas.findByRole('button', { name: /Processing/ })).toBeDisabled();
  },
};

/** On a 360 px phone the invitation form fits; nothing but the team's table scrolls sideways. */
export const Phone: Story = {
  render: () => <div style={{ width: 360 }}>{staffPage({})}</div>,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'The team' });
    const form = canvas.getByRole('button', { name: 'Send invitation' }).closest('form')!;
    await expect(pastWidth(form, 360)).toEqual([]);
  },
};
