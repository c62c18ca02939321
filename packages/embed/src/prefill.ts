import type { FieldConfig, FormValues } from '@petverse/forms/registration';

/**
 * The `hidden-*` attributes of an element (names as written, `hidden-branch` → `branch`), and,
 * when it has `track-utm`, the host page's `utm_*` parameters: sent with the submission, never
 * shown. The server checks names and sizes (the contract's `hiddenFieldsProblem`).
 */
export function hiddenAttributes(
  host: Element | undefined,
  pageUrl: string,
): Record<string, string> {
  const hidden: Record<string, string> = {};
  if (host?.hasAttribute('track-utm'))
    for (const [name, value] of new URL(pageUrl).searchParams)
      if (name.startsWith('utm_')) hidden[name] = value;
  for (const { name, value } of host?.attributes ?? [])
    if (name.startsWith('hidden-') && name.length > 'hidden-'.length)
      hidden[name.slice('hidden-'.length)] = value;
  return hidden;
}

/** `prefill-clinic-name` → `clinicName`. */
const fieldNameOf = (attribute: string) =>
  attribute.slice('prefill-'.length).replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** The `prefill-*` attributes of an element, by the field name each names. */
export function prefillAttributes(host: Element | undefined): Record<string, string> {
  const prefill: Record<string, string> = {};
  for (const { name, value } of host?.attributes ?? [])
    if (name.startsWith('prefill-') && name.length > 'prefill-'.length)
      prefill[fieldNameOf(name)] = value;
  return prefill;
}

/**
 * A form's starting values from `prefill-*` attributes: only fields the form has, in the shape
 * each takes (a choice must be one of its options; a multi-select takes a comma-separated list);
 * files and anything else are left empty. The visitor can change all of it, and the form's own
 * rules check it on submit like typed text.
 */
export function prefillValues(
  fields: readonly FieldConfig[],
  prefill: Record<string, string>,
): Partial<FormValues> {
  const values: Partial<FormValues> = {};
  for (const field of fields) {
    const given = prefill[field.name];
    if (given === undefined) continue;
    const options = field.options?.map((option) => option.value);
    if (field.type === 'file') continue;
    if (field.type === 'multiselect') {
      const chosen = given
        .split(',')
        .map((value) => value.trim())
        .filter((value) => options?.includes(value));
      if (chosen.length) values[field.name] = chosen;
    } else if (field.type === 'select' || field.type === 'radio') {
      if (options?.includes(given)) values[field.name] = given;
    } else values[field.name] = given;
  }
  return values;
}
