import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FileInput, type FileInputProps } from './FileInput';

function Stateful(props: FileInputProps) {
  const [value, setValue] = useState(props.value);
  return (
    <FileInput
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/FileInput',
  component: FileInput,
  args: {
    id: 'certs',
    label: 'Upload Certifications',
    accept: ['.pdf', '.jpg', '.jpeg', '.png'],
    value: null,
    onChange: fn(),
  },
  render: (args) => <Stateful {...args} />,
  tags: ['autodocs'],
} satisfies Meta<typeof FileInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText<HTMLInputElement>('Upload Certifications');
    await expect(input).toHaveAttribute('accept', '.pdf,.jpg,.jpeg,.png');
    await expect(input).toHaveAccessibleDescription('Accepted file types: .pdf, .jpg, .jpeg, .png');
    await step('choosing a file shows its name', async () => {
      await userEvent.upload(input, new File(['%PDF'], 'license.pdf', { type: 'application/pdf' }));
      await expect(args.onChange).toHaveBeenLastCalledWith(expect.any(File));
      await expect(canvas.getByText('license.pdf')).toBeInTheDocument();
    });
    await step('Clear empties it and returns focus to the input', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Clear Upload Certifications' }));
      await expect(args.onChange).toHaveBeenLastCalledWith(null);
      await expect(canvas.queryByText('license.pdf')).not.toBeInTheDocument();
      await expect(input.value).toBe('');
      await expect(input).toHaveFocus();
    });
  },
};

export const Filled: Story = {
  args: { value: new File(['x'], 'fleet-certificate.png', { type: 'image/png' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('fleet-certificate.png')).toBeInTheDocument();
  },
};

export const WithError: Story = {
  args: { required: true, error: 'This field is required' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Upload Certifications');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'Accepted file types: .pdf, .jpg, .jpeg, .png This field is required',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Upload Certifications')).toBeDisabled();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
