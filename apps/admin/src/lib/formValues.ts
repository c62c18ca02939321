import type { FormValues } from '@petverse/forms';

/** A text field's answer, trimmed; '' for one left empty (or not a text). */
export const textOf = (values: FormValues, name: string) => {
  const value = values[name];
  return typeof value === 'string' ? value.trim() : '';
};
