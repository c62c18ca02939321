import { Suspense } from 'react';
import { Link, NavLink, Outlet } from 'react-router-dom';
import { LoadingState } from '@petverse/ui';
import { Brand, Header, HeaderInner, Main, NavList, SkipLink } from './AppLayout.styles';

/** The frame of every page: skip link, header, and the routed page in <main>. */
export function AppLayout() {
  return (
    <>
      <SkipLink href="#main">Skip to content</SkipLink>
      <Header>
        <HeaderInner>
          <Brand as={Link} to="/" aria-label="Petverse home">
            <img src="/favicon.svg" alt="" width={32} height={32} />
            Petverse
          </Brand>
          <nav aria-label="Main">
            <NavList>
              <li>
                <NavLink to="/pet-store">Pet Store</NavLink>
              </li>
            </NavList>
          </nav>
        </HeaderInner>
      </Header>
      <Main id="main" tabIndex={-1}>
        <Suspense fallback={<LoadingState label="Loading..." />}>
          <Outlet />
        </Suspense>
      </Main>
    </>
  );
}
