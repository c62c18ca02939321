import { forwardRef, useId, useState, type ComponentType, type ReactNode } from 'react';
import { Drawer } from '../Drawer';
import { Header, Title } from '../Drawer/Drawer.styles';
import { CloseButton } from '../Modal/Modal.styles';
import { VisuallyHidden } from '../VisuallyHidden';
import type { CardLinkComponent } from '../ProductCard';
import type { NavLinkItem, NavMenu } from './navItems';
import { Chevron, ExternalMark, MenuButton } from './NavBar.styles';
import { MenuSummary, MobileList, MobileSection, PanelBeforeReact } from './NavMobileMenu.styles';
import { useT } from '../../i18n/I18n';

/** What the phone menu shows, in the drawer and in the popover before React alike. */
export interface NavMenuParts {
  menus: readonly NavMenu[];
  before: readonly NavLinkItem[];
  after: readonly NavLinkItem[];
  externalStore?: NavLinkItem;
  account?: ReactNode;
  linkComponent: CardLinkComponent;
}

export interface NavMobileMenuProps extends NavMenuParts {
  open: boolean;
  onClose: () => void;
  onSearch?: () => void;
}

type ExpandableProps = { menu: NavMenu; Link: CardLinkComponent };

/** A menu's own links, under its name. */
function MenuItems({ menu, Link }: ExpandableProps) {
  const t = useT();
  return menu.items.map((item) => (
    <li key={item.href}>
      <Link href={item.href}>{t(item.label)}</Link>
    </li>
  ));
}

/** A menu of the drawer: a button that shows and hides its links. */
function Expandable({ menu, Link }: ExpandableProps) {
  const t = useT();
  const [expanded, setExpanded] = useState(false);
  const id = `${useId()}-list`;
  return (
    <li>
      <MenuButton
        type="button"
        aria-expanded={expanded}
        aria-controls={id}
        onClick={() => setExpanded((e) => !e)}
      >
        {t(menu.label)}
        <Chevron aria-hidden="true" />
      </MenuButton>
      <MobileList id={id} hidden={!expanded} data-nested="">
        <MenuItems menu={menu} Link={Link} />
      </MobileList>
    </li>
  );
}

/** A menu of the popover before React: a native disclosure. */
function ExpandableBeforeReact({ menu, Link }: ExpandableProps) {
  const t = useT();
  return (
    <li>
      <details>
        <MenuSummary>
          {t(menu.label)}
          <Chevron aria-hidden="true" />
        </MenuSummary>
        <MobileList data-nested="">
          <MenuItems menu={menu} Link={Link} />
        </MobileList>
      </details>
    </li>
  );
}

/** The phone menu's links (the bar's, each menu as `Menu` shows it, the store) and the account. */
function MenuLinks({
  menus,
  before,
  after,
  externalStore,
  account,
  linkComponent: Link,
  Menu,
}: NavMenuParts & { Menu: ComponentType<ExpandableProps> }) {
  const t = useT();
  const item = (link: NavLinkItem) => (
    <li key={link.href}>
      <Link href={link.href}>{t(link.label)}</Link>
    </li>
  );
  return (
    <>
      <nav aria-label={t('Mobile')}>
        <MobileList>
          {before.map(item)}
          {menus.map((menu) => (
            <Menu key={menu.id} menu={menu} Link={Link} />
          ))}
          {after.map(item)}
          {externalStore ? (
            <li>
              <a href={externalStore.href} target="_blank" rel="noopener noreferrer">
                {t(externalStore.label)}
                <ExternalMark aria-hidden="true">↗</ExternalMark>
                <VisuallyHidden> {t('(opens in a new tab)')}</VisuallyHidden>
              </a>
            </li>
          ) : null}
        </MobileList>
      </nav>
      {account ? <div data-part="account">{account}</div> : null}
    </>
  );
}

/** The phone menu: a drawer with the bar's links, expandable menus, the account and search. */
export function NavMobileMenu({ open, onClose, onSearch, ...parts }: NavMobileMenuProps) {
  const t = useT();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('Menu')}
      side="right"
      closeLabel={t('Close menu')}
    >
      {/* A click on any link inside closes the drawer: the page under it changes. */}
      <MobileSection
        onClick={(event) => {
          if ((event.target as HTMLElement).closest('a')) onClose();
        }}
      >
        <MenuLinks {...parts} Menu={Expandable} />
      </MobileSection>
      {onSearch ? (
        <MenuButton
          type="button"
          data-part="search"
          onClick={() => {
            onClose();
            onSearch();
          }}
        >
          {t('Search')}
        </MenuButton>
      ) : null}
    </Drawer>
  );
}

export interface NavMenuBeforeReactProps extends NavMenuParts {
  /** The popover's id, which the hamburger names (`popovertarget`). */
  id: string;
}

/**
 * The phone menu as the server renders it, working before React has the page (and without
 * JavaScript): an HTML popover the hamburger opens by itself (`popovertarget`), closed by its
 * close button, a tap outside or Escape (the browser gives focus back to the hamburger), its menus
 * native disclosures. Search is left to the bar's own button. NavBar swaps it for the drawer once
 * the page has hydrated, open if it was open.
 */
export const NavMenuBeforeReact = forwardRef<HTMLDivElement, NavMenuBeforeReactProps>(
  function NavMenuBeforeReact({ id, ...parts }, ref) {
    const t = useT();
    return (
      <PanelBeforeReact
        ref={ref}
        id={id}
        popover="auto"
        role="dialog"
        aria-labelledby={`${id}-title`}
        data-ui="NavMenuBeforeReact"
      >
        <Header>
          <Title id={`${id}-title`}>{t('Menu')}</Title>
          <CloseButton
            type="button"
            popoverTarget={id}
            popoverTargetAction="hide"
            aria-label={t('Close menu')}
          >
            <span aria-hidden="true">×</span>
          </CloseButton>
        </Header>
        <MobileSection>
          <MenuLinks {...parts} Menu={ExpandableBeforeReact} />
        </MobileSection>
      </PanelBeforeReact>
    );
  },
);
