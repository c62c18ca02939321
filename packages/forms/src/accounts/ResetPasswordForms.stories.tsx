import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ForgotPasswordForm, ResetPasswordForm } from './ResetPasswordForms';

const meta = {
  title: 'Forms/Accounts/ResetPassword',
  component: ForgotPasswordForm,
  args: { onSubmit: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
  tags: ['autodocs'],
} satisfies Meta<typeof ForgotPasswordForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const StepOneEmail: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send OTP' }));
    await waitFor(() =>
      expect(canvas.getByLabelText('Email')).toHaveAccessibleDescription('This field is required'),
    );
    await userEvent.type(canvas.getByLabelText('Email'), 'not-an-email');
    await userEvent.click(canvas.getByRole('button', { name: 'Send OTP' }));
    await waitFor(() =>
      expect(canvas.getByLabelText('Email')).toHaveAccessibleDescription(
        'Please enter a valid email address',
      ),
    );
    await userEvent.clear(canvas.getByLabelText('Email'));
    await userEvent.type(canvas.getByLabelText('Email'), 'asha@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send OTP' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
  },
};

export const StepOneFailure: Story = {
  args: { error: 'Failed to send OTP' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Failed to send OTP');
  },
};

export const StepTwo: StoryObj<typeof ResetPasswordForm> = {
  render: (args) => <ResetPasswordForm {...args} />,
  args: { onSubmit: fn(), email: 'asha@example.com' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }));
    for (const label of ['OTP', 'New Password', 'Confirm Password'])
      await waitFor(() =>
        expect(canvas.getByLabelText(label)).toHaveAccessibleDescription('This field is required'),
      );
    await userEvent.type(canvas.getByLabelText('OTP'), '123456');
    await userEvent.type(canvas.getByLabelText('New Password'), 'new-password');
    await userEvent.type(canvas.getByLabelText('Confirm Password'), 'different');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }));
    await waitFor(() =>
      expect(canvas.getByLabelText('Confirm Password')).toHaveAccessibleDescription(
        'Passwords do not match',
      ),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The account's email counts against the new password, as on the server (issue 36). */
export const StepTwoEmailAsPassword: StoryObj<typeof ResetPasswordForm> = {
  render: (args) => <ResetPasswordForm {...args} />,
  args: { onSubmit: fn(), email: 'meera.kapoor@example.com' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('OTP'), '123456');
    await userEvent.type(canvas.getByLabelText('New Password'), 'kapoormeera');
    await userEvent.type(canvas.getByLabelText('Confirm Password'), 'kapoormeera');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }));
    await waitFor(() =>
      expect(canvas.getByLabelText('New Password')).toHaveAccessibleDescription(
        /it contains your name or email/,
      ),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const StepTwoFailure: StoryObj<typeof ResetPasswordForm> = {
  render: (args) => <ResetPasswordForm {...args} />,
  args: { onSubmit: fn(), error: 'Failed to reset password' },
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Failed to reset password',
    );
  },
};
