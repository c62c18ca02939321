import { styled } from 'styled-components';
import { color } from '../../theme/buildTheme';
import { breakpoints, media } from '../../theme/tokens';

export const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.nav};
  background: ${color('surface')};
  border-bottom: 1px solid ${color('border')};
  transition: background-color 200ms ease;
  &[data-state='scrolled'] {
    background: rgba(255, 255, 255, 0.82);
    backdrop-filter: saturate(1.4) blur(10px);
    box-shadow: ${({ theme }) => theme.shadows.card};
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

export const Inner = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  padding: 0 24px;
  height: 64px;
  display: flex;
  align-items: center;
  gap: 16px;
  ${media.mobile} {
    padding: 0 16px;
    height: 56px;
  }
  /* Between phone and desktop widths the bar tightens so no label wraps onto two lines. */
  @media (min-width: ${breakpoints.mobile}px) and (max-width: 1023px) {
    padding: 0 12px;
    gap: 8px;
  }
`;

export const Brand = styled.div`
  margin-right: auto;
  /* Between phone and desktop widths the logo stands alone (the name stays for screen readers),
     so the links keep one line each. */
  @media (min-width: ${breakpoints.mobile}px) and (max-width: 1023px) {
    img + [data-part='brand-name'] {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }
  }
  a {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    font-weight: 800;
    font-size: 1.25rem;
    color: ${color('accent')};
    text-decoration: none;
  }
`;

export const DesktopOnly = styled.div`
  display: flex;
  align-items: center;
  ${media.mobile} {
    [data-layout='auto'] & {
      display: none;
    }
  }
  [data-layout='mobile'] & {
    display: none;
  }
`;

export const MobileOnly = styled.div`
  display: none;
  ${media.mobile} {
    [data-layout='auto'] & {
      display: flex;
    }
  }
  [data-layout='mobile'] & {
    display: flex;
  }
`;

/** The look links and menu buttons share, in the bar and in the phone menu. */
export const linkLook = `
  display: inline-flex;
  align-items: center;
  gap: 4px;
  min-height: 40px;
  padding: 8px 12px;
  border: 0;
  border-radius: 8px;
  background: transparent;
  font: inherit;
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  @media (min-width: ${breakpoints.mobile}px) and (max-width: 1023px) {
    padding: 8px;
  }
`;

export const DesktopList = styled.ul`
  list-style: none;
  display: flex;
  align-items: center;
  gap: 4px;
  margin: 0;
  padding: 0;
  > li {
    position: relative;
  }
  > li > a {
    ${linkLook}
    color: ${color('text')};
  }
  > li > a:hover {
    background: ${color('accentSubtle')};
  }
`;

export const MenuButton = styled.button`
  ${linkLook}
  color: ${color('text')};
  &:hover,
  &[aria-expanded='true'] {
    background: ${color('accentSubtle')};
  }
`;

export const Chevron = styled.span`
  width: 0.5em;
  height: 0.5em;
  border-right: 2px solid currentColor;
  border-bottom: 2px solid currentColor;
  transform: translateY(-2px) rotate(45deg);
  [aria-expanded='true'] > &,
  details[open] > summary > & {
    transform: translateY(2px) rotate(-135deg);
  }
`;

export const DropdownList = styled.ul`
  position: absolute;
  top: 100%;
  left: 0;
  min-width: 200px;
  margin: 0;
  padding: 8px;
  list-style: none;
  background: ${color('surfaceRaised')};
  border: 1px solid ${color('border')};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  a {
    display: block;
    padding: 10px 12px;
    border-radius: 6px;
    color: ${color('text')};
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    background: ${color('accentSubtle')};
  }
`;

export const ExternalMark = styled.span`
  font-size: 0.85em;
`;

export const Right = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
`;

export const SearchButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border: 1px solid ${color('border')};
  border-radius: 50%;
  background: ${color('surface')};
  color: ${color('text')};
  cursor: pointer;
`;

export const Hamburger = styled(SearchButton)`
  border-radius: 8px;
  span,
  span::before,
  span::after {
    display: block;
    width: 18px;
    height: 2px;
    background: currentColor;
    position: relative;
  }
  span::before,
  span::after {
    content: '';
    position: absolute;
  }
  span::before {
    top: -6px;
  }
  span::after {
    top: 6px;
  }
`;
