import styled from 'styled-components';
import { breakpoints } from '../../theme/tokens';

/** As tall as a finger needs (44 px), in the bar's own colour; the theme draws its focus ring. */
export const SwitchLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 8px;
  color: inherit;
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;

  &:hover {
    text-decoration: underline;
  }
`;

/**
 * Between phone and desktop widths the bar has no room for the name: the language's short form
 * shows ('हि', 'En'), the name stays in the link's accessible name.
 */
export const FullName = styled.span`
  @media (min-width: ${breakpoints.mobile}px) and (max-width: 1023px) {
    display: none;
  }
`;

export const ShortName = styled.span`
  display: none;
  @media (min-width: ${breakpoints.mobile}px) and (max-width: 1023px) {
    display: inline;
  }
`;
