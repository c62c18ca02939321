import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { pastWidth, type FixtureRoutes } from '@repo/story-fixtures';
import { AdminFrame } from '../../stories/AdminFrame';
import { LoginPage } from './LoginPage';

const meta = {
  title: 'Admin/Pages/Sign in',
  component: LoginPage,
  parameters: { layout: 'fullscreen', route: '/login' },
} satisfies Meta<typeof LoginPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The sign-in page, signed out, with the API's answers. */
const signIn = (routes: FixtureRoutes = {}) => (
  <AdminFrame path="/login" signedIn={false} routes={routes}>
    <LoginPage />
  </AdminFrame>
);

export const Default: Story = {
  render: () => signIn(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Sign in to the back office' })).toBeVisible();
    await expect(canvas.getByLabelText(/Email/)).toHaveAttribute('autocomplete', 'username');
  },
};

/** A wrong password is said in the form; nothing else happens. */
export const WrongPassword: Story = {
  render: () =>
    signIn({
      'POST /admin/auth/login': { status: 401, body: { message: 'Invalid email or password' } },
    }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Email/), 'nisha@petverse.in');
    await userEvent.type(canvas.getByLabelText(/Password/), 'not it');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid email or password');
    await expect(canvas.getByLabelText(/Email/)).toHaveValue('nisha@petverse.in');
  },
};

/** Signed in, the staff member goes where they were going. */
export const SignsIn: Story = {
  render: () =>
    signIn({
      'POST /admin/auth/login': {
        token: 'pvs_new-session',
        staff: { name: 'Nisha Kapoor', email: 'nisha@petverse.in', role: 'owner' },
      },
    }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Email/), 'nisha@petverse.in');
    await userEvent.type(canvas.getByLabelText(/Password/), 'night shift ledger 7');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Sent empty: each field says so, the first one takes the focus, and typing clears its message. */
export const MissingFields: Story = {
  render: () => signIn(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    const email = canvas.getByLabelText(/Email/);
    await waitFor(() => expect(email).toHaveAccessibleDescription('This field is required'));
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText(/Password/)).toHaveAccessibleDescription(
      'This field is required',
    );
    await expect(email).toHaveFocus();
    await userEvent.type(email, 'n');
    await expect(email).not.toHaveAttribute('aria-invalid');
  },
};

/** While the server answers, the button says so and cannot be pressed twice. */
export const SigningIn: Story = {
  render: () => signIn({ 'POST /admin/auth/login': 'pending' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Email/), 'nisha@petverse.in');
    await userEvent.type(canvas.getByLabelText(/Password/), 'night shift ledger 7');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByRole('button', { name: /Processing/ })).toBeDisabled();
  },
};

/** On a 360 px phone the card and its form fit; nothing scrolls sideways. */
export const Phone: Story = {
  render: () => <div style={{ width: 360 }}>{signIn()}</div>,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('form', { name: 'Sign in' })).toBeVisible();
    await expect(pastWidth(canvasElement, 360)).toEqual([]);
  },
};
