import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ProFrame, pastWidth } from '../stories/ProFrame';
import { team } from '../stories/fixtures';
import { TeamPage } from './TeamPage';

const meta = {
  title: 'Pro/Pages/Team',
  component: TeamPage,
  parameters: { layout: 'fullscreen', route: '/team' },
} satisfies Meta<typeof TeamPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The team as the server keeps it in one story: a change is read back on the next GET. */
const kept = () => {
  let current: typeof team = team;
  return {
    read: () => current,
    set: (next: typeof team) => {
      current = next;
      return next;
    },
  };
};
const afterInvitation = kept();
const invited = fn((request: { body: { email: string; role: string } }) => ({
  status: 201,
  body: {
    message: `Invitation sent to ${request.body.email}.`,
    team: afterInvitation.set({
      ...team,
      invitations: [
        ...team.invitations,
        { id: 'i-2', ...request.body, expiresAt: '2026-12-14T04:30:00.000Z' },
      ],
    }),
  },
}));
const changed = fn((request: { body: unknown }) => ({
  message: 'Team member updated.',
  team: {
    ...team,
    members: team.members.map((m) => (m.id === 'm-2' ? { ...m, ...(request.body as object) } : m)),
  },
}));
const afterWithdrawal = kept();
const withdrawn = fn(() => ({
  message: 'Invitation withdrawn: its link no longer works.',
  team: afterWithdrawal.set({ ...team, invitations: [] }),
}));

/** The owner invites a doctor by mail; the new invitation is listed. */
export const OwnerInvites: Story = {
  render: () => (
    <ProFrame
      path="/team"
      routes={{ 'GET /pro/team': afterInvitation.read, 'POST /pro/team/invitations': invited }}
    >
      <TeamPage />
    </ProFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('listitem', { name: 'Ravi Kulkarni' })).toHaveTextContent(
      '(you)',
    );
    await expect(
      within(canvas.getByRole('listitem', { name: 'Amit Joshi' })).getByText('Disabled'),
    ).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/Email/), 'asha@groomvan.in');
    await userEvent.selectOptions(canvas.getByLabelText('Role'), 'owner');
    await userEvent.click(canvas.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(invited).toHaveBeenCalled());
    await expect(invited.mock.calls.at(-1)![0].body).toEqual({
      email: 'asha@groomvan.in',
      role: 'owner',
    });
    await expect(await canvas.findByRole('listitem', { name: 'asha@groomvan.in' })).toBeVisible();
    await expect(canvas.getByLabelText(/Email/)).toHaveValue('');
  },
};

/** Disabling asks first (the account is signed out at once); withdrawing an invitation does not. */
export const OwnerDisablesAndWithdraws: Story = {
  render: () => (
    <ProFrame
      path="/team"
      routes={{
        'GET /pro/team': afterWithdrawal.read,
        'PATCH /pro/team/members/m-2': changed,
        'DELETE /pro/team/invitations/i-1': withdrawn,
      }}
    >
      <TeamPage />
    </ProFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sunita = await canvas.findByRole('listitem', { name: 'Sunita Pawar' });
    await userEvent.click(within(sunita).getByRole('button', { name: 'Disable' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('Sunita Pawar is signed out at once');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(changed).toHaveBeenCalled());
    await expect(changed.mock.calls.at(-1)![0].body).toEqual({ disabled: true });
    await userEvent.click(
      canvas.getByRole('button', { name: 'Withdraw the invitation to neha@groomvan.in' }),
    );
    await waitFor(() => expect(withdrawn).toHaveBeenCalled());
    await expect(await canvas.findByText('No open invitations.')).toBeVisible();
  },
};

/** A member sees the team but no buttons that change it. */
export const MemberReadsOnly: Story = {
  render: () => (
    <ProFrame path="/team" memberRole="member" routes={{ 'GET /pro/team': team }}>
      <TeamPage />
    </ProFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Only your team’s owner can invite people or change the team.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Disable' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Send invitation' })).toBeNull();
  },
};

/** The server refuses an address that already has an account: said under the form. */
export const InvitationRefused: Story = {
  render: () => (
    <ProFrame
      path="/team"
      routes={{
        'GET /pro/team': team,
        'POST /pro/team/invitations': {
          status: 409,
          body: { message: 'This email already has a provider account on Petverse.' },
        },
      }}
    >
      <TeamPage />
    </ProFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/Email/), 'ravi@groomvan.in');
    await userEvent.click(canvas.getByRole('button', { name: 'Send invitation' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This email already has a provider account on Petverse.',
    );
  },
};

/** On a 360 px phone nothing reaches past the screen's edge. */
export const Phone: Story = {
  render: () => (
    <div style={{ width: 360 }}>
      <ProFrame path="/team" routes={{ 'GET /pro/team': team }}>
        <TeamPage />
      </ProFrame>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('listitem', { name: 'Sunita Pawar' });
    await expect(pastWidth(canvasElement, 360)).toEqual([]);
  },
};

export const Loading: Story = {
  render: () => (
    <ProFrame path="/team" routes={{ 'GET /pro/team': 'pending' }}>
      <TeamPage />
    </ProFrame>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading your team...')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  render: () => (
    <ProFrame
      path="/team"
      routes={{ 'GET /pro/team': { status: 503, body: { message: 'Busy.' } } }}
    >
      <TeamPage />
    </ProFrame>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** In Hindi: the headings, the roles and the buttons. */
export const Hindi: Story = {
  parameters: { locale: 'hi' },
  render: () => (
    <ProFrame path="/team" routes={{ 'GET /pro/team': team }}>
      <TeamPage />
    </ProFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'टीम', level: 1 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'आमंत्रण भेजें' })).toBeVisible();
  },
};
