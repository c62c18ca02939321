import { styled } from 'styled-components';
import { color, media } from '@petverse/ui';

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

export const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 16px 20px;
  & > [data-wide='true'] {
    grid-column: 1 / -1;
  }
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const Alert = styled.p`
  margin: 0;
  padding: 10px 14px;
  border-radius: 10px;
  background: ${color('dangerBg')};
  color: ${color('dangerFg')};
  font-weight: 600;
`;

export const Notice = styled.p`
  margin: 0;
  color: ${color('textMuted')};
`;
