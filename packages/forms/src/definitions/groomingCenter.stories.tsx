import type { Meta, StoryObj } from '@storybook/react-vite';
import { RegistrationForm } from '../engine/RegistrationForm';
import { formParameters, formStories, hostArgs } from '../stories/formStories';
import { groomingCenterForm } from './groomingCenter';

const meta = {
  title: 'Forms/Grooming Center',
  component: RegistrationForm,
  args: hostArgs(groomingCenterForm),
  parameters: formParameters,
  tags: ['autodocs'],
} satisfies Meta<typeof RegistrationForm>;
export default meta;
type Story = StoryObj<typeof RegistrationForm>;

const R = 'This field is required';
const stories = formStories(groomingCenterForm, {
  emptyMessages: {
    businessName: R,
    contactPerson: R,
    mobileNumber: R,
    email: R,
    city: R,
    pinCode: R,
    availableServices: 'At least one available service must be selected',
    pricingList: R,
    portfolio: R,
  },
  formatMessages: {
    mobileNumber: ['12345', 'Mobile number must be a valid 10-digit number'],
    email: ['groomer@', 'Invalid email format'],
    pinCode: ['41100', 'Must be a valid 6-digit number'],
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
