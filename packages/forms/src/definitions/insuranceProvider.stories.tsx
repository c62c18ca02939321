import type { Meta, StoryObj } from '@storybook/react-vite';
import { RegistrationForm } from '../engine/RegistrationForm';
import { formParameters, formStories, hostArgs } from '../stories/formStories';
import { insuranceProviderForm } from './insuranceProvider';

const meta = {
  title: 'Forms/Insurance Provider',
  component: RegistrationForm,
  args: hostArgs(insuranceProviderForm),
  parameters: formParameters,
  tags: ['autodocs'],
} satisfies Meta<typeof RegistrationForm>;
export default meta;
type Story = StoryObj<typeof RegistrationForm>;

const R = 'This field is required';
const stories = formStories(insuranceProviderForm, {
  emptyMessages: {
    companyName: R,
    contactPerson: R,
    designation: R,
    mobileNumber: R,
    email: R,
    website: R,
    irdaRegistrationNumber: R,
    coverageDetails: 'Please select at least one coverage detail',
    partnershipModel: 'Please select at least one partnership model',
    brochure: R,
  },
  formatMessages: {
    mobileNumber: ['98', 'Enter a valid 10-digit number'],
    email: ['insurer.example.com', 'Invalid email format'],
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
