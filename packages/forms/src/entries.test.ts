import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { registrationForms } from '@petverse/forms/definitions';
import { loadRegistrationForm } from '@petverse/forms/registration';

/** The files one family entry statically pulls in, as a browser bundler resolves them. */
async function staticInputs(entry: string): Promise<string[]> {
  const result = await build({
    entryPoints: [fileURLToPath(new URL(entry, import.meta.url))],
    bundle: true,
    write: false,
    metafile: true,
    splitting: true,
    outdir: 'out',
    format: 'esm',
    platform: 'browser',
    conditions: ['@petverse/source'],
    external: ['react', 'react-dom', 'styled-components'],
    logLevel: 'silent',
  });
  const name = entry.replace(/^\.\//, '');
  const entryPath = Object.keys(result.metafile.outputs).find((path) =>
    result.metafile.outputs[path]?.entryPoint?.endsWith(`forms/src/${name}`),
  );
  const files = new Set<string>();
  const visit = (output: string) => {
    const chunk = result.metafile.outputs[output];
    if (!chunk || files.has(output)) return;
    files.add(output);
    for (const { path, kind } of chunk.imports) if (kind === 'import-statement') visit(path);
  };
  if (!entryPath) throw new Error(`no output for ${entry}`);
  visit(entryPath);
  return [...files].flatMap((file) => Object.keys(result.metafile.outputs[file]?.inputs ?? {}));
}

const hasDownshift = (inputs: string[]) => inputs.some((file) => file.includes('downshift'));

describe('the family entry points', () => {
  it('bring Downshift only with the families whose forms show a combobox', async () => {
    for (const family of ['./accounts.ts', './services.ts'])
      expect(hasDownshift(await staticInputs(family)), family).toBe(false);
    for (const family of ['./pets.ts', './grooming.ts', './registration.ts'])
      expect(hasDownshift(await staticInputs(family)), family).toBe(true);
  });

  it('load no registration form definition with the engine', async () => {
    const inputs = await staticInputs('./registration.ts');
    expect(inputs.some((file) => /definitions\/vetClinic\.ts$/.test(file))).toBe(false);
    expect(inputs.some((file) => /engine\/SchemaForm\.tsx$/.test(file))).toBe(true);
  });
});

describe('loadRegistrationForm', () => {
  it('loads each form by key, the same promise every time', async () => {
    const loading = loadRegistrationForm('vetClinic');
    expect(loadRegistrationForm('vetClinic')).toBe(loading);
    expect(await loading).toBe(registrationForms.vetClinic);
    for (const key of Object.keys(registrationForms) as (keyof typeof registrationForms)[])
      expect(await loadRegistrationForm(key)).toBe(registrationForms[key]);
  });
});
