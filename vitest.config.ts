import { fileURLToPath } from 'node:url';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { chromiumArgs, chromiumPath } from './tooling/chromium.js';

const dirname = path.dirname(fileURLToPath(import.meta.url));
const conditions = ['@petverse/source'];

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        resolve: { conditions: [...conditions, 'browser', 'module', 'import', 'default'] },
        ssr: { resolve: { conditions: [...conditions, 'node', 'import', 'default'] } },
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'packages/*/src/**/*.test.{ts,tsx}',
            'apps/site/src/**/*.test.{ts,tsx}',
            'tooling/*.test.ts',
          ],
        },
      },
      {
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        resolve: { conditions: [...conditions, 'browser', 'module', 'import', 'default'] },
        test: {
          name: 'storybook',
          hookTimeout: 30_000,
          testTimeout: 30_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
      {
        plugins: [react()],
        resolve: { conditions: [...conditions, 'browser', 'module', 'import', 'default'] },
        test: {
          name: 'visual',
          include: ['packages/*/src/**/*.browser.tsx'],
          setupFiles: ['./.storybook/visual.setup.ts'],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
            }),
            instances: [{ browser: 'chromium' }],
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                // Anti-aliasing may differ by a few pixels between runs; layout changes do not.
                comparatorOptions: { threshold: 0.2, allowedMismatchedPixelRatio: 0.01 },
              },
            },
          },
        },
      },
    ],
  },
});
