import { styled } from 'styled-components';
import { color } from '../../theme/buildTheme';
import type { Size } from '../../theme/tokens';

const fontSize: Record<Size, string> = { sm: '0.95rem', md: '1.125rem', lg: '1.75rem' };

export const Price = styled.span<{ $size: Size; $emphasis: boolean }>`
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  font-size: ${({ $size }) => fontSize[$size]};
  color: ${({ $emphasis }) => ($emphasis ? color('accent') : color('text'))};
  white-space: nowrap;
`;
