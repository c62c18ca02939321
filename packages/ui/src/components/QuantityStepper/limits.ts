/** The product's minimum quantity is 1; 99 keeps a mistyped quantity sane. */
export const MIN_DEFAULT = 1;
export const MAX_DEFAULT = 99;
