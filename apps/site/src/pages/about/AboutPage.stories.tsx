import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { PageFrame } from '../../stories/PageFrame';
import AboutPage from './AboutPage';

const meta = {
  title: 'Pages/About',
  component: AboutPage,
  parameters: { route: '/about-us', layout: 'fullscreen' },
} satisfies Meta<typeof AboutPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => (
    <PageFrame path="/about-us" routes={{ 'POST /application/apply': { status: 201, body: {} } }}>
      <AboutPage />
    </PageFrame>
  ),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('two co-founders and a team of nine', async () => {
      await expect(
        within(canvas.getByRole('list', { name: 'Co-founders' })).getAllByRole('listitem'),
      ).toHaveLength(2);
      const team = canvas.getByRole('list', { name: 'Our Team' });
      await expect(within(team).getAllByRole('heading', { level: 3 })).toHaveLength(10);
      await expect(canvasElement.querySelector('#Hero')).not.toBeNull();
      await expect(canvasElement.querySelector('#our-team')).not.toBeNull();
    });
    await step(
      'Join Now, a link that works before JavaScript, opens Join the Team and locks page scroll',
      async () => {
        const join = canvas.getByRole('link', { name: 'Join Now' });
        await expect(join).toHaveAttribute('href', '/about-us?join#our-team');
        await userEvent.click(join);
        const dialog = await screen.findByRole(
          'dialog',
          { name: 'Join the Team' },
          { timeout: 5000 },
        );
        await expect(within(dialog).getByRole('textbox', { name: /Full Name/ })).toBeVisible();
        await expect(document.body.style.overflow).toBe('hidden');
      },
    );
    await step('Escape closes it, back where Join Now was tapped', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await expect(document.body.style.overflow).not.toBe('hidden');
      await expect(canvas.getByRole('link', { name: 'Join Now' })).toBeVisible();
    });
  },
};

export const Mobile: Story = {
  ...Default,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
