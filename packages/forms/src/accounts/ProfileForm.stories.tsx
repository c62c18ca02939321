import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ProfileForm } from './ProfileForm';

const meta = {
  title: 'Forms/Accounts/ProfileForm',
  component: ProfileForm,
  args: { onSubmit: fn(), initialValues: { name: 'Asha Rao', phone: '9876543210' } },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
  tags: ['autodocs'],
} satisfies Meta<typeof ProfileForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Name')).toHaveValue('Asha Rao');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        name: 'Asha Rao',
        phone: '9876543210',
        image: null,
      }),
    );
  },
};

export const Messages: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByLabelText('Name'));
    await userEvent.clear(canvas.getByLabelText('Phone Number'));
    await userEvent.type(canvas.getByLabelText('Phone Number'), 'abc');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(canvas.getByLabelText('Name')).toHaveAccessibleDescription('This field is required'),
    );
    await waitFor(() =>
      expect(canvas.getByLabelText('Phone Number')).toHaveAccessibleDescription(
        'Please enter a valid phone number',
      ),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<never>(() => undefined)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(await canvas.findByRole('button', { name: 'Processing...' })).toBeDisabled();
  },
};

export const ServerErrorMobile: Story = {
  args: { error: 'Failed to update profile' },
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Failed to update profile',
    );
  },
};
