import { defineConfig } from 'tsup';
import { definePackageConfig } from '@repo/tsup-config';

export default defineConfig(
  definePackageConfig({
    entry: { index: 'src/index.ts', 'definitions/index': 'src/definitions/public.ts' },
  }),
);
