import { forwardRef, useId, useState, type ReactNode } from 'react';
import { Drawer } from '../Drawer';
import { Header, Title } from '../Drawer/Drawer.styles';
import { CloseButton } from '../Modal/Modal.styles';
import { VisuallyHidden } from '../VisuallyHidden';
import type { CardLinkComponent } from '../ProductCard';
import type { NavLinkItem, NavMenu } from './navItems';
import { Chevron, ExternalMark, MenuButton } from './NavBar.styles';
import { MenuSummary, MobileList, MobileSection, PanelBeforeReact } from './NavMobileMenu.styles';
import { useT } from '../../i18n/I18n';

export interface NavMobileMenuProps {
  open: boolean;
  onClose: () => void;
  menus: readonly NavMenu[];
  before: readonly NavLinkItem[];
  after: readonly NavLinkItem[];
  externalStore?: NavLinkItem;
  account?: ReactNode;
  onSearch?: () => void;
  linkComponent: CardLinkComponent;
}

function Expandable({ menu, Link }: { menu: NavMenu; Link: CardLinkComponent }) {
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
        {menu.items.map((item) => (
          <li key={item.href}>
            <Link href={item.href}>{t(item.label)}</Link>
          </li>
        ))}
      </MobileList>
    </li>
  );
}

/** The phone menu: a drawer with the bar's links, expandable menus, the account and search. */
export function NavMobileMenu(props: NavMobileMenuProps) {
  const { open, onClose, menus, before, after, externalStore, account, onSearch } = props;
  const Link = props.linkComponent;
  const t = useT();
  const item = (link: NavLinkItem) => (
    <li key={link.href}>
      <Link href={link.href}>{t(link.label)}</Link>
    </li>
  );
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
        <nav aria-label={t('Mobile')}>
          <MobileList>
            {before.map(item)}
            {menus.map((menu) => (
              <Expandable key={menu.id} menu={menu} Link={Link} />
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

/** A menu of the phone menu before React: a native disclosure. */
function ExpandableBeforeReact({ menu, Link }: { menu: NavMenu; Link: CardLinkComponent }) {
  const t = useT();
  return (
    <li>
      <details>
        <MenuSummary>
          {t(menu.label)}
          <Chevron aria-hidden="true" />
        </MenuSummary>
        <MobileList data-nested="">
          {menu.items.map((item) => (
            <li key={item.href}>
              <Link href={item.href}>{t(item.label)}</Link>
            </li>
          ))}
        </MobileList>
      </details>
    </li>
  );
}

export interface NavMenuBeforeReactProps extends Omit<
  NavMobileMenuProps,
  'open' | 'onClose' | 'onSearch'
> {
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
  function NavMenuBeforeReact(props, ref) {
    const { id, menus, before, after, externalStore, account } = props;
    const Link = props.linkComponent;
    const t = useT();
    const item = (link: NavLinkItem) => (
      <li key={link.href}>
        <Link href={link.href}>{t(link.label)}</Link>
      </li>
    );
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
          <nav aria-label={t('Mobile')}>
            <MobileList>
              {before.map(item)}
              {menus.map((menu) => (
                <ExpandableBeforeReact key={menu.id} menu={menu} Link={Link} />
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
        </MobileSection>
      </PanelBeforeReact>
    );
  },
);
