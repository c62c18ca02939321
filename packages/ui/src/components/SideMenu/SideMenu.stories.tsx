import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SideMenu, type SideMenuLinkComponent } from './SideMenu';

/** Stands in for a router link: the story page never navigates away. */
const StoryLink: SideMenuLinkComponent = ({ href, children, onClick, ...rest }) => (
  <a
    href={href}
    {...rest}
    onClick={(event) => {
      event.preventDefault();
      onClick?.();
    }}
  >
    {children}
  </a>
);

const items = [
  'Profile',
  'Pets',
  'Cart',
  'Wishlist',
  'Address',
  'Orders',
  'Grooming Appointments',
].map((label) => ({
  id: label.toLowerCase(),
  label,
  href: `/auth/profile/${label.toLowerCase()}`,
}));

const meta = {
  title: 'UI/SideMenu',
  component: SideMenu,
  args: { items, linkComponent: StoryLink, activeId: 'pets', onLogout: fn(), onNavigate: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 260 }}>{Story()}</div>],
  tags: ['autodocs'],
} satisfies Meta<typeof SideMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Account' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(items.map((i) => i.label));
    await expect(within(nav).getByRole('link', { name: 'Pets' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(within(nav).getByRole('link', { name: 'Address' }));
    await expect(args.onNavigate).toHaveBeenCalled();
    await userEvent.click(within(nav).getByRole('button', { name: 'Logout' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

export const LoggingOut: Story = {
  args: { loggingOut: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Logout' })).toBeDisabled();
  },
};
