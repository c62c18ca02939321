import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SignUpForm } from './SignUpForm';

const meta = {
  title: 'Forms/Accounts/SignUpForm',
  component: SignUpForm,
  args: { onSubmit: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
  tags: ['autodocs'],
} satisfies Meta<typeof SignUpForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const fill = async (root: HTMLElement, confirm = 'secret-pass', password = 'secret-pass') => {
  const canvas = within(root);
  await userEvent.type(canvas.getByLabelText('Name'), 'Asha Rao');
  await userEvent.type(canvas.getByLabelText('Email'), 'asha@example.com');
  await userEvent.type(canvas.getByLabelText('Phone Number'), '9876543210');
  await userEvent.type(canvas.getByLabelText('Password'), password);
  await userEvent.type(canvas.getByLabelText('Confirm Password'), confirm);
};

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Email')).toHaveAttribute('type', 'email');
    await expect(canvas.getByLabelText('Phone Number')).toHaveAttribute('type', 'tel');
    await fill(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
  },
};

/** While typing, the field's hint judges the password (the rules load on the first character). */
export const StrengthHint: Story = {
  play: async ({ canvasElement }) => {
    const password = within(canvasElement).getByLabelText('Password');
    await expect(password).not.toHaveAccessibleDescription(/strength/);
    await userEvent.type(password, 'correct horse battery');
    await waitFor(() => expect(password).toHaveAccessibleDescription('Password strength: Strong'));
  },
};

/** A common password is refused before it reaches the server, saying why (ASVS 5.0 §6.2). */
export const CommonPassword: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fill(canvasElement, 'password123', 'password123');
    const password = canvas.getByLabelText('Password');
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(/^Password strength: Very weak/),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(
        /^Password strength: Very weak This password is too easy to guess: it is a commonly used password/,
      ),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/**
 * The person's name run together, or the site's name, is refused as the server refuses it: their
 * parts count against the password (issue 36), in the hint and on submit.
 */
export const NameAsPassword: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const password = canvas.getByLabelText('Password');
    await step('the name run together', async () => {
      await userEvent.type(canvas.getByLabelText('Name'), 'Rahul Sharma');
      await userEvent.type(canvas.getByLabelText('Email'), 'rahul@example.com');
      await userEvent.type(canvas.getByLabelText('Phone Number'), '9876543210');
      await userEvent.type(password, 'rahulsharma');
      await userEvent.type(canvas.getByLabelText('Confirm Password'), 'rahulsharma');
      await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
      await waitFor(() =>
        expect(password).toHaveAccessibleDescription(/it contains your name or email/),
      );
    });
    await step('the site’s name', async () => {
      await userEvent.clear(password);
      await userEvent.type(password, 'petverse123');
      await userEvent.clear(canvas.getByLabelText('Confirm Password'));
      await userEvent.type(canvas.getByLabelText('Confirm Password'), 'petverse123');
      await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
      await waitFor(() =>
        expect(password).toHaveAccessibleDescription(/it contains the name of this site/),
      );
    });
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const EmptySubmit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    for (const label of ['Name', 'Email', 'Phone Number', 'Password', 'Confirm Password'])
      await waitFor(() =>
        expect(canvas.getByLabelText(label)).toHaveAccessibleDescription('This field is required'),
      );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const PasswordsDoNotMatch: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fill(canvasElement, 'another-pass');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() =>
      expect(canvas.getByLabelText('Confirm Password')).toHaveAccessibleDescription(
        'Passwords do not match',
      ),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerError: Story = {
  args: { error: 'An account with this email already exists.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'An account with this email already exists.',
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('form', { name: 'Sign Up' })).toBeVisible();
  },
};
