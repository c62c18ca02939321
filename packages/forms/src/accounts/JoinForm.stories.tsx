import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { JoinForm } from './JoinForm';

const meta = {
  title: 'Forms/Accounts/JoinForm',
  component: JoinForm,
  args: { onSubmit: fn(), email: 'ravi@groomvan.in' },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
  tags: ['autodocs'],
} satisfies Meta<typeof JoinForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A name and a strong password make the account. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Your name'), 'Ravi Kulkarni');
    await userEvent.type(canvas.getByLabelText('Choose a password'), 'grooming van on wheels 9');
    await userEvent.click(canvas.getByRole('button', { name: 'Create your account' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        name: 'Ravi Kulkarni',
        password: 'grooming van on wheels 9',
      }),
    );
  },
};

/** The invitation's own address is no password: refused before anything is sent. */
export const GuessablePassword: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Your name'), 'Ravi Kulkarni');
    await userEvent.type(canvas.getByLabelText('Choose a password'), 'ravi@groomvan.in');
    await userEvent.click(canvas.getByRole('button', { name: 'Create your account' }));
    await waitFor(() =>
      expect(canvas.getByLabelText('Choose a password')).toHaveAttribute('aria-invalid', 'true'),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server's answer is said above the button. */
export const ServerError: Story = {
  args: {
    error: 'This invitation has expired, was withdrawn or was already used. Ask for a new one.',
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/This invitation has expired/),
    ).toBeVisible();
  },
};

/** No invitation gives the address (a first owner): the form asks for it, and counts it too. */
export const AsksTheEmail: Story = {
  args: { email: undefined, label: 'Create the owner and sign in' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Create the owner and sign in' });
    await userEvent.click(button);
    await waitFor(() =>
      expect(canvas.getByLabelText('Email')).toHaveAccessibleDescription('This field is required'),
    );
    await expect(canvas.getByLabelText('Email')).toHaveFocus();
    await userEvent.type(canvas.getByLabelText('Email'), 'nisha@petverse.in');
    await userEvent.type(canvas.getByLabelText('Your name'), 'Nisha Kapoor');
    await userEvent.type(canvas.getByLabelText('Choose a password'), 'nisha@petverse.in');
    await userEvent.click(button);
    await waitFor(() =>
      expect(canvas.getByLabelText('Choose a password')).toHaveAttribute('aria-invalid', 'true'),
    );
    await userEvent.clear(canvas.getByLabelText('Choose a password'));
    await userEvent.type(canvas.getByLabelText('Choose a password'), 'night shift ledger 7');
    await userEvent.click(button);
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        email: 'nisha@petverse.in',
        name: 'Nisha Kapoor',
        password: 'night shift ledger 7',
      }),
    );
  },
};
