import type { Options } from 'tsup';

/** The shared tsup preset for published packages; overrides win key by key. */
export function definePackageConfig(overrides?: Partial<Options>): Options;
