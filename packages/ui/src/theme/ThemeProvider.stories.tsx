import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../components/Button';
import { ThemeProvider } from './ThemeProvider';

const meta = {
  title: 'UI/Theme/ThemeProvider',
  component: ThemeProvider,
  tags: ['autodocs'],
} satisfies Meta<typeof ThemeProvider>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A partner overrides the accent colour; components pick it up through custom properties. */
export const PartnerBrandColour: Story = {
  render: () => (
    <ThemeProvider overrides={{ colors: { accent: '#075e55' } }}>
      <Button>Add to Cart</Button>
    </ThemeProvider>
  ),
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Add to Cart' });
    await expect(getComputedStyle(button).backgroundColor).toBe('rgb(7, 94, 85)');
  },
};
