import { createApiClient } from '@petverse/api/client';
import type { FormSubmission, SubmitAdapter } from '../engine/types';

export interface SpreadsheetAdapterOptions {
  /** Address of the form service up to the form id (no trailing `/{id}/formResponse`). */
  baseUrl: string;
  /** The form's id in the service; the call goes to `${baseUrl}/${formId}/formResponse`. */
  formId: string;
  /** Entry name per field name, e.g. `{ clinicName: 'entry.1234567' }`; defaults to `entry.${name}`. */
  entries?: Readonly<Record<string, string>>;
  /** The fetch the client uses (tests). @default globalThis.fetch */
  fetch?: typeof fetch;
}

/**
 * The urlencoded body the spreadsheet-form service expects: one entry per field, multi-select
 * values as repeated entries, file fields left out (the service cannot take them).
 */
export function toSpreadsheetBody(
  { values, fields }: Pick<FormSubmission, 'values' | 'fields'>,
  entries: Readonly<Record<string, string>> = {},
): URLSearchParams {
  const body = new URLSearchParams();
  for (const field of fields) {
    if (field.type === 'file') continue;
    const entry = entries[field.name] ?? `entry.${field.name}`;
    const value = values[field.name];
    if (Array.isArray(value)) for (const item of value) body.append(entry, item);
    else if (typeof value === 'string') body.append(entry, value);
  }
  return body;
}

/**
 * Posts to the external spreadsheet-form service exactly as the spec's §7 says: one POST to
 * `{id}/formResponse`, `no-cors`, `application/x-www-form-urlencoded`, through an
 * `@petverse/api` client of its own (no token: it leaves our origin). The response is opaque
 * in a browser and is not read: anything that does not throw counts as success.
 */
export function createSpreadsheetAdapter({
  baseUrl,
  formId,
  entries,
  fetch: fetchImpl,
}: SpreadsheetAdapterOptions): SubmitAdapter {
  const client = createApiClient({ baseURL: baseUrl.replace(/\/+$/, ''), fetch: fetchImpl });
  return async (submission) => {
    await client.post(
      `/${encodeURIComponent(formId)}/formResponse`,
      toSpreadsheetBody(submission, entries).toString(),
      {
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        fetchOptions: { mode: 'no-cors' },
        // An opaque answer has status 0: only a failure to send counts as failure.
        validateStatus: () => true,
      },
    );
  };
}
