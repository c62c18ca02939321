import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ThemeProvider } from '../../theme/ThemeProvider';
import { TextInput } from './TextInput';

const meta = {
  title: 'UI/TextInput',
  component: TextInput,
  args: {
    id: 'clinicName',
    label: 'Clinic Name',
    placeholder: 'Enter clinic name',
    onChange: fn(),
  },
  tags: ['autodocs'],
} satisfies Meta<typeof TextInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, args, step }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Clinic Name' });
    await step('typing reports every change', async () => {
      await userEvent.type(input, 'Happy Paws');
      await expect(input).toHaveValue('Happy Paws');
      await expect(args.onChange).toHaveBeenCalledTimes(10);
    });
  },
};

export const Filled: Story = {
  args: { defaultValue: 'Happy Paws Clinic' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Clinic Name')).toHaveValue(
      'Happy Paws Clinic',
    );
  },
};

export const Phone: Story = {
  args: {
    id: 'phone',
    label: 'Phone Number',
    type: 'tel',
    inputMode: 'tel',
    placeholder: '10-digit phone number',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Phone Number')).toHaveAttribute(
      'type',
      'tel',
    );
  },
};

export const WithError: Story = {
  args: { required: true, error: 'This field is required' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Clinic Name' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('This field is required');
    await expect(input).toBeRequired();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Happy Paws Clinic' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText('Clinic Name');
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Mobile: Story = {
  args: { hint: 'As registered with the council' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** A controlled box whose owner shows what its state holds. */
function Controlled() {
  const [value, setValue] = useState('');
  return (
    <>
      <TextInput
        id="early"
        label="Clinic Name"
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      <output aria-label="State">{value}</output>
    </>
  );
}

const Themed = () => (
  <ThemeProvider>
    <Controlled />
  </ThemeProvider>
);

/**
 * Server HTML typed into before React hydrated it (a slow phone): the typed text stays in the box
 * and reaches the owner's state as the box mounts, so the next render does not put '' back.
 */
export const TypedBeforeHydration: Story = {
  render: () => <div data-testid="server-html" />,
  play: async ({ canvasElement }) => {
    const host = within(canvasElement).getByTestId('server-html');
    host.innerHTML = renderToString(<Themed />);
    const box = within(host).getByRole('textbox', { name: 'Clinic Name' });
    (box as HTMLInputElement).value = 'Happy Paws';
    const root = hydrateRoot(host, <Themed />);
    try {
      await waitFor(() =>
        expect(within(host).getByLabelText('State')).toHaveTextContent('Happy Paws'),
      );
      await userEvent.type(box, ' Clinic');
      await expect(box).toHaveValue('Happy Paws Clinic');
      await expect(within(host).getByLabelText('State')).toHaveTextContent('Happy Paws Clinic');
    } finally {
      root.unmount();
    }
  },
};
