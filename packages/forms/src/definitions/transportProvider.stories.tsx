import type { Meta, StoryObj } from '@storybook/react-vite';
import { RegistrationForm } from '../engine/RegistrationForm';
import { formParameters, formStories, hostArgs } from '../stories/formStories';
import { transportProviderForm } from './transportProvider';

const meta = {
  title: 'Forms/Transport Provider',
  component: RegistrationForm,
  args: hostArgs(transportProviderForm),
  parameters: formParameters,
  tags: ['autodocs'],
} satisfies Meta<typeof RegistrationForm>;
export default meta;
type Story = StoryObj<typeof RegistrationForm>;

const R = 'This field is required';
const stories = formStories(transportProviderForm, {
  emptyMessages: {
    companyName: R,
    modesAvailable: 'At least one mode of transport must be selected',
    areasCovered: R,
    contactNumber: R,
    pinCode: R,
    fleetCapacity: R,
    petSafetyProtocols: R,
    certifications: R,
  },
  formatMessages: {
    contactNumber: ['98765', 'Contact number must be a valid 10-digit number'],
    fleetCapacity: ['ten', 'Fleet capacity must be a valid number'],
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
