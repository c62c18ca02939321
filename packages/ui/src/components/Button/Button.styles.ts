import { css, styled } from 'styled-components';
import { color } from '../../theme/buildTheme';
import type { Size } from '../../theme/tokens';

export const buttonVariants = ['primary', 'secondary', 'outline', 'ghost', 'danger'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];

const variantStyles: Record<ButtonVariant, ReturnType<typeof css>> = {
  primary: css`
    background: ${color('accent')};
    color: ${color('textOnAccent')};
    &:hover:not(:disabled) {
      background: ${color('accentHover')};
    }
  `,
  secondary: css`
    background: ${color('secondary')};
    color: ${color('textOnAccent')};
    &:hover:not(:disabled) {
      background: ${color('secondaryHover')};
    }
  `,
  outline: css`
    background: ${color('surface')};
    color: ${color('accent')};
    border-color: currentColor;
    &:hover:not(:disabled) {
      background: ${color('accentSubtle')};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${color('text')};
    &:hover:not(:disabled) {
      background: ${color('surfaceMuted')};
    }
  `,
  danger: css`
    background: ${color('dangerFg')};
    color: ${color('textOnAccent')};
    &:hover:not(:disabled) {
      filter: brightness(0.92);
    }
  `,
};

const sizeStyles: Record<Size, ReturnType<typeof css>> = {
  sm: css`
    min-height: 32px;
    padding: 4px 12px;
    font-size: 0.875rem;
  `,
  md: css`
    min-height: 44px;
    padding: 8px 18px;
    font-size: 1rem;
  `,
  lg: css`
    min-height: 52px;
    padding: 12px 24px;
    font-size: 1.125rem;
  `,
};

/** Shared so an app can give a router link the look of a button. */
export const buttonStyles = css<{ $variant: ButtonVariant; $size: Size; $fullWidth: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: 600;
  line-height: 1.2;
  text-decoration: none;
  cursor: pointer;
  transition:
    background-color 120ms ease,
    filter 120ms ease;
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  ${({ $variant }) => variantStyles[$variant]}
  ${({ $size }) => sizeStyles[$size]}
  &:disabled, &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.55;
  }
`;

export const StyledButton = styled.button<{
  $variant: ButtonVariant;
  $size: Size;
  $fullWidth: boolean;
}>`
  ${buttonStyles}
`;

export const Spinner = styled.span`
  width: 1em;
  height: 1em;
  border-radius: 50%;
  border: 2px solid currentColor;
  border-right-color: transparent;
  animation: pv-spin 0.8s linear infinite;
  @keyframes pv-spin {
    to {
      transform: rotate(360deg);
    }
  }
`;
