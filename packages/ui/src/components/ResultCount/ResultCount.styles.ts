import { styled } from 'styled-components';
import { color } from '../../theme/buildTheme';

export const Text = styled.p`
  margin: 0;
  font-weight: 600;
  color: ${color('textMuted')};
  &[data-state='error'] {
    color: ${color('dangerFg')};
  }
`;
