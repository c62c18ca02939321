import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { todayInIndia } from '@petverse/api/contract';
import { GroomingBookingForm } from './GroomingBookingForm';

const meta = {
  title: 'Forms/Services/GroomingBookingForm',
  component: GroomingBookingForm,
  args: {
    onSubmit: fn(),
    pets: [
      { _id: 'p1', name: 'Bruno' },
      { _id: 'p2', name: 'Misty' },
    ],
    services: [
      { serviceName: 'Full Grooming Package', price: 2499 },
      { serviceName: 'Bath & Blow Dry', price: 899 },
      { serviceName: 'Nail Trimming', price: 299 },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
  tags: ['autodocs'],
} satisfies Meta<typeof GroomingBookingForm>;
export default meta;
type Story = StoryObj<typeof meta>;

async function choose(canvasElement: HTMLElement, label: RegExp, option: string) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('combobox', { name: label }));
  await userEvent.click(await canvas.findByRole('option', { name: option }));
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Book Appointment' }),
    ).toBeEnabled();
  },
};

export const EmptySubmit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Book Appointment' }));
    await expect(canvas.getByRole('combobox', { name: /^Pet/ })).toHaveAccessibleDescription(
      'Select at least one pet type',
    );
    await expect(canvas.getByRole('combobox', { name: /^Service/ })).toHaveAccessibleDescription(
      'Select at least one Service type',
    );
    await expect(canvas.getByLabelText(/^Appointment Date/)).toHaveAccessibleDescription(
      'Select appointment date',
    );
    await expect(canvas.getByLabelText(/^Appointment Time/)).toHaveAccessibleDescription(
      'Select appointment time',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const KeepsOneServiceAndShowsTheTotal: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('choosing a service shows its price on the button', async () => {
      await choose(canvasElement, /^Service/, 'Bath & Blow Dry - ₹899');
      await expect(
        canvas.getByRole('button', { name: 'Book Appointment (₹899)' }),
      ).toBeInTheDocument();
    });
    await step('choosing another replaces it', async () => {
      await choose(canvasElement, /^Service/, 'Full Grooming Package - ₹2499');
      await expect(
        canvas.getByRole('button', { name: 'Book Appointment (₹2499)' }),
      ).toBeInTheDocument();
      await expect(canvas.queryByRole('button', { name: /Remove Bath/ })).toBeNull();
    });
  },
};

export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const date = todayInIndia();
    await choose(canvasElement, /^Pet/, 'Misty');
    await choose(canvasElement, /^Service/, 'Nail Trimming - ₹299');
    await userEvent.type(canvas.getByLabelText(/^Appointment Date/), date);
    await userEvent.type(canvas.getByLabelText(/^Appointment Time/), '10:30');
    await userEvent.click(canvas.getByRole('button', { name: 'Book Appointment (₹299)' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        petId: 'p2',
        services: ['Nail Trimming'],
        appointmentDate: date,
        appointmentTime: '10:30',
        total: 299,
      }),
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Book Appointment' }),
    ).toBeDisabled();
  },
};

export const ServerError: Story = {
  args: { error: 'Something went wrong. Please try again.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Something went wrong. Please try again.',
    );
  },
};
