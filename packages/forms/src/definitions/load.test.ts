import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it, vi } from 'vitest';
import { registrationForms, type RegistrationFormKey } from './index';
import { loadRegistrationForm, loadRegistrationView } from './load';

const keys = Object.keys(registrationForms) as RegistrationFormKey[];
const here = fileURLToPath(new URL('.', import.meta.url));

describe('loadRegistrationView', () => {
  it.each(keys)('gives %s as its definition shows it, and its schema on demand', async (key) => {
    const view = await loadRegistrationView(key);
    const { schema, ...presentation } = registrationForms[key];
    const { loadSchema, ...shown } = view;
    expect(shown).toEqual(presentation);
    expect('schema' in view).toBe(false);
    expect(await loadSchema()).toBe(schema);
    expect(await loadRegistrationView(key)).toBe(view);
    expect((await loadRegistrationForm(key)).schema).toBe(schema);
  });

  it('has a presentation module for every form, and none of them pulls in yup', async () => {
    const views = readdirSync(here).filter((file) => file.endsWith('.view.ts'));
    expect(views.map((file) => file.replace('.view.ts', '')).sort()).toEqual([...keys].sort());
    const result = await build({
      entryPoints: views.map((file) => `${here}${file}`),
      bundle: true,
      write: false,
      metafile: true,
      outdir: 'out',
      platform: 'neutral',
      format: 'esm',
      conditions: ['@petverse/source'],
      mainFields: ['module', 'main'],
      logLevel: 'silent',
    });
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs.filter((file) => /node_modules[\\/](\.pnpm[\\/])?yup/.test(file))).toEqual([]);
    expect(inputs.some((file) => file.endsWith('engine/rules.ts'))).toBe(false);
  });

  it('forgets a failed load, so the next call (the next send) loads again', async () => {
    vi.resetModules();
    vi.doMock('./vetClinic', () => {
      throw new Error('offline');
    });
    const fresh = await import('./load');
    const view = await fresh.loadRegistrationView('vetClinic');
    await expect(view.loadSchema()).rejects.toThrow();
    vi.doUnmock('./vetClinic');
    // A fresh module graph: the same schema, a new instance of it.
    const schema = await view.loadSchema();
    expect(Object.keys(schema.fields)).toEqual(
      Object.keys(registrationForms.vetClinic.schema.fields),
    );
  });
});
