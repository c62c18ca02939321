import {
  createApiClient,
  toApiError,
  toFormData as toMultipart,
  type ApiClient,
} from '@petverse/api/client';
import { HIDDEN_FIELD_PREFIX } from '@petverse/api/contract';
import { SubmitError } from '../engine/SubmitError';
import type { FormSubmission, SubmitAdapter } from '../engine/types';

type Headers = Record<string, string>;

export interface HttpAdapterOptions {
  /** Base URL of the API, e.g. '/api' or 'https://api.example.com' (a client is made for it). */
  apiBase?: string;
  /** The API client to post with (e.g. the host's `useApiClient()`); wins over `apiBase`. */
  client?: ApiClient;
  /** Path after the base URL for a form key. @default (key) => `/forms/${key}` */
  path?: (formKey: string) => string;
  /** Extra headers, or a function giving them per call. */
  headers?: Headers | (() => Headers);
  /** Statuses that mean success; any other answer fails. @default every 2xx */
  successStatuses?: readonly number[];
  /** Show the server's `message` as the failure toast instead of the form's own text. @default false */
  useServerMessage?: boolean;
  /** Failure toast when `useServerMessage` is on but the server gave no message. */
  fallbackMessage?: string;
  /** The fetch the client made for `apiBase` uses (tests). @default globalThis.fetch */
  fetch?: typeof fetch;
  /**
   * Sent with every submission beside the visitor's answers and stored with it (a partner's
   * branch code, UTM parameters): `hidden.<name>` parts. Names and sizes as the contract's
   * `hiddenFieldsProblem` allows.
   */
  hiddenFields?: Readonly<Record<string, string>>;
}

/**
 * The multipart body our server receives: one part per field in form order; multi-select
 * values as repeated parts of the same name; files as file parts; empty files left out
 * (built by `@petverse/api`'s one multipart builder).
 */
export function toFormData({
  values,
  fields,
}: Pick<FormSubmission, 'values' | 'fields'>): FormData {
  return toMultipart(Object.fromEntries(fields.map((field) => [field.name, values[field.name]])));
}

const stringRecord = (value: unknown): Record<string, string> | undefined => {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
};

/** The given client, else one for `apiBase` that sends no token (the host's storage is not read). */
function clientFor({
  client,
  apiBase,
  fetch,
}: Pick<HttpAdapterOptions, 'client' | 'apiBase' | 'fetch'>): ApiClient {
  if (client) return client;
  if (apiBase === undefined) throw new Error('A submit adapter needs `client` or `apiBase`.');
  return createApiClient({ baseURL: apiBase, fetch });
}

/**
 * Posts values and files as multipart to `${apiBase}/forms/${formKey}` (our server stores every
 * submission) through the `@petverse/api` client. A failed answer throws a SubmitError carrying the
 * server's field errors (`{ errors: { name: message } }`), which show under the fields; no answer
 * throws one without a status, so the form shows its own failure text.
 */
export function createHttpAdapter({
  path = (key) => `/forms/${encodeURIComponent(key)}`,
  headers,
  successStatuses,
  useServerMessage = false,
  fallbackMessage,
  hiddenFields,
  ...connection
}: HttpAdapterOptions): SubmitAdapter {
  const client = clientFor(connection);
  return async (submission) => {
    const body = toFormData(submission);
    for (const [name, value] of Object.entries(hiddenFields ?? {}))
      body.append(`${HIDDEN_FIELD_PREFIX}${name}`, value);
    try {
      const { data } = await client.post(path(submission.formKey), body, {
        headers: {
          // The form's language, for the mail that answers its sender (a partner's page sends no
          // cookie of ours). A CORS-safelisted header: no preflight.
          ...(submission.locale ? { 'Accept-Language': `${submission.locale}-IN` } : {}),
          ...(typeof headers === 'function' ? headers() : headers),
        },
        validateStatus: successStatuses && ((status) => successStatuses.includes(status)),
      });
      return data;
    } catch (error) {
      const failure = toApiError(error);
      const body = failure.data as { errors?: unknown } | undefined;
      throw new SubmitError(
        failure.status === undefined
          ? `Submission got no answer (${failure.kind})`
          : `Submission answered ${failure.status}`,
        {
          status: failure.status,
          userMessage:
            useServerMessage && failure.status !== undefined
              ? (failure.serverMessage ?? fallbackMessage)
              : undefined,
          fieldErrors: stringRecord(body?.errors),
          cause: failure,
        },
      );
    }
  };
}

/** Options of the team application adapter. */
export type ApplicationAdapterOptions = Pick<
  HttpAdapterOptions,
  'apiBase' | 'client' | 'headers' | 'fetch'
>;

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
