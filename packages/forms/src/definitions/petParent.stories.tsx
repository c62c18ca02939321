import type { Meta, StoryObj } from '@storybook/react-vite';
import { RegistrationForm } from '../engine/RegistrationForm';
import { formParameters, formStories, hostArgs } from '../stories/formStories';
import { petParentForm } from './petParent';

const meta = {
  title: 'Forms/Pet Parent',
  component: RegistrationForm,
  args: hostArgs(petParentForm),
  parameters: formParameters,
  tags: ['autodocs'],
} satisfies Meta<typeof RegistrationForm>;
export default meta;
type Story = StoryObj<typeof RegistrationForm>;

const stories = formStories(petParentForm, {
  emptyMessages: {
    fullName: 'Full name is required',
    mobileNumber: 'Mobile number is required',
    email: 'Email is required',
    city: 'City is required',
    pinCode: 'Pin code is required',
    petTypeBreed: 'Select a breed',
    petAge: 'Pet age is required',
    insuranceCoverage: 'Select at least one coverage',
  },
  formatMessages: {
    mobileNumber: ['12345', 'Must be a valid 10-digit number'],
    pinCode: ['4110', 'Must be a valid 6-digit number'],
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
