import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AdminFrame } from '../../stories/AdminFrame';
import { LoginPage } from './LoginPage';

const meta = {
  title: 'Admin/Pages/Sign in',
  component: LoginPage,
  parameters: { layout: 'fullscreen', route: '/login' },
} satisfies Meta<typeof LoginPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => (
    <AdminFrame path="/login" signedIn={false} routes={{}}>
      <LoginPage />
    </AdminFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Sign in to the back office' })).toBeVisible();
    await expect(canvas.getByLabelText(/Email/)).toHaveAttribute('autocomplete', 'username');
  },
};

/** A wrong password is said in the form; nothing else happens. */
export const WrongPassword: Story = {
  render: () => (
    <AdminFrame
      path="/login"
      signedIn={false}
      routes={{
        'POST /admin/auth/login': { status: 401, body: { message: 'Invalid email or password' } },
      }}
    >
      <LoginPage />
    </AdminFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Email/), 'nisha@petverse.in');
    await userEvent.type(canvas.getByLabelText(/Password/), 'not it');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid email or password');
  },
};

/** Signed in, the staff member goes where they were going. */
export const SignsIn: Story = {
  render: () => (
    <AdminFrame
      path="/login"
      signedIn={false}
      routes={{
        'POST /admin/auth/login': {
          token: 'pvs_new-session',
          staff: { name: 'Nisha Kapoor', email: 'nisha@petverse.in', role: 'owner' },
        },
      }}
    >
      <LoginPage />
    </AdminFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Email/), 'nisha@petverse.in');
    await userEvent.type(canvas.getByLabelText(/Password/), 'night shift ledger 7');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
