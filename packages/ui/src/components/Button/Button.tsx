import { forwardRef, type ButtonHTMLAttributes } from 'react';
import type { Size } from '../../theme/tokens';
import { Spinner, StyledButton, type ButtonVariant } from './Button.styles';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Visual emphasis. @default 'primary' */
  variant?: ButtonVariant;
  /** Height and padding. @default 'md' */
  size?: Size;
  /** Stretch to the container's width. @default false */
  fullWidth?: boolean;
  /** Shows a spinner, sets aria-busy and disables the button. @default false */
  loading?: boolean;
}

/** A native button; `loading` keeps the label readable for screen readers and sets aria-busy. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    size = 'md',
    fullWidth = false,
    loading = false,
    disabled,
    type = 'button',
    children,
    ...rest
  },
  ref,
) {
  return (
    <StyledButton
      ref={ref}
      type={type}
      data-ui="Button"
      data-variant={variant}
      data-size={size}
      data-state={loading ? 'loading' : undefined}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <Spinner aria-hidden="true" /> : null}
      {children}
    </StyledButton>
  );
});
