import { styled } from 'styled-components';

export const Change = styled.pre`
  margin: 0;
  font-size: 0.8rem;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  max-width: 320px;
`;
