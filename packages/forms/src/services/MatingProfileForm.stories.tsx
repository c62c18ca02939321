import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MatingProfileForm } from './MatingProfileForm';
import { MATING_MESSAGES } from './matingSchema';

const meta = {
  title: 'Forms/Services/MatingProfileForm',
  component: MatingProfileForm,
  args: { onSubmit: fn(async () => undefined) },
  tags: ['autodocs'],
} satisfies Meta<typeof MatingProfileForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/^Category/)).toHaveValue('Dog');
    await expect(canvas.getByRole('button', { name: 'Create Profile' })).toBeEnabled();
  },
};

export const EmptySubmit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create Profile' }));
    await expect(await canvas.findByText(MATING_MESSAGES.breed)).toBeVisible();
    await expect(canvas.getByText(MATING_MESSAGES.petName)).toBeVisible();
    await expect(canvas.getByText(MATING_MESSAGES.location)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText(/^Category/), 'Cat');
    await userEvent.type(canvas.getByLabelText(/^Breed/), 'Persian');
    await userEvent.type(canvas.getByLabelText(/^Pet Name/), ' Misty ');
    await userEvent.type(canvas.getByLabelText(/^Location/), 'Pune');
    await userEvent.click(canvas.getByRole('button', { name: 'Create Profile' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        category: 'Cat',
        breed: 'Persian',
        petName: 'Misty',
        location: 'Pune',
      }),
    );
  },
};

export const ServerError: Story = {
  args: { error: 'Profile limit reached.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Profile limit reached.',
    );
  },
};
