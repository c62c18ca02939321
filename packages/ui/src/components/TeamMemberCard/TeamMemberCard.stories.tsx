import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TeamMemberCard } from './TeamMemberCard';

const meta = {
  title: 'UI/TeamMemberCard',
  component: TeamMemberCard,
  args: { name: 'Aman Tiwari', role: 'Partnerships Lead', image: '/art/avatar-4.svg' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 260 }}>
        <Story />
      </div>
    ),
  ],
  tags: ['autodocs'],
} satisfies Meta<typeof TeamMemberCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Aman Tiwari' })).toBeVisible();
    await expect(canvas.getByText('Partnerships Lead')).toBeVisible();
  },
};

export const WithBio: Story = {
  args: {
    name: 'Ananya Rao',
    role: 'Co-founder & CEO',
    image: '/art/avatar-1.svg',
    bio: 'Former product lead in health-tech, lifelong dog person.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/lifelong dog person/)).toBeVisible();
  },
};
