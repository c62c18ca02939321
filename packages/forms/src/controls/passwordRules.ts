import type { passwordStrength } from '@petverse/api/password';

/** The password rules (zxcvbn-ts and its common-password list, ~200 KB gzipped), loaded once, on first use. */
let rules: Promise<{ passwordStrength: typeof passwordStrength }> | undefined;
export const loadPasswordRules = () => (rules ??= import('@petverse/api/password'));
