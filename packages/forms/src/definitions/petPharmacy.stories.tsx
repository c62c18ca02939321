import type { Meta, StoryObj } from '@storybook/react-vite';
import { RegistrationForm } from '../engine/RegistrationForm';
import { formParameters, formStories, hostArgs } from '../stories/formStories';
import { petPharmacyForm } from './petPharmacy';

const meta = {
  title: 'Forms/Pet Pharmacy',
  component: RegistrationForm,
  args: hostArgs(petPharmacyForm),
  parameters: formParameters,
  tags: ['autodocs'],
} satisfies Meta<typeof RegistrationForm>;
export default meta;
type Story = StoryObj<typeof RegistrationForm>;

const R = 'This field is required';
const stories = formStories(petPharmacyForm, {
  emptyMessages: {
    businessName: R,
    contactPerson: R,
    phoneNumber: R,
    email: R,
    drugLicenseNumber: R,
    productRange: 'At least one product range must be selected',
    deliveryCapabilities: R,
    cityState: R,
  },
  formatMessages: {
    phoneNumber: ['98765', 'Phone number must be a valid 10-digit number'],
    email: ['not-an-email', 'Invalid email format'],
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
