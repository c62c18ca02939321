import { styled } from 'styled-components';
import { color } from '../../theme/buildTheme';

export const Message = styled.p`
  margin: 0;
  color: ${color('textMuted')};
  line-height: 1.5;
`;
