import { styled } from 'styled-components';
import { color } from '@petverse/ui';

export const AccountLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 40px;
  padding: 4px 12px 4px 4px;
  border-radius: 999px;
  border: 1px solid ${color('border')};
  color: ${color('text')};
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;
  img,
  span[data-avatar] {
    width: 32px;
    height: 32px;
    border-radius: 50%;
    object-fit: cover;
    display: inline-grid;
    place-items: center;
    background: ${color('accentSubtle')};
    color: ${color('accent')};
  }
  > span:not([data-avatar]) {
    max-width: 14ch;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  &[data-variant='login'] {
    padding: 0 16px;
    border-color: ${color('accent')};
    color: ${color('accent')};
  }
  &[data-variant='signup'] {
    padding: 0 16px;
    border: 0;
    background: ${color('accent')};
    color: ${color('textOnAccent')};
  }
`;

/** Login and Sign Up side by side, wrapping under each other only where they must. */
export const VisitorLinks = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
`;
