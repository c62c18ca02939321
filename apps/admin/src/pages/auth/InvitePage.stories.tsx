import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { pastWidth, type FixtureRequest, type FixtureRoutes } from '@repo/story-fixtures';
import { AdminFrame } from '../../stories/AdminFrame';
import { InvitePage } from './InvitePage';

const meta = {
  title: 'Admin/Pages/Invitation',
  component: InvitePage,
  parameters: { layout: 'fullscreen', route: '/invite?token=0123456789abcdefghijklmnopqrstuv' },
} satisfies Meta<typeof InvitePage>;
export default meta;
type Story = StoryObj<typeof meta>;

const ravi = { email: 'ravi@petverse.in', name: 'Ravi', role: 'operations' };

/** The invitation page, signed out, with the API's answers (Ravi's invitation unless told). */
const invitation = (routes: FixtureRoutes = {}) => (
  <AdminFrame
    path="/invite"
    signedIn={false}
    routes={{ 'GET /admin/invitations': ravi, ...routes }}
  >
    <InvitePage />
  </AdminFrame>
);

export const Default: Story = {
  render: () => invitation(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/invited as operations/)).toBeVisible();
    await expect(canvas.getByLabelText(/Your name/)).toHaveValue('Ravi');
  },
};

const accepted: unknown[] = [];

/** Their own name and a strong password make the account; the token goes with them. */
export const Joins: Story = {
  render: () =>
    invitation({
      'POST /admin/invitations/accept': ({ body }: FixtureRequest) => {
        accepted.push(body);
        return {
          token: 'pvs_new-session',
          staff: { name: 'Ravi Kumar', email: 'ravi@petverse.in', role: 'operations' },
        };
      },
    }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByLabelText(/Your name/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Ravi Kumar');
    await userEvent.type(canvas.getByLabelText(/Choose a password/), 'saffron ledger 19');
    await userEvent.click(canvas.getByRole('button', { name: 'Join and sign in' }));
    await waitFor(() =>
      expect(accepted.at(-1)).toEqual({
        token: '0123456789abcdefghijklmnopqrstuv',
        name: 'Ravi Kumar',
        password: 'saffron ledger 19',
      }),
    );
  },
};

/** A name left empty and a password the server would refuse are said before anything is sent. */
export const NotYetRight: Story = {
  render: () => invitation(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByLabelText(/Your name/);
    await userEvent.clear(name);
    await userEvent.type(canvas.getByLabelText(/Choose a password/), 'ravi@petverse.in');
    await userEvent.click(canvas.getByRole('button', { name: 'Join and sign in' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription('This field is required'));
    await expect(name).toHaveFocus();
    await expect(canvas.getByLabelText(/Choose a password/)).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** The server's refusal (the link used meanwhile) is said in the form, which keeps the name. */
export const Refused: Story = {
  render: () =>
    invitation({
      'POST /admin/invitations/accept': {
        status: 410,
        body: { message: 'This link was already used.' },
      },
    }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/Choose a password/), 'saffron ledger 19');
    await userEvent.click(canvas.getByRole('button', { name: 'Join and sign in' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This link was already used.');
    await expect(canvas.getByLabelText(/Your name/)).toHaveValue('Ravi');
  },
};

/** While the account is made, the button says so and cannot be pressed twice. */
export const Joining: Story = {
  render: () => invitation({ 'POST /admin/invitations/accept': 'pending' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/Choose a password/), 'saffron ledger 19');
    await userEvent.click(canvas.getByRole('button', { name: 'Join and sign in' }));
    await expect(await canvas.findByRole('button', { name: /Processing/ })).toBeDisabled();
  },
};

export const Expired: Story = {
  render: () =>
    invitation({
      'GET /admin/invitations': { status: 410, body: { message: 'This link has expired.' } },
    }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', {
        name: 'This invitation no longer works',
      }),
    ).toBeVisible();
  },
};

/** On a 360 px phone the card and its form fit; nothing scrolls sideways. */
export const Phone: Story = {
  render: () => <div style={{ width: 360 }}>{invitation()}</div>,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('form', { name: 'Join and sign in' })).toBeVisible();
    await expect(pastWidth(canvasElement, 360)).toEqual([]);
  },
};
