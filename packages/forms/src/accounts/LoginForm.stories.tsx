import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LoginForm } from './LoginForm';

const meta = {
  title: 'Forms/Accounts/LoginForm',
  component: LoginForm,
  args: { onSubmit: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
  tags: ['autodocs'],
} satisfies Meta<typeof LoginForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'asha@example.com');
    await userEvent.type(canvas.getByLabelText('Password'), 'secret-pass');
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        email: 'asha@example.com',
        password: 'secret-pass',
      }),
    );
  },
};

export const EmptySubmit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await waitFor(() =>
      expect(canvas.getByLabelText('Email')).toHaveAccessibleDescription('This field is required'),
    );
    await waitFor(() =>
      expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription(
        'This field is required',
      ),
    );
    await expect(canvas.getByLabelText('Email')).toHaveFocus();
    await userEvent.type(canvas.getByLabelText('Email'), 'a');
    await expect(canvas.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<never>(() => undefined)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'asha@example.com');
    await userEvent.type(canvas.getByLabelText('Password'), 'secret-pass');
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(await canvas.findByRole('button', { name: 'Processing...' })).toBeDisabled();
  },
};

export const ServerError: Story = {
  args: { error: 'Invalid email or password' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Invalid email or password',
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('form', { name: 'Login' })).toBeVisible();
  },
};
