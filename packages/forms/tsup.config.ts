import { defineConfig } from 'tsup';
import { definePackageConfig } from '@repo/tsup-config';

// One entry per family of forms, so an app's bundler gives each page only its family; the
// shared engine and libraries land in chunks that esbuild splits out.
export default defineConfig(
  definePackageConfig({
    entry: {
      index: 'src/index.ts',
      registration: 'src/registration.ts',
      accounts: 'src/accounts.ts',
      pets: 'src/pets.ts',
      services: 'src/services.ts',
      grooming: 'src/grooming.ts',
      'definitions/index': 'src/definitions/public.ts',
      'locales/hi': 'src/locales/hi.ts',
      'locales/en': 'src/locales/en.ts',
    },
  }),
);
