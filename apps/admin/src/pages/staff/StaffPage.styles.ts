import { styled } from 'styled-components';
import { color } from '@petverse/ui';

export const InviteForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: flex-end;
  > [data-ui] {
    flex: 1 1 200px;
  }
  [role='alert'] {
    flex-basis: 100%;
    margin: 0;
    color: ${color('dangerFg')};
    font-weight: 600;
  }
`;

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
