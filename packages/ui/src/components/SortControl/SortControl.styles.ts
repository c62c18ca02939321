import { styled } from 'styled-components';

export const Wrap = styled.div`
  min-width: 200px;
  max-width: 260px;
  & > * {
    margin: 0;
  }
`;
