// The shared tsup preset: every published package builds to ESM with declarations, keeping
// its dependencies and peers external so partners dedupe React and styled-components.
/** @param {Partial<import('tsup').Options>} overrides */
export function definePackageConfig(overrides = {}) {
  return {
    entry: ['src/index.ts'],
    format: ['esm'],
    dts: { compilerOptions: { composite: false, customConditions: [] } },
    sourcemap: true,
    clean: true,
    treeshake: true,
    target: 'es2022',
    ...overrides,
  };
}
