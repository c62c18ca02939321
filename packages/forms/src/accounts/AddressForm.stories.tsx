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
      await waitFor(() =>
        expect(canvas.getByLabelText(label)).toHaveAccessibleDescription('This field is required'),
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
    await waitFor(() =>
      expect(canvas.getByLabelText('Pincode')).toHaveAccessibleDescription(
        'Must be a valid 6-digit number',
      ),
    );
    await waitFor(() =>
      expect(canvas.getByLabelText('Email')).toHaveAccessibleDescription(
        'Please enter a valid email address',
      ),
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

const places: Record<string, { city: string; state: string }> = {
  '411004': { city: 'Pune', state: 'Maharashtra' },
  '560001': { city: 'Bangalore', state: 'Karnataka' },
};
const lookupPincode = fn(async (pincode: string) => places[pincode] ?? null);

/** On the sixth digit, city and state fill themselves from the pincode. */
export const PincodeFillsCityAndState: Story = {
  args: { lookupPincode },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const pincode = canvas.getByLabelText('Pincode');
    await userEvent.type(pincode, '41100');
    await expect(args.lookupPincode).not.toHaveBeenCalled();
    await userEvent.type(pincode, '4');
    await waitFor(() => expect(canvas.getByLabelText('City')).toHaveValue('Pune'));
    await expect(canvas.getByLabelText('State')).toHaveValue('Maharashtra');
    await waitFor(() => expect(pincode).toHaveAccessibleDescription('Pune, Maharashtra'));
    // Another pincode replaces what the lookup filled…
    await userEvent.clear(pincode);
    await userEvent.type(pincode, '560001');
    await waitFor(() => expect(canvas.getByLabelText('City')).toHaveValue('Bangalore'));
  },
};

/** What the person typed stays; an unknown pincode is flagged without blocking them. */
export const PincodeKeepsTypedCityAndFlagsUnknown: Story = {
  args: { lookupPincode },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('City'), 'Aundh');
    await userEvent.type(canvas.getByLabelText('Pincode'), '411004');
    await waitFor(() => expect(canvas.getByLabelText('State')).toHaveValue('Maharashtra'));
    await expect(canvas.getByLabelText('City')).toHaveValue('Aundh');
    const pincode = canvas.getByLabelText('Pincode');
    await userEvent.clear(pincode);
    await userEvent.type(pincode, '999999');
    await waitFor(() =>
      expect(pincode).toHaveAccessibleDescription(
        'We could not find this pincode. Please check it.',
      ),
    );
  },
};

/**
 * An unknown pincode takes away the city and state an earlier pincode filled, not what the person
 * typed, and the filled city stays editable (issue 36).
 */
export const UnknownPincodeClearsWhatTheLastOneFilled: Story = {
  args: { lookupPincode },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pincode = canvas.getByLabelText('Pincode');
    await userEvent.type(pincode, '411004');
    await waitFor(() => expect(canvas.getByLabelText('City')).toHaveValue('Pune'));
    await userEvent.clear(pincode);
    await userEvent.type(pincode, '999999');
    await waitFor(() =>
      expect(pincode).toHaveAccessibleDescription(
        'We could not find this pincode. Please check it.',
      ),
    );
    await expect(canvas.getByLabelText('City')).toHaveValue('');
    await expect(canvas.getByLabelText('State')).toHaveValue('');
    // A filled city is the person's to change.
    await userEvent.clear(pincode);
    await userEvent.type(pincode, '560001');
    await waitFor(() => expect(canvas.getByLabelText('City')).toHaveValue('Bangalore'));
    await userEvent.clear(canvas.getByLabelText('City'));
    await userEvent.type(canvas.getByLabelText('City'), 'Bengaluru');
    await expect(canvas.getByLabelText('City')).toHaveValue('Bengaluru');
  },
};
