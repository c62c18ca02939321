import { styled } from 'styled-components';
import { color } from '@petverse/ui';

export const Links = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 8px;
  margin: 0;
  color: ${color('textMuted')};
  a {
    color: ${color('accent')};
    font-weight: 600;
  }
`;

export const Success = styled.p`
  margin: 0;
  padding: 12px 14px;
  border-radius: 10px;
  background: ${color('successBg')};
  color: ${color('successFg')};
  font-weight: 600;
`;
