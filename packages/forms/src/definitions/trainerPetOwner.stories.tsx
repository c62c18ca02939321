import type { Meta, StoryObj } from '@storybook/react-vite';
import { RegistrationForm } from '../engine/RegistrationForm';
import { formParameters, formStories, hostArgs } from '../stories/formStories';
import { trainerPetOwnerForm } from './trainerPetOwner';

const meta = {
  title: 'Forms/Trainer Pet Owner',
  component: RegistrationForm,
  args: hostArgs(trainerPetOwnerForm),
  parameters: formParameters,
  tags: ['autodocs'],
} satisfies Meta<typeof RegistrationForm>;
export default meta;
type Story = StoryObj<typeof RegistrationForm>;

const R = 'This field is required';
const stories = formStories(trainerPetOwnerForm, {
  emptyMessages: {
    petOwnerName: R,
    petType: R,
    age: R,
    behavioralIssues: 'At least one behavioral issue must be selected',
    trainingGoals: 'At least one training goal must be selected',
    city: R,
    pinCode: R,
    contactInfo: R,
  },
  formatMessages: {
    age: ['three', 'Age must be a valid number'],
    contactInfo: ['12345', 'Contact info must be a valid 10-digit number'],
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
