export { PasswordStrength } from './PasswordStrength';
export type { PasswordStrengthProps } from './PasswordStrength';
