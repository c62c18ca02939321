import styled from 'styled-components';

/** As tall as a finger needs (44 px), in the bar's own colour; the theme draws its focus ring. */
export const SwitchLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 10px;
  color: inherit;
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;

  &:hover {
    text-decoration: underline;
  }
`;
