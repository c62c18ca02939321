import { Suspense, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Button, Drawer, LoadingState, SideMenu } from '@petverse/ui';
import { MenuLink } from '../../lib/MenuLink';
import { useLogout } from '../../lib/useLogout';
import { usePageTitle } from '../../lib/usePageTitle';
import { Heading, Layout, MobileOnly, Sidebar, TopBar } from './profile.styles';
import { useT } from '@petverse/ui';

const BASE = '/auth/profile';
/** A tab of the account area: its id is its address under /auth/profile. */
const tab = (id: string, label: string) => ({ id, label, href: `${BASE}/${id}` });
const ITEMS = [
  { id: 'profile', label: 'Profile', href: BASE },
  tab('pets', 'Pets'),
  tab('cart', 'Cart'),
  tab('wishlist', 'Wishlist'),
  tab('address', 'Address'),
  tab('orders', 'Orders'),
  tab('buy-again', 'Buy Again'),
  tab('subscriptions', 'Subscriptions'),
  tab('grooming-appointments', 'Grooming Appointments'),
  tab('bookings', 'Bookings'),
];

/** /auth/profile: the account area, a side menu (a slide-in drawer below 768 px) and the chosen tab. */
export default function ProfileLayout() {
  const t = useT();
  usePageTitle('My Account');
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const { logout, loggingOut } = useLogout();
  const activeId = pathname.replace(/\/$/, '').split('/')[3] ?? 'profile';
  const menu = (onNavigate?: () => void) => (
    <SideMenu
      items={ITEMS}
      activeId={activeId}
      linkComponent={MenuLink}
      onNavigate={onNavigate}
      onLogout={() => void logout()}
      loggingOut={loggingOut}
    />
  );

  return (
    <section aria-labelledby="account-title">
      <TopBar>
        <Heading id="account-title">{t('My Account')}</Heading>
        <MobileOnly>
          <Button variant="outline" aria-haspopup="dialog" onClick={() => setMenuOpen(true)}>
            {t('Account menu')}
          </Button>
        </MobileOnly>
      </TopBar>
      <Layout>
        <Sidebar>{menu()}</Sidebar>
        <div>
          <Suspense fallback={<LoadingState label={t('Loading...')} />}>
            <Outlet />
          </Suspense>
        </div>
      </Layout>
      <Drawer open={menuOpen} onClose={() => setMenuOpen(false)} title={t('My Account')}>
        {menu(() => setMenuOpen(false))}
      </Drawer>
    </section>
  );
}
