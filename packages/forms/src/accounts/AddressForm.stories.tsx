import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AddressForm } from './AddressForm';

const meta = {
  title: 'Forms/Accounts/AddressForm',
  component: AddressForm,
  args: { onSubmit: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
  tags: ['autodocs'],
} satisfies Meta<typeof AddressForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EmptySubmit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Address Type')).toHaveValue('Home');
    await expect(canvas.getByLabelText('Country')).toHaveValue('India');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Address' }));
    for (const label of ['Street', 'City', 'State', 'Pincode'])
      await expect(canvas.getByLabelText(label)).toHaveAccessibleDescription(
        'This field is required',
      );
    for (const label of ['Name', 'Email', 'Phone'])
      await expect(canvas.getByLabelText(label)).not.toHaveAttribute('aria-invalid');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const InvalidFormats: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Street'), '12 MG Road');
    await userEvent.type(canvas.getByLabelText('City'), 'Pune');
    await userEvent.type(canvas.getByLabelText('State'), 'Maharashtra');
    await userEvent.type(canvas.getByLabelText('Pincode'), '4110');
    await userEvent.type(canvas.getByLabelText('Email'), 'nope');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Address' }));
    await expect(canvas.getByLabelText('Pincode')).toHaveAccessibleDescription(
      'Must be a valid 6-digit number',
    );
    await expect(canvas.getByLabelText('Email')).toHaveAccessibleDescription(
      'Please enter a valid email address',
    );
    await userEvent.type(canvas.getByLabelText('Pincode'), '01');
    await userEvent.clear(canvas.getByLabelText('Email'));
    await userEvent.click(canvas.getByRole('button', { name: 'Save Address' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ type: 'Home', pincode: '411001', country: 'India' }),
      ),
    );
  },
};

export const Submitting: Story = {
  args: {
    onSubmit: fn(() => new Promise<never>(() => undefined)),
    initialValues: { street: '5 Tech Park', city: 'Pune', state: 'MH', pincode: '411057' },
    submitLabel: 'Update Address',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Update Address' }));
    await expect(await canvas.findByRole('button', { name: 'Processing...' })).toBeDisabled();
  },
};

export const ServerErrorMobile: Story = {
  args: { error: 'Failed to add address' },
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Failed to add address',
    );
  },
};
