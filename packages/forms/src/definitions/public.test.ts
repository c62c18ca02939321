import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import * as definitions from '@petverse/forms/definitions';

const entry = fileURLToPath(new URL('./public.ts', import.meta.url));

/** Every file and package the subpath pulls in, as esbuild resolves it for a Node server. */
async function bundledInputs(): Promise<string[]> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    format: 'esm',
    conditions: ['@petverse/source'],
    logLevel: 'silent',
  });
  return Object.keys(result.metafile.inputs);
}

describe('@petverse/forms/definitions', () => {
  it('pulls in no React, styled-components or @petverse/ui, only yup', async () => {
    const inputs = await bundledInputs();
    const packages = new Set(
      inputs
        .map(
          (file) =>
            /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(file)?.[1],
        )
        .filter((name): name is string => Boolean(name)),
    );
    const forbidden = [...packages].filter((name) =>
      /^(react|react-dom|styled-components|react-hook-form|@hookform\/.+|@petverse\/ui)$/.test(
        name,
      ),
    );
    expect(forbidden).toEqual([]);
    expect(inputs.some((file) => file.includes('packages/ui/'))).toBe(false);
    expect(inputs.some((file) => /\.tsx$/.test(file))).toBe(false);
    expect(packages.has('yup')).toBe(true);
  });

  it('exports every form with its schema, and validates with the same messages', async () => {
    expect(Object.keys(definitions.registrationForms)).toHaveLength(10);
    expect(definitions.vetClinicForm.schema).toBe(definitions.vetClinicSchema);
    const errors = await definitions.validateValues(definitions.vetClinicForm, {
      ...definitions.initialValues(definitions.vetClinicForm),
      yearsOfExperience: 'five',
    });
    expect(errors).toMatchObject({
      clinicName: definitions.REQUIRED,
      yearsOfExperience: 'Years of experience must be a number',
      servicesOffered: 'At least one service must be selected',
    });
  });
});
