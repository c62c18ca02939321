import { styled } from 'styled-components';

export const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(280px, 2fr);
  gap: 16px;
  align-items: start;
  @media (max-width: 1023px) {
    grid-template-columns: 1fr;
  }
`;
