import { styled } from 'styled-components';
import { color, media } from '@petverse/ui';

export const Layout = styled.div`
  display: grid;
  grid-template-columns: 240px minmax(0, 1fr);
  gap: 32px;
  align-items: start;
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: 16px;
  }
`;

export const Sidebar = styled.aside`
  position: sticky;
  top: 88px;
  ${media.mobile} {
    display: none;
  }
`;

export const TopBar = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 12px;
`;

/** Holds the menu button, which only phones need (the side menu shows on wider screens). */
export const MobileOnly = styled.div`
  display: none;
  ${media.mobile} {
    display: block;
  }
`;

export const Heading = styled.h1`
  margin: 0 0 16px;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${color('text')};
`;

export const TabHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: 12px;
  margin-bottom: 16px;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

export const CardGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const ButtonLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: 0 16px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${color('accent')};
  color: ${color('textOnAccent')};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    background: ${color('accentHover')};
  }
`;
