import type { FieldConfig, FormDefinition, FormValues } from './types';

/** Every field of a definition, in display order. */
export function allFields(definition: Pick<FormDefinition, 'sections'>): FieldConfig[] {
  return definition.sections.flatMap((section) => section.fields);
}

/** The empty value of a field: '' for text-like fields, [] for multi-selects, null for files. */
export function emptyValue(field: FieldConfig) {
  if (field.type === 'multiselect') return [];
  if (field.type === 'file') return null;
  return '';
}

/** The value of a ticked checkbox field (an unticked one is ''), as a browser sends a ticked box. */
export const CHECKED = 'on';

/** Whether a field is shown with these values: always, or while its `shownWhen` holds. */
export function isShown(field: FieldConfig, values: FormValues): boolean {
  if (!field.shownWhen) return true;
  const value = values[field.shownWhen.field];
  return typeof value === 'string' && field.shownWhen.is.includes(value);
}

/** Initial values of a form: every field empty, then the given values on top. */
export function initialValues(
  definition: Pick<FormDefinition, 'sections'>,
  overrides: Partial<FormValues> = {},
): FormValues {
  const values: FormValues = {};
  for (const field of allFields(definition))
    values[field.name] = overrides[field.name] ?? emptyValue(field);
  return values;
}

/**
 * Runs a form's schema with `abortEarly: false` and returns the first message per field, the
 * same shape the renderer shows. Handy for servers and tests that reuse a definition's rules.
 */
export async function validateValues(
  definition: Pick<FormDefinition, 'schema'>,
  values: Partial<FormValues>,
): Promise<Record<string, string>> {
  try {
    await definition.schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    const errors: Record<string, string> = {};
    const inner = (error as { inner?: { path?: string; message: string }[] }).inner ?? [];
    for (const issue of inner) {
      const name = issue.path?.split(/[.[]/)[0];
      if (name && !(name in errors)) errors[name] = issue.message;
    }
    return errors;
  }
}
