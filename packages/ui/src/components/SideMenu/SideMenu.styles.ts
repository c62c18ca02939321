import { styled } from 'styled-components';
import { color } from '../../theme/buildTheme';

export const Nav = styled.nav`
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

export const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: block;
    padding: 10px 14px;
    border-radius: ${({ theme }) => theme.radii.md};
    color: ${color('text')};
    font-weight: 600;
    text-decoration: none;
  }
  a:hover {
    background: ${color('surfaceMuted')};
  }
  a:focus-visible {
    outline: 2px solid ${color('focus')};
    outline-offset: 2px;
  }
  a[aria-current='page'] {
    background: ${color('accentSubtle')};
    color: ${color('accent')};
  }
`;

export const Separator = styled.hr`
  width: 100%;
  margin: 4px 0;
  border: 0;
  border-top: 1px solid ${color('border')};
`;
