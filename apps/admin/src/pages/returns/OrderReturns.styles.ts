import { styled } from 'styled-components';
import { color } from '@petverse/ui';

export const Picture = styled.img`
  display: block;
  max-width: 160px;
  max-height: 160px;
  margin: 12px 0;
  border-radius: 8px;
  border: 1px solid ${color('border')};
  object-fit: cover;
`;

export const Steps = styled.ol`
  margin: 12px 0;
  padding-left: 20px;
  line-height: 1.6;
  color: ${color('textMuted')};
`;
