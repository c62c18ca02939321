import { defineConfig } from 'tsup';
import { definePackageConfig } from '@repo/tsup-config';

export default defineConfig(
  definePackageConfig({
    entry: {
      index: 'src/index.ts',
      'contract/index': 'src/contract/index.ts',
      'client/index': 'src/client/index.ts',
      'password/index': 'src/password/index.ts',
      'admin/index': 'src/admin/index.ts',
      'pro/index': 'src/pro/index.ts',
    },
  }),
);
