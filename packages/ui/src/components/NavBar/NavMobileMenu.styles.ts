import { styled } from 'styled-components';
import { color } from '../../theme/buildTheme';
import { linkLook } from './NavBar.styles';

export const MobileSection = styled.div`
  display: grid;
  gap: 16px;
  margin-bottom: 16px;
`;

export const MobileList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 2px;
  &[data-nested] {
    padding-left: 16px;
  }
  /* Its display: grid would otherwise win over the hidden attribute. */
  &[hidden] {
    display: none;
  }
  a {
    ${linkLook}
    width: 100%;
    color: ${color('text')};
  }
  button {
    width: 100%;
    justify-content: space-between;
  }
`;

/**
 * The phone menu before React (NavMenuBeforeReact): the browser's popover box made the drawer's
 * panel, from the right, over a dimmed page. In the top layer, so no z-index.
 */
export const PanelBeforeReact = styled.div`
  inset: 0 0 0 auto;
  margin: 0;
  width: min(320px, 85vw);
  height: 100%;
  max-height: none;
  overflow-y: auto;
  padding: 16px;
  border: 0;
  background: ${color('surfaceRaised')};
  color: ${color('text')};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  &::backdrop {
    background: rgba(29, 27, 38, 0.55);
  }
`;

/** A menu's name in the phone menu before React: the summary of a native disclosure. */
export const MenuSummary = styled.summary`
  ${linkLook}
  width: 100%;
  justify-content: space-between;
  color: ${color('text')};
  list-style: none;
  &::-webkit-details-marker {
    display: none;
  }
  &:hover,
  details[open] > & {
    background: ${color('accentSubtle')};
  }
`;
