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
    await waitFor(() =>
      expect(canvas.getByRole('combobox', { name: /^Pet/ })).toHaveAccessibleDescription(
        'Select at least one pet type',
      ),
    );
    await waitFor(() =>
      expect(canvas.getByRole('combobox', { name: /^Service/ })).toHaveAccessibleDescription(
        'Select at least one Service type',
      ),
    );
    await waitFor(() =>
      expect(canvas.getByLabelText(/^Appointment Date/)).toHaveAccessibleDescription(
        'Select appointment date',
      ),
    );
    await waitFor(() =>
      expect(canvas.getByLabelText(/^Appointment Time/)).toHaveAccessibleDescription(
        'Select appointment time',
      ),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const KeepsTheFirstServiceAndShowsTheTotal: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('choosing a service shows its price on the button', async () => {
      await choose(canvasElement, /^Service/, 'Bath & Blow Dry - ₹899');
      await expect(
        canvas.getByRole('button', { name: 'Book Appointment (₹899)' }),
      ).toBeInTheDocument();
    });
    await step(
      'the first choice is kept: another needs it removed first (spec §2.10)',
      async () => {
        await expect(
          canvas.getByText('Remove Bath & Blow Dry - ₹899 to choose another.'),
        ).toBeVisible();
        await userEvent.click(canvas.getByRole('button', { name: /Remove Bath/ }));
        await choose(canvasElement, /^Service/, 'Full Grooming Package - ₹2499');
        await expect(
          canvas.getByRole('button', { name: 'Book Appointment (₹2499)' }),
        ).toBeInTheDocument();
      },
    );
  },
};

export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Tomorrow in India: a time today may already have gone by when the story runs.
    const date = new Date(Date.parse(`${todayInIndia()}T00:00:00Z`) + 86_400_000)
      .toISOString()
      .slice(0, 10);
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

/** No pet yet: the Pet list says how to add one instead of only 'No matches'. */
export const NoPets: Story = {
  args: {
    pets: [],
    noPets: (
      <p>
        No pets yet. <a href="/register">Register your pet</a> to book grooming for them.
      </p>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('note')).toHaveTextContent('No pets yet.');
    await expect(canvas.getByRole('link', { name: 'Register your pet' })).toHaveAttribute(
      'href',
      '/register',
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

/** Today, a time that has gone by is refused before anything is sent. */
export const PastTimeToday: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await choose(canvasElement, /^Pet/, 'Misty');
    await choose(canvasElement, /^Service/, 'Nail Trimming - ₹299');
    await userEvent.type(canvas.getByLabelText(/^Appointment Date/), todayInIndia());
    await userEvent.type(canvas.getByLabelText(/^Appointment Time/), '00:00');
    await userEvent.click(canvas.getByRole('button', { name: 'Book Appointment (₹299)' }));
    await expect(
      await canvas.findByText('That time has already passed today. Please choose a later time.'),
    ).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
