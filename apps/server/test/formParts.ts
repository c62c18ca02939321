/** Registration-form bodies as the forms' HTTP adapter sends them. */
import { allFields, type FieldConfig, type FormDefinition } from '@petverse/forms/definitions';

/** Enough of a PDF for its signature. */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');

export type Part = string | string[] | { data: Buffer; filename: string };

/** A multipart body as the forms' HTTP adapter sends it: repeated parts for lists, file parts for files. */
export function multipart(parts: Record<string, Part>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(parts)) {
    if (typeof value === 'string') data.append(name, value);
    else if (Array.isArray(value)) for (const item of value) data.append(name, item);
    else data.append(name, new Blob([new Uint8Array(value.data)]), value.filename);
  }
  return data;
}

/** A valid answer for any field, by its type. */
function validAnswer(field: FieldConfig): Part {
  switch (field.type) {
    case 'email':
      return 'hello@example.com';
    case 'tel':
      return '9876543210';
    case 'digits':
      return '5';
    case 'pincode':
      return '411001';
    case 'date':
      return '2026-12-01';
    case 'time':
      return '10:00';
    case 'select':
    case 'radio':
      return field.options![0]!.value;
    case 'multiselect':
      return field.options!.slice(0, 2).map((o) => o.value);
    case 'file':
      return { data: PDF, filename: 'papers.pdf' };
    default:
      return `${field.label} answer`;
  }
}

export const validParts = (definition: FormDefinition) =>
  Object.fromEntries(allFields(definition).map((f) => [f.name, validAnswer(f)]));
