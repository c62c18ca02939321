import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { color } from '@petverse/ui';

export const Shell = styled.div`
  display: grid;
  grid-template-columns: 220px 1fr;
  grid-template-rows: auto 1fr;
  grid-template-areas:
    'header header'
    'nav main';
  min-height: 100vh;
  background: ${color('surfaceMuted')};
  @media (max-width: 1023px) {
    grid-template-columns: 1fr;
    grid-template-areas: 'header' 'nav' 'main';
  }
`;

export const SkipLink = styled.a`
  position: absolute;
  left: -9999px;
  &:focus {
    left: 8px;
    top: 8px;
    z-index: 10;
    padding: 8px 12px;
    background: ${color('surface')};
    border: 2px solid ${color('focus')};
  }
`;

export const Header = styled.header`
  grid-area: header;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  padding: 12px 24px;
  background: ${color('surface')};
  border-bottom: 1px solid ${color('border')};
`;

export const Brand = styled(Link)`
  font-weight: 800;
  font-size: 1.1rem;
  color: ${color('accent')};
  text-decoration: none;
`;

export const Who = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  small {
    color: ${color('textMuted')};
  }
`;

export const Nav = styled.nav`
  grid-area: nav;
  padding: 16px 12px;
  background: ${color('surface')};
  border-inline-end: 1px solid ${color('border')};
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 4px;
  }
  a {
    display: block;
    padding: 10px 12px;
    border-radius: ${({ theme }) => theme.radii.md};
    color: ${color('text')};
    text-decoration: none;
    font-weight: 600;
  }
  a:hover {
    background: ${color('surfaceMuted')};
  }
  a[aria-current='page'] {
    background: ${color('accentSubtle')};
    color: ${color('accent')};
  }
  @media (max-width: 1023px) {
    padding: 8px 12px;
    border-inline-end: 0;
    border-bottom: 1px solid ${color('border')};
    overflow-x: auto;
    ul {
      display: flex;
    }
    a {
      white-space: nowrap;
    }
  }
`;

export const Main = styled.main`
  grid-area: main;
  padding: 24px;
  min-width: 0;
  &:focus {
    outline: none;
  }
  a:not([data-ui]) {
    color: ${color('accent')};
    font-weight: 600;
  }
  @media (max-width: 767px) {
    padding: 16px;
  }
`;

/** A page's title row: the heading and its actions. */
export const PageHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 16px;
  h1 {
    margin: 0;
    font-size: 1.5rem;
  }
`;

/** A white panel of a page. */
export const Panel = styled.section`
  display: grid;
  gap: 12px;
  padding: 16px;
  margin-bottom: 16px;
  background: ${color('surface')};
  border: 1px solid ${color('border')};
  border-radius: ${({ theme }) => theme.radii.md};
  h2 {
    margin: 0;
    font-size: 1.1rem;
  }
`;

/** A form's refusal by the server, said under it (an alert). */
export const Refusal = styled.p`
  margin: 0;
  color: ${color('dangerFg')};
  font-weight: 600;
`;
