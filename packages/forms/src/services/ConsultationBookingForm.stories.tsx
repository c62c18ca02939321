import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { todayInIndia } from '@petverse/api/contract';
import { ConsultationBookingForm } from './ConsultationBookingForm';

const meta = {
  title: 'Forms/Services/ConsultationBookingForm',
  component: ConsultationBookingForm,
  args: { onSubmit: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
  tags: ['autodocs'],
} satisfies Meta<typeof ConsultationBookingForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const tomorrow = () => {
  const d = new Date(`${todayInIndia()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('Add to Cart starts disabled', async () => {
      await expect(canvas.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    });
    await step('offers the six slots and three modes', async () => {
      const slots = within(canvas.getByLabelText(/^Time/)).getAllByRole('option');
      await expect(slots.slice(1).map((o) => o.textContent)).toEqual([
        '10:00 AM',
        '11:00 AM',
        '12:00 PM',
        '2:00 PM',
        '3:00 PM',
        '4:00 PM',
      ]);
      const modes = within(canvas.getByLabelText(/^Consultation Mode/)).getAllByRole('option');
      await expect(modes.slice(1).map((o) => o.textContent)).toEqual([
        'In Clinic',
        'Home Visit',
        'Online',
      ]);
    });
    await step('the date input refuses past days', async () => {
      await expect(canvas.getByLabelText(/^Date/)).toHaveAttribute('min', todayInIndia());
    });
  },
};

export const BlankPetNameKeepsItDisabled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Date/), tomorrow());
    await userEvent.selectOptions(canvas.getByLabelText(/^Time/), '11:00 AM');
    await userEvent.selectOptions(canvas.getByLabelText(/^Consultation Mode/), 'Online');
    await userEvent.type(canvas.getByLabelText(/^Pet Name/), '   ');
    await userEvent.type(canvas.getByLabelText(/^Pet Type/), 'Dog');
    await expect(canvas.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
  },
};

export const Filled: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const date = tomorrow();
    await step('fill every field', async () => {
      await userEvent.type(canvas.getByLabelText(/^Date/), date);
      await userEvent.selectOptions(canvas.getByLabelText(/^Time/), '2:00 PM');
      await userEvent.selectOptions(canvas.getByLabelText(/^Consultation Mode/), 'Home Visit');
      await userEvent.type(canvas.getByLabelText(/^Pet Name/), ' Bruno ');
      await userEvent.type(canvas.getByLabelText(/^Pet Type/), 'Dog');
    });
    await step('Add to Cart is enabled and sends trimmed values', async () => {
      const button = canvas.getByRole('button', { name: 'Add to Cart' });
      await expect(button).toBeEnabled();
      await userEvent.click(button);
      await waitFor(() =>
        expect(args.onSubmit).toHaveBeenCalledWith({
          selectedDate: date,
          selectedTime: '2:00 PM',
          consultationMode: 'Home Visit',
          petName: 'Bruno',
          petType: 'Dog',
        }),
      );
    });
  },
};

export const PastDate: Story = {
  args: {
    initialValues: {
      selectedDate: '2020-01-01',
      selectedTime: '10:00 AM',
      consultationMode: 'In Clinic',
      petName: 'Misty',
      petType: 'Cat',
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() =>
      expect(canvas.getByLabelText(/^Date/)).toHaveAccessibleDescription(
        'The date cannot be in the past.',
      ),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: {
    onSubmit: fn(() => new Promise<never>(() => undefined)),
    initialValues: {
      selectedDate: tomorrow(),
      selectedTime: '10:00 AM',
      consultationMode: 'Online',
      petName: 'Misty',
      petType: 'Cat',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart' }));
    await expect(await canvas.findByRole('button', { name: 'Processing...' })).toBeDisabled();
  },
};

export const ServerError: Story = {
  args: { error: 'Booking failed: This consultation is already in your cart.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Booking failed: This consultation is already in your cart.',
    );
  },
};
