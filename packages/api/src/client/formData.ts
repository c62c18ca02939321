/**
 * The one multipart builder: a part per field in the object's order; arrays as repeated parts of
 * the same name (multi-select values); files and blobs as they are (a File keeps its name);
 * numbers and booleans as text; empty values (undefined, null) left out.
 */
export function toFormData(fields: object): FormData {
  const body = new FormData();
  const append = (name: string, value: unknown) => {
    if (value instanceof Blob) body.append(name, value);
    else if (typeof value === 'string') body.append(name, value);
    else if (typeof value === 'number' || typeof value === 'boolean')
      body.append(name, String(value));
  };
  for (const [name, value] of Object.entries(fields) as [string, unknown][]) {
    if (Array.isArray(value)) for (const item of value) append(name, item);
    else append(name, value);
  }
  return body;
}
