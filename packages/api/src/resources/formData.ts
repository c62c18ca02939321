/**
 * A multipart body from plain fields: files and blobs are appended as they are, numbers and
 * booleans as text, and empty values (undefined, null) are left out.
 */
export function toFormData(fields: object): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields) as [string, unknown][]) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) body.append(name, value);
    else if (typeof value === 'string') body.append(name, value);
    else if (typeof value === 'number' || typeof value === 'boolean')
      body.append(name, String(value));
  }
  return body;
}
