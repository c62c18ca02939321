import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RegistrationForm } from '../engine/RegistrationForm';
import { SubmitError } from '../engine/SubmitError';
import { fillValid, formParameters, formStories, hostArgs } from '../stories/formStories';
import { vetClinicForm } from './vetClinic';

const meta = {
  title: 'Forms/Vet Clinic',
  component: RegistrationForm,
  args: hostArgs(vetClinicForm),
  parameters: formParameters,
  tags: ['autodocs'],
} satisfies Meta<typeof RegistrationForm>;
export default meta;
type Story = StoryObj<typeof RegistrationForm>;

const R = 'This field is required';
const stories = formStories(vetClinicForm, {
  emptyMessages: {
    clinicName: R,
    vetInCharge: R,
    qualification: R,
    yearsOfExperience: R,
    servicesOffered: 'At least one service must be selected',
    city: R,
    clinicAddress: R,
    pincode: R,
    registrationNumber: R,
    consultationFee: R,
  },
  formatMessages: {
    yearsOfExperience: ['five', 'Years of experience must be a number'],
    consultationFee: ['Rs 500', 'Consultation fee must be a number'],
    pincode: ['4110', 'Must be a valid 6-digit number'],
  },
});

export const Default: Story = stories.Default;
export const EmptySubmit: Story = stories.EmptySubmit;
export const EmptySubmitInHindi: Story = stories.EmptySubmitInHindi;
export const InvalidFormats: Story = stories.InvalidFormats ?? {};
export const Submitting: Story = stories.Submitting;
export const Success: Story = stories.Success;
export const Failure: Story = stories.Failure;
export const Mobile: Story = stories.Mobile;

/** The server refuses one field: its message shows under the field, as client errors do. */
export const ServerFieldError: Story = {
  args: {
    adapter: fn(async () =>
      Promise.reject(
        new SubmitError('Submission answered 400', {
          status: 400,
          fieldErrors: { registrationNumber: 'This registration number is already registered' },
        }),
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    await fillValid(canvasElement, vetClinicForm);
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Register Clinic/Hospital' }),
    );
    const field = within(canvasElement).getByRole('textbox', { name: 'Registration Number' });
    await waitFor(() => expect(field).toHaveFocus());
    await expect(field).toHaveAccessibleDescription(
      'This registration number is already registered',
    );
    await expect(
      (await within(document.body).findAllByText('Submission failed. Please try again later.'))
        .length,
    ).toBeGreaterThan(0);
  },
};
