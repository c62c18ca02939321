import type { SideMenuLinkComponent } from '@petverse/ui';
import { Link } from 'react-router-dom';

/** Router link for @petverse/ui menus: keeps aria-current and onClick. */
export const MenuLink: SideMenuLinkComponent = ({ href, children, ...rest }) => (
  <Link to={href} {...rest}>
    {children}
  </Link>
);
