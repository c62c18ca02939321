import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ProFrame } from '../stories/ProFrame';
import { LoginPage } from './LoginPage';

const meta = {
  title: 'Pro/Pages/Sign in',
  component: LoginPage,
  parameters: { layout: 'fullscreen', route: '/login' },
} satisfies Meta<typeof LoginPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (routes: Record<string, unknown> = {}) => (
  <ProFrame path="/login" signedIn={false} framed={false} routes={routes}>
    <LoginPage />
  </ProFrame>
);

export const Default: Story = {
  render: () => page(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Petverse for providers' })).toBeVisible();
    await expect(canvas.getByLabelText('Email')).toHaveAttribute('type', 'email');
  },
};

/** A wrong password is said in the form; nothing else happens. */
export const WrongPassword: Story = {
  render: () =>
    page({
      'POST /pro/auth/login': { status: 401, body: { message: 'Invalid email or password' } },
    }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'ravi@groomvan.in');
    await userEvent.type(canvas.getByLabelText('Password'), 'not it');
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(await canvas.findByText('Invalid email or password')).toBeVisible();
  },
};

/** Signed in, the provider lands on the bookings. */
export const SignsIn: Story = {
  render: () =>
    page({
      'POST /pro/auth/login': {
        token: 'pvp_new',
        provider: { id: 'p-1', kind: 'groomer', name: 'GroomVan Pune' },
        member: { name: 'Ravi', email: 'ravi@groomvan.in', role: 'owner' },
      },
    }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'ravi@groomvan.in');
    await userEvent.type(canvas.getByLabelText('Password'), 'grooming van on wheels 9');
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(await canvas.findByText('The bookings page')).toBeVisible();
  },
};

export const Hindi: Story = {
  parameters: { locale: 'hi' },
  render: () => page(),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'प्रदाताओं के लिए Petverse' }),
    ).toBeVisible();
  },
};
