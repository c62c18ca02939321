import type { ComponentType, ReactNode } from 'react';
import { Button } from '../Button';
import { List, Nav, Separator } from './SideMenu.styles';
import { useT } from '../../i18n/I18n';

/** One entry of the menu. */
export interface SideMenuItem {
  /** Stable id, compared with `activeId`. */
  id: string;
  /** Visible text. */
  label: string;
  /** Where it leads. */
  href: string;
}

/** The link the menu renders; an app passes its router's link (it must forward aria-current and onClick). */
export type SideMenuLinkComponent = ComponentType<{
  href: string;
  children: ReactNode;
  'aria-current'?: 'page';
  onClick?: () => void;
}>;

const PlainLink: SideMenuLinkComponent = ({ href, children, ...rest }) => (
  <a href={href} {...rest}>
    {children}
  </a>
);

export interface SideMenuProps {
  /** The entries, in order. */
  items: readonly SideMenuItem[];
  /** The entry of the current page (aria-current="page"). */
  activeId?: string;
  /** Shows a Logout button under the entries. */
  onLogout?: () => void;
  /** Called after any entry is chosen, e.g. to close the drawer holding the menu. */
  onNavigate?: () => void;
  /** Accessible name of the navigation landmark. @default 'Account' */
  label?: string;
  /** The link component to render. @default a plain anchor */
  linkComponent?: SideMenuLinkComponent;
  /** Disables Logout while it runs. @default false */
  loggingOut?: boolean;
}

/** The account area's navigation: a labelled nav landmark with the current page marked, and Logout. */
export function SideMenu({
  items,
  activeId,
  onLogout,
  onNavigate,
  label = 'Account',
  linkComponent: Link = PlainLink,
  loggingOut = false,
}: SideMenuProps) {
  const t = useT();
  return (
    <Nav data-ui="SideMenu" aria-label={t(label)}>
      <List>
        {items.map((item) => (
          <li key={item.id}>
            <Link
              href={item.href}
              aria-current={item.id === activeId ? 'page' : undefined}
              onClick={onNavigate}
            >
              {t(item.label)}
            </Link>
          </li>
        ))}
      </List>
      {onLogout ? (
        <>
          <Separator />
          <Button variant="ghost" onClick={onLogout} loading={loggingOut}>
            {t('Logout')}
          </Button>
        </>
      ) : null}
    </Nav>
  );
}
