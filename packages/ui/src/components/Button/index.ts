export { Button } from './Button';
export type { ButtonProps } from './Button';
export { buttonStyles, buttonVariants } from './Button.styles';
export type { ButtonVariant } from './Button.styles';
