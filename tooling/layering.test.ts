import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { layering } from '../eslint.config.js';

/**
 * The layering rules refuse wrong-way imports, `import()` included (issue 57 item 5): each probe
 * is linted as if it were a file at its path, with the repository's own ESLint config.
 */
const eslint = new ESLint({
  cwd: new URL('..', import.meta.url).pathname,
  overrideConfigFile: true,
  overrideConfig: [
    { files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } },
    ...layering,
  ],
});
const errorsOf = async (path: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath: path });
  expect(result!.messages.filter((m) => m.fatal)).toEqual([]);
  return result!.messages
    .filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'no-restricted-syntax')
    .map((m) => m.line);
};

describe('the layering rules', () => {
  it.each([
    ['packages/ui/src/probe.ts', "export const p = () => import('@petverse/api');"],
    ['packages/ui/src/probe.ts', "export { x } from '@petverse/forms';"],
    ['packages/api/src/probe.ts', "export const p = () => import('@petverse/ui');"],
    ['packages/forms/src/probe.ts', "export const p = () => import('@petverse/api/pro');"],
    ['apps/site/src/probe.ts', "export const p = () => import('../../admin/src/App');"],
    ['apps/server/src/platform/probe.ts', "export const p = () => import('@petverse/ui');"],
    [
      'apps/server/src/platform/probe.ts',
      "import { holdSlot } from '../providers/bookings';\nexport const p = holdSlot;",
    ],
    ['apps/server/src/platform/probe.ts', "export const p = () => import('../providers/slots');"],
    ['apps/server/src/orders/probe.ts', "export { returnsOf } from '../returns/returns';"],
    ['apps/server/src/orders/probe.ts', "export const p = () => import('../pets/routes');"],
  ])('refuses in %s: %s', async (path, code) => {
    expect(await errorsOf(path, code)).not.toEqual([]);
  });

  it.each([
    ['apps/server/src/platform/probe.ts', "export const p = () => import('../providers');"],
    ['apps/server/src/orders/probe.ts', "export { returnsOf } from '../returns';"],
    [
      'apps/server/src/platform/probe.ts',
      "export const p = () => import('@petverse/api/contract');",
    ],
    ['apps/pro/src/probe.ts', "export const p = () => import('@petverse/api/pro');"],
    ['packages/forms/src/probe.ts', "export const p = () => import('@petverse/api/contract');"],
  ])('lets through in %s: %s', async (path, code) => {
    expect(await errorsOf(path, code)).toEqual([]);
  });
});
