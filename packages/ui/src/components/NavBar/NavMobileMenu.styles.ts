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
