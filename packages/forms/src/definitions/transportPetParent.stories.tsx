import type { Meta, StoryObj } from '@storybook/react-vite';
import { RegistrationForm } from '../engine/RegistrationForm';
import { formParameters, formStories, hostArgs } from '../stories/formStories';
import { transportPetParentForm } from './transportPetParent';

const meta = {
  title: 'Forms/Transport Pet Parent',
  component: RegistrationForm,
  args: hostArgs(transportPetParentForm),
  parameters: formParameters,
  tags: ['autodocs'],
} satisfies Meta<typeof RegistrationForm>;
export default meta;
type Story = StoryObj<typeof RegistrationForm>;

const R = 'This field is required';
const stories = formStories(transportPetParentForm, {
  emptyMessages: {
    name: R,
    petType: 'At least one petType must be selected',
    sourceDestinationCity: R,
    preferredMode: 'At least one preferredMode must be selected',
    dateOfTravel: R,
    specialNeeds: R,
  },
});

export const Default: Story = stories.Default;
export const EmptySubmit: Story = stories.EmptySubmit;
export const EmptySubmitInHindi: Story = stories.EmptySubmitInHindi;
export const Submitting: Story = stories.Submitting;
export const Success: Story = stories.Success;
export const Failure: Story = stories.Failure;
export const Mobile: Story = stories.Mobile;
