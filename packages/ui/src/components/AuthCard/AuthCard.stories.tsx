import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { TextInput } from '../TextInput';
import { AuthCard } from './AuthCard';

const meta = {
  title: 'Components/AuthCard',
  component: AuthCard,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Sign in',
    intro: 'For the Petverse team. Pet parents sign in on the shop.',
    children: (
      <form>
        <TextInput id="auth-email" label="Email" type="email" />
        <Button type="submit" fullWidth>
          Sign in
        </Button>
      </form>
    ),
  },
} satisfies Meta<typeof AuthCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A card named by its heading, in the page's main landmark. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('main')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Sign in' })).toBeVisible();
  },
};

/** A long address in the intro wraps on a 360 px phone. */
export const Phone: Story = {
  args: {
    title: 'Join Petverse for providers',
    intro: 'You are invited with an.unusually.long.address.for.a.clinic@petverse-partners.example',
  },
  render: (args) => (
    <div style={{ width: 360 }}>
      <AuthCard {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region');
    await expect(card.getBoundingClientRect().right).toBeLessThanOrEqual(
      canvasElement.getBoundingClientRect().left + 360.5,
    );
  },
};
