import { styled } from 'styled-components';
import { color, media } from '@petverse/ui';

export const SkipLink = styled.a`
  position: absolute;
  left: 8px;
  top: -60px;
  z-index: 1000;
  padding: 8px 12px;
  background: ${color('surface')};
  color: ${color('text')};
  border-radius: 6px;
  &:focus {
    top: 8px;
  }
`;

export const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: 100;
  background: ${color('surface')};
  border-bottom: 1px solid ${color('border')};
`;

export const HeaderInner = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  padding: 0 24px;
  height: 64px;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  ${media.mobile} {
    padding: 0 16px;
    height: 56px;
  }
`;

export const Brand = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  font-weight: 800;
  font-size: 1.25rem;
  color: ${color('accent')};
  text-decoration: none;
  img {
    width: 32px;
    height: 32px;
  }
`;

export const NavList = styled.ul`
  list-style: none;
  display: flex;
  gap: 8px;
  margin: 0;
  padding: 0;
  a {
    display: inline-block;
    padding: 8px 12px;
    border-radius: 8px;
    color: ${color('text')};
    font-weight: 600;
    text-decoration: none;
  }
  a[aria-current='page'] {
    color: ${color('accent')};
    background: ${color('accentSubtle')};
  }
`;

export const Main = styled.main`
  max-width: 1200px;
  margin: 0 auto;
  padding: 24px;
  min-height: calc(100vh - 64px);
  ${media.mobile} {
    padding: 16px;
  }
  &:focus {
    outline: none;
  }
`;
