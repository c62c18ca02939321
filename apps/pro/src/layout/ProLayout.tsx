import { NavLink, Outlet, useLocation } from 'react-router-dom';
import { styled } from 'styled-components';
import { useProSession } from '@petverse/api/pro';
import { Button, LanguageSwitch, color, useLocale, useT } from '@petverse/ui';
import { basenameOf } from '../lib/i18n';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 2;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
  padding: 10px 16px;
  background: ${color('surface')};
  border-bottom: 1px solid ${color('border')};
  strong {
    font-size: 1.05rem;
    margin-right: auto;
    overflow-wrap: anywhere;
  }
`;

const Nav = styled.nav`
  order: 3;
  width: 100%;
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 4px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-block;
    padding: 10px 14px;
    min-height: 44px;
    border-radius: ${({ theme }) => theme.radii.md};
    color: ${color('text')};
    text-decoration: none;
    font-weight: 600;
  }
  a[aria-current='page'] {
    background: ${color('surfaceMuted')};
    color: ${color('accentFg')};
  }
`;

const Main = styled.main`
  max-width: 960px;
  margin: 0 auto;
  padding: 16px;
`;

/** The portal's frame: the provider's name, its pages, the language and signing out. */
export function ProLayout() {
  const t = useT();
  const locale = useLocale();
  const { me, signOut } = useProSession();
  const { pathname, search } = useLocation();
  const other = locale === 'hi' ? 'en' : 'hi';
  return (
    <>
      <Bar>
        <strong>{me?.provider.name ?? t('Petverse for providers')}</strong>
        <LanguageSwitch locale={locale} href={`${basenameOf(other)}${pathname}${search}`} />
        <Button variant="secondary" size="sm" onClick={() => void signOut()}>
          {t('Sign out')}
        </Button>
        <Nav aria-label={t('Portal')}>
          <ul>
            <li>
              <NavLink to="/" end>
                {t('Bookings')}
              </NavLink>
            </li>
            <li>
              <NavLink to="/hours">{t('Hours')}</NavLink>
            </li>
            <li>
              <NavLink to="/profile">{t('Listing')}</NavLink>
            </li>
            <li>
              <NavLink to="/team">{t('Team')}</NavLink>
            </li>
            <li>
              <NavLink to="/statement">{t('Statement')}</NavLink>
            </li>
          </ul>
        </Nav>
      </Bar>
      <Main id="main">
        <Outlet />
      </Main>
    </>
  );
}
