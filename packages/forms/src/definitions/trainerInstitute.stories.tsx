import type { Meta, StoryObj } from '@storybook/react-vite';
import { RegistrationForm } from '../engine/RegistrationForm';
import { formParameters, formStories, hostArgs } from '../stories/formStories';
import { trainerInstituteForm } from './trainerInstitute';

const meta = {
  title: 'Forms/Trainer Institute',
  component: RegistrationForm,
  args: hostArgs(trainerInstituteForm),
  parameters: formParameters,
  tags: ['autodocs'],
} satisfies Meta<typeof RegistrationForm>;
export default meta;
type Story = StoryObj<typeof RegistrationForm>;

const R = 'This field is required';
const stories = formStories(trainerInstituteForm, {
  emptyMessages: {
    name: R,
    qualification: R,
    trainingSpecialization: 'At least one training specialization must be selected',
    yearsOfExperience: R,
    certification: R,
    city: R,
    pinCode: R,
    sessionTypesOffered: 'At least one session type must be selected',
  },
  formatMessages: {
    yearsOfExperience: ['two', 'Years of experience must be a valid number'],
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
