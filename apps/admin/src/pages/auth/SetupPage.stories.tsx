import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { pastWidth, type FixtureRequest, type FixtureRoutes } from '@repo/story-fixtures';
import { AdminFrame } from '../../stories/AdminFrame';
import { SetupPage } from './SetupPage';

const meta = {
  title: 'Admin/Pages/First owner',
  component: SetupPage,
  parameters: { layout: 'fullscreen', route: '/setup?token=0123456789abcdefghijklmnopqrstuv' },
} satisfies Meta<typeof SetupPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The setup page, signed out, with the API's answers (a usable link unless told). */
const setup = (routes: FixtureRoutes = {}) => (
  <AdminFrame
    path="/setup"
    signedIn={false}
    routes={{ 'GET /admin/setup': { usable: true }, ...routes }}
  >
    <SetupPage />
  </AdminFrame>
);

/** Fills the form as the first owner would. */
const fill = async (canvasElement: HTMLElement, password: string) => {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText(/Email/), 'nisha@petverse.in');
  await userEvent.type(canvas.getByLabelText(/Your name/), 'Nisha Kapoor');
  await userEvent.type(canvas.getByLabelText(/Choose a password/), password);
};

export const Default: Story = {
  render: () => setup(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Create the owner' })).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/Choose a password/), 'password1');
    // The strength rules load with the first character typed.
    await expect(await canvas.findByText(/too easy to guess/)).toBeVisible();
  },
};

const created: unknown[] = [];

/** The owner is made with the link's token and what was typed. */
export const CreatesTheOwner: Story = {
  render: () =>
    setup({
      'POST /admin/setup': ({ body }: FixtureRequest) => {
        created.push(body);
        return {
          token: 'pvs_new-session',
          staff: { name: 'Nisha Kapoor', email: 'nisha@petverse.in', role: 'owner' },
        };
      },
    }),
  play: async ({ canvasElement }) => {
    await fill(canvasElement, 'night shift ledger 7');
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Create the owner and sign in' }),
    );
    await waitFor(() =>
      expect(created.at(-1)).toEqual({
        token: '0123456789abcdefghijklmnopqrstuv',
        name: 'Nisha Kapoor',
        email: 'nisha@petverse.in',
        password: 'night shift ledger 7',
      }),
    );
  },
};

/** Sent empty: each field says so and the first one, the email, takes the focus. */
export const MissingFields: Story = {
  render: () => setup(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Create the owner and sign in' }),
    );
    const email = canvas.getByLabelText(/Email/);
    await waitFor(() => expect(email).toHaveAccessibleDescription('This field is required'));
    await expect(email).toHaveFocus();
    await expect(canvas.getByLabelText(/Your name/)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText(/Choose a password/)).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** The server's refusal is said in the form, which keeps what was typed. */
export const Refused: Story = {
  render: () =>
    setup({
      'POST /admin/setup': {
        status: 409,
        body: { message: 'The back office already has an owner. Please sign in.' },
      },
    }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvasElement, 'night shift ledger 7');
    await userEvent.click(canvas.getByRole('button', { name: 'Create the owner and sign in' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The back office already has an owner. Please sign in.',
    );
    await expect(canvas.getByLabelText(/Email/)).toHaveValue('nisha@petverse.in');
  },
};

/** While the owner is made, the button says so and cannot be pressed twice. */
export const Creating: Story = {
  render: () => setup({ 'POST /admin/setup': 'pending' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvasElement, 'night shift ledger 7');
    await userEvent.click(canvas.getByRole('button', { name: 'Create the owner and sign in' }));
    await expect(await canvas.findByRole('button', { name: /Processing/ })).toBeDisabled();
  },
};

export const LinkUsed: Story = {
  render: () => setup({ 'GET /admin/setup': { usable: false } }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', {
        name: 'This setup link no longer works',
      }),
    ).toBeVisible();
  },
};

/** On a 360 px phone the card and its form fit; nothing scrolls sideways. */
export const Phone: Story = {
  render: () => <div style={{ width: 360 }}>{setup()}</div>,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('form', { name: 'Create the owner and sign in' }),
    ).toBeVisible();
    await expect(pastWidth(canvasElement, 360)).toEqual([]);
  },
};
