import type { Meta, StoryObj } from '@storybook/react-vite';
import { RegistrationForm } from '../engine/RegistrationForm';
import { formParameters, formStories, hostArgs } from '../stories/formStories';
import { teamApplicationForm } from './teamApplication';

const meta = {
  title: 'Forms/Team Application',
  component: RegistrationForm,
  args: hostArgs(teamApplicationForm),
  parameters: formParameters,
  tags: ['autodocs'],
} satisfies Meta<typeof RegistrationForm>;
export default meta;
type Story = StoryObj<typeof RegistrationForm>;

const stories = formStories(teamApplicationForm, {
  emptyMessages: {
    fullName: 'All fields are required.',
    gender: 'All fields are required.',
    contact: 'All fields are required.',
    email: 'All fields are required.',
    address: 'All fields are required.',
    pincode: 'All fields are required.',
    file: 'All fields are required.',
  },
});

export const Default: Story = stories.Default;
export const EmptySubmit: Story = stories.EmptySubmit;
export const EmptySubmitInHindi: Story = stories.EmptySubmitInHindi;
export const Submitting: Story = stories.Submitting;
export const Success: Story = stories.Success;
export const Failure: Story = stories.Failure;
export const Mobile: Story = stories.Mobile;
