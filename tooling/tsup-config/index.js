// The shared tsup preset: every published package builds to ESM with declarations, keeping
// its dependencies and peers external so partners dedupe React and styled-components.
/** @param {Partial<import('tsup').Options>} overrides */
export function definePackageConfig(overrides = {}) {
  return {
    entry: ['src/index.ts'],
    format: ['esm'],
    // tsup's declaration build sets baseUrl, which TypeScript 6 deprecates.
    dts: { compilerOptions: { composite: false, customConditions: [], ignoreDeprecations: '6.0' } },
    sourcemap: true,
    clean: true,
    treeshake: true,
    target: 'es2022',
    ...overrides,
  };
}
