import { SubmitError } from '../engine/SubmitError';
import type { FormSubmission, SubmitAdapter } from '../engine/types';

type Headers = Record<string, string>;

export interface HttpAdapterOptions {
  /** Base URL of the API, e.g. '/api' or 'https://api.example.com'. */
  apiBase: string;
  /** Path after `apiBase` for a form key. @default (key) => `/forms/${key}` */
  path?: (formKey: string) => string;
  /** Extra headers, or a function giving them per call (e.g. the bearer token). */
  headers?: Headers | (() => Headers);
  /** Statuses that mean success; any other answer fails. @default every 2xx */
  successStatuses?: readonly number[];
  /** Show the server's `message` as the failure toast instead of the form's own text. @default false */
  useServerMessage?: boolean;
  /** Failure toast when `useServerMessage` is on but the server gave no message. */
  fallbackMessage?: string;
  /** The fetch to use. @default globalThis.fetch */
  fetch?: typeof fetch;
}

/**
 * The multipart body our server receives: one part per field in form order; multi-select
 * values as repeated parts of the same name; files as file parts; empty files left out.
 */
export function toFormData({
  values,
  fields,
}: Pick<FormSubmission, 'values' | 'fields'>): FormData {
  const data = new FormData();
  for (const field of fields) {
    const value = values[field.name];
    if (Array.isArray(value)) for (const item of value) data.append(field.name, item);
    else if (typeof value === 'string') data.append(field.name, value);
    else if (value) data.append(field.name, value, value.name);
  }
  return data;
}

async function readBody(
  response: Response,
): Promise<{ message?: unknown; errors?: unknown } | undefined> {
  try {
    return (await response.json()) as { message?: unknown; errors?: unknown };
  } catch {
    return undefined;
  }
}

const stringRecord = (value: unknown): Record<string, string> | undefined => {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
};

/**
 * Posts values and files as multipart to `${apiBase}/forms/${formKey}` (our server stores every
 * submission). A failed answer throws a SubmitError carrying the server's field errors
 * (`{ errors: { name: message } }`), which show under the fields.
 */
export function createHttpAdapter({
  apiBase,
  path = (key) => `/forms/${encodeURIComponent(key)}`,
  headers,
  successStatuses,
  useServerMessage = false,
  fallbackMessage,
  fetch: fetchImpl,
}: HttpAdapterOptions): SubmitAdapter {
  const base = apiBase.replace(/\/+$/, '');
  return async (submission) => {
    const doFetch = fetchImpl ?? globalThis.fetch;
    const response = await doFetch(`${base}${path(submission.formKey)}`, {
      method: 'POST',
      // No Content-Type: the browser sets multipart/form-data with its boundary.
      headers: typeof headers === 'function' ? headers() : headers,
      body: toFormData(submission),
    });
    const ok = successStatuses ? successStatuses.includes(response.status) : response.ok;
    const body = await readBody(response);
    if (ok) return body;
    const serverMessage = typeof body?.message === 'string' ? body.message : undefined;
    throw new SubmitError(`Submission answered ${response.status}`, {
      status: response.status,
      userMessage: useServerMessage ? (serverMessage ?? fallbackMessage) : undefined,
      fieldErrors: stringRecord(body?.errors),
    });
  };
}

/** Options of the team application adapter. */
export type ApplicationAdapterOptions = Pick<HttpAdapterOptions, 'apiBase' | 'headers' | 'fetch'>;

/**
 * The team application call (spec §7): multipart to `${apiBase}/application/apply`; 200 or 201 is
 * success; otherwise the server's message, else 'Submission failed. Please try again.'. A network
 * error falls through to the form's own text ('Error submitting application...').
 */
export function createApplicationAdapter(options: ApplicationAdapterOptions): SubmitAdapter {
  return createHttpAdapter({
    ...options,
    path: () => '/application/apply',
    successStatuses: [200, 201],
    useServerMessage: true,
    fallbackMessage: 'Submission failed. Please try again.',
  });
}

/**
 * Sends nothing and succeeds: what the spec's insurance-provider and insurance pet-parent forms
 * do (§7, "make no call and only show a success toast").
 */
export const noCallAdapter: SubmitAdapter = async () => undefined;
