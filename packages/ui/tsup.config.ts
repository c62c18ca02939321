import { defineConfig } from 'tsup';
import { definePackageConfig } from '@repo/tsup-config';

export default defineConfig(definePackageConfig());
