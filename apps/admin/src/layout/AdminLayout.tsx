import { NavLink, Outlet, useNavigate } from 'react-router-dom';
import { useStaffSession } from '@petverse/api/admin';
import { roleMay } from '@petverse/api/contract';
import { Button } from '@petverse/ui';
import { AREAS } from '../lib/areas';
import { Brand, Header, Main, Nav, Shell, SkipLink, Who } from './AdminLayout.styles';

/** The console's frame: who is signed in, the parts their role has, and the page. */
export function AdminLayout() {
  const { staff, signOut } = useStaffSession();
  const navigate = useNavigate();
  const areas = staff ? AREAS.filter((a) => roleMay(staff.role, a.area)) : [];
  return (
    <Shell data-ui="AdminLayout">
      <SkipLink href="#main">Skip to content</SkipLink>
      <Header>
        <Brand to="/">Petverse back office</Brand>
        {staff ? (
          <Who>
            <span>
              {staff.name} <small>({staff.role})</small>
            </span>
            <Button
              variant="outline"
              size="sm"
              onClick={() => void signOut().then(() => navigate('/login', { replace: true }))}
            >
              Sign out
            </Button>
          </Who>
        ) : null}
      </Header>
      <Nav aria-label="Back office">
        <ul>
          {areas.map((a) => (
            <li key={a.path}>
              <NavLink to={a.path} end={a.path === '/'}>
                {a.label}
              </NavLink>
            </li>
          ))}
          <li>
            <a href="/">Open the shop</a>
          </li>
        </ul>
      </Nav>
      <Main id="main" tabIndex={-1}>
        <Outlet />
      </Main>
    </Shell>
  );
}
