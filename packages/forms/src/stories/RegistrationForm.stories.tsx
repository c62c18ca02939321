import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RegistrationForm } from '../engine/RegistrationForm';
import { vetClinicForm } from '../definitions/vetClinic';

const meta = {
  title: 'Forms/Engine/RegistrationForm',
  component: RegistrationForm,
  args: {
    definition: vetClinicForm,
    adapter: fn(async () => undefined),
    navigate: fn(),
    onClose: fn(),
  },
  parameters: { layout: 'fullscreen' },
  tags: ['autodocs'],
} satisfies Meta<typeof RegistrationForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FullScreenCard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: 'Register Your Veterinary Clinic/Hospital' }),
    ).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};
