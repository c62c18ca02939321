import { messageForStatus } from './contract/messages';
import type { ErrorBody } from './contract/types';

/** A failed call: `message` is the catalogue text for the status, `serverMessage` what the server said. */
export class ApiError extends Error {
  constructor(
    message: string,
    /** HTTP status, or undefined when the server could not be reached. */
    readonly status: number | undefined,
    /** The server's own `{ message }`, when it sent one. */
    readonly serverMessage: string | undefined,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The server's message when there is one, else the given fallback (the spec's "X, else Y"). */
  messageOr(fallback: string): string {
    return this.serverMessage ?? fallback;
  }
}

/** Any failure as an ApiError; what is not one already reads as "the server could not be reached". */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  return new ApiError(messageForStatus(undefined), undefined, undefined);
}

/** Per-request options: the subset of axios' config this product uses. */
export interface RequestConfig {
  /** Query parameters; undefined values are left out. */
  params?: Record<string, string | number | boolean | undefined>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Which statuses resolve instead of rejecting. @default 2xx */
  validateStatus?: (status: number) => boolean;
  /** 'blob' resolves a successful answer's body as a Blob (a file). @default 'json' */
  responseType?: 'json' | 'blob';
}

/** What a call resolves with, shaped like axios' response. */
export interface ApiResponse<T> {
  data: T;
  status: number;
  headers: Headers;
}

/**
 * The API client: axios' call shape (`get`, `post`, `put`, `patch`, `delete` resolving to
 * `{ data, status }`) on the platform's fetch, so the initial JS of every page stays small
 * (see docs/adr/005-fetch-client.md).
 */
export interface ApiClient {
  defaults: { baseURL: string };
  request<T = unknown>(
    method: string,
    url: string,
    body?: unknown,
    config?: RequestConfig,
  ): Promise<ApiResponse<T>>;
  get<T = unknown>(url: string, config?: RequestConfig): Promise<ApiResponse<T>>;
  delete<T = unknown>(url: string, config?: RequestConfig): Promise<ApiResponse<T>>;
  post<T = unknown>(url: string, body?: unknown, config?: RequestConfig): Promise<ApiResponse<T>>;
  put<T = unknown>(url: string, body?: unknown, config?: RequestConfig): Promise<ApiResponse<T>>;
  patch<T = unknown>(url: string, body?: unknown, config?: RequestConfig): Promise<ApiResponse<T>>;
}

export interface ApiClientOptions {
  /** Where the API lives. @default '/api' */
  baseURL?: string;
  /** Reads the bearer token for each request; none is sent when it returns null. */
  getToken?: () => string | null;
  /** Called on any 401 answer, after which the caller usually clears the token and goes to /login. */
  onUnauthorized?: (error: ApiError) => void;
  /** The fetch to use (tests and stories answer from fixtures). @default globalThis.fetch */
  fetch?: typeof fetch;
  /** Give up on a call after this many ms. @default 20000 */
  timeout?: number;
}

const isSuccess = (status: number) => status >= 200 && status < 300;

function buildUrl(baseURL: string, url: string, params: RequestConfig['params']): string {
  const joined = /^https?:\/\//.test(url)
    ? url
    : `${baseURL.replace(/\/$/, '')}/${url.replace(/^\//, '')}`;
  const query = Object.entries(params ?? {})
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
    .join('&');
  return query ? `${joined}${joined.includes('?') ? '&' : '?'}${query}` : joined;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  if (!(response.headers.get('content-type') ?? '').includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** One client: base URL, bearer token when stored, errors normalised to ApiError, 401 reported. */
export function createApiClient({
  baseURL = '/api',
  getToken,
  onUnauthorized,
  fetch: fetchImpl,
  timeout = 20_000,
}: ApiClientOptions = {}): ApiClient {
  const defaults = { baseURL };

  async function request<T>(
    method: string,
    url: string,
    body?: unknown,
    config: RequestConfig = {},
  ): Promise<ApiResponse<T>> {
    const headers = new Headers(config.headers);
    const token = getToken?.();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    let payload: BodyInit | undefined;
    if (body instanceof FormData || typeof body === 'string' || body instanceof Blob)
      payload = body;
    else if (body !== undefined) {
      headers.set('Content-Type', 'application/json');
      payload = JSON.stringify(body);
    }
    const signals = [AbortSignal.timeout(timeout), config.signal].filter(
      (s): s is AbortSignal => s !== undefined,
    );
    let response: Response;
    try {
      response = await (fetchImpl ?? globalThis.fetch)(
        buildUrl(defaults.baseURL, url, config.params),
        {
          method,
          headers,
          body: payload,
          signal: signals.length > 1 ? AbortSignal.any(signals) : signals[0],
        },
      );
    } catch {
      throw new ApiError(messageForStatus(undefined), undefined, undefined);
    }
    const ok = (config.validateStatus ?? isSuccess)(response.status);
    if (ok && config.responseType === 'blob')
      return {
        data: (await response.blob()) as T,
        status: response.status,
        headers: response.headers,
      };
    const data = await readBody(response);
    if (!ok) {
      const message = (data as Partial<ErrorBody> | undefined)?.message;
      const error = new ApiError(
        messageForStatus(response.status),
        response.status,
        typeof message === 'string' && message ? message : undefined,
      );
      if (response.status === 401) onUnauthorized?.(error);
      throw error;
    }
    return { data: data as T, status: response.status, headers: response.headers };
  }

  return {
    defaults,
    request,
    get: (url, config) => request('GET', url, undefined, config),
    delete: (url, config) => request('DELETE', url, undefined, config),
    post: (url, body, config) => request('POST', url, body, config),
    put: (url, body, config) => request('PUT', url, body, config),
    patch: (url, body, config) => request('PATCH', url, body, config),
  };
}
