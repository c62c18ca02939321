import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PageFrame } from '../stories/PageFrame';
import { SiteNavBar } from './SiteNavBar';

const meta = {
  title: 'Site/SiteNavBar',
  component: SiteNavBar,
  parameters: { route: '/about-us', layout: 'fullscreen' },
  render: () => (
    <PageFrame path="/about-us" routes={{}}>
      <SiteNavBar />
    </PageFrame>
  ),
} satisfies Meta<typeof SiteNavBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor finds both ways in: Login for a returning customer, Sign Up for a new one. */
export const Visitor: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement);
    const login = await bar.findByRole('link', { name: 'Login' });
    await expect(login).toBeVisible();
    await expect(login).toHaveAttribute('href', '/login');
    await expect(bar.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
  },
};

/** On a phone the menu offers the same two. */
export const VisitorOnAPhone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement);
    await userEvent.click(await bar.findByRole('button', { name: /menu/i }));
    const menu = within(await within(document.body).findByRole('dialog'));
    await expect(menu.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await expect(menu.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
  },
};
