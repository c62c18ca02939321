import { existsSync, readdirSync } from 'node:fs';
import { defineConfig } from 'tsup';
import { definePackageConfig } from '@repo/tsup-config';

// One module per component (and one for the theme), split by esbuild so shared code lives in
// shared chunks: a partner's bundler keeps only the modules of the components it imports
// (`sideEffects: false`). The public entry stays `src/index.ts`; its types are one file.
const components = Object.fromEntries(
  readdirSync('src/components', { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(`src/components/${entry.name}/index.ts`))
    .map((entry) => [`components/${entry.name}`, `src/components/${entry.name}/index.ts`]),
);

export default defineConfig(
  definePackageConfig({
    entry: {
      index: 'src/index.ts',
      combobox: 'src/combobox.ts',
      admin: 'src/admin.ts',
      format: 'src/format.ts',
      'locales/hi': 'src/locales/hi.ts',
      'locales/en': 'src/locales/en.ts',
      ...components,
    },
    splitting: true,
    dts: {
      entry: {
        index: 'src/index.ts',
        combobox: 'src/combobox.ts',
        admin: 'src/admin.ts',
        format: 'src/format.ts',
        'locales/hi': 'src/locales/hi.ts',
        'locales/en': 'src/locales/en.ts',
      },
      compilerOptions: { composite: false, customConditions: [], ignoreDeprecations: '6.0' },
    },
  }),
);
