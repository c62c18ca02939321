import { styled } from 'styled-components';
import { color } from '@petverse/ui';

export const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: 12px;
  align-items: end;
  [role='alert'] {
    grid-column: 1 / -1;
    margin: 0;
    color: ${color('dangerFg')};
    font-weight: 600;
  }
`;
