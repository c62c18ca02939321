import { styled } from 'styled-components';
import { color } from '@petverse/ui';

export const Roles = styled.dl`
  margin: 0;
  display: grid;
  gap: 8px;
  dt {
    font-weight: 700;
    text-transform: capitalize;
  }
  dd {
    margin: 0;
    color: ${color('textMuted')};
  }
`;
