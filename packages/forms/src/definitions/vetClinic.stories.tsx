import type { Meta, StoryObj } from '@storybook/react-vite';
import { RegistrationForm } from '../engine/RegistrationForm';
import { formParameters, formStories, hostArgs } from '../stories/formStories';
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
export const InvalidFormats: Story = stories.InvalidFormats ?? {};
export const Submitting: Story = stories.Submitting;
export const Success: Story = stories.Success;
export const Failure: Story = stories.Failure;
export const Mobile: Story = stories.Mobile;
