import { useId, useState, type ReactNode } from 'react';
import { Drawer } from '../Drawer';
import { VisuallyHidden } from '../VisuallyHidden';
import type { CardLinkComponent } from '../ProductCard';
import type { NavLinkItem, NavMenu } from './navItems';
import { Chevron, ExternalMark, MenuButton } from './NavBar.styles';
import { MobileList, MobileSection } from './NavMobileMenu.styles';
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
