import type { AxiosError, AxiosInstance, AxiosRequestConfig, AxiosStatic } from 'axios';
import { NETWORK_MESSAGES, messageForStatus } from '../contract/messages';
import { textOf, type Text } from '../contract/said';
import type { ErrorBody } from '../contract/types';

/**
 * A server message written for a developer, not a person: it starts with a field's name
 * ('petId must be a valid id'), answering a call with a malformed address. A page shows its own
 * words instead (the i18n check exempts exactly these from needing Hindi: scripts/i18n.mjs).
 */
const FOR_DEVELOPERS = /^[a-z][\w-]*( |$)/;

/** Why a call failed: an answer with an error status, no answer at all, too slow, or called off. */
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'cancelled';

/** A failed call: `message` is the catalogue text for the status, `serverMessage` what the server said. */
export class ApiError extends Error {
  /** 'http' when the server answered with an error status; otherwise why there was no answer. */
  readonly kind: ApiErrorKind;
  /** The body of the failed answer (e.g. `{ message, errors }`), when there was one. */
  readonly data: unknown;

  constructor(
    message: string,
    /** HTTP status, or undefined when the server could not be reached. */
    readonly status: number | undefined,
    /** The server's own `{ message }`, when it sent one. */
    readonly serverMessage: string | undefined,
    details: { kind?: ApiErrorKind; data?: unknown; cause?: unknown } = {},
  ) {
    super(message, { cause: details.cause });
    this.name = 'ApiError';
    this.kind = details.kind ?? (status === undefined ? 'network' : 'http');
    this.data = details.data;
  }

  /**
   * The server's message when there is one, else the given fallback (the spec's "X, else Y"): the
   * message as it came, for the back office and logs; a page shows `textOr`.
   */
  messageOr(fallback: string): string {
    return this.serverMessage ?? fallback;
  }

  /**
   * The same as a text to show: the server's template and values when it sent them (`said`), so a
   * page in Hindi says it in Hindi (`t(text)`); else its message, else the fallback. Never a
   * message written for a developer (FOR_DEVELOPERS).
   */
  textOr(fallback: Text): Text {
    const given = textOf(this.data) ?? this.serverMessage;
    return given === undefined || FOR_DEVELOPERS.test(typeof given === 'string' ? given : given.id)
      ? fallback
      : given;
  }
}

const isAxiosError = (error: unknown): error is AxiosError =>
  typeof error === 'object' && error !== null && (error as AxiosError).isAxiosError === true;

const noAnswerKind = (error: AxiosError): Exclude<ApiErrorKind, 'http'> =>
  error.code === 'ERR_CANCELED'
    ? 'cancelled'
    : error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT'
      ? 'timeout'
      : 'network';

/**
 * Any failure as an ApiError: an axios answer with an error status gets the catalogue message and
 * the server's `message`; no answer reads as a network failure (or a timeout); anything else
 * (a bug, not a call) as the catalogue's server error.
 */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (!isAxiosError(error)) return new ApiError(messageForStatus(500), undefined, undefined);
  const { response } = error;
  if (!response) {
    const kind = noAnswerKind(error);
    return new ApiError(NETWORK_MESSAGES[kind], undefined, undefined, { kind, cause: error });
  }
  return httpError(response.status, response.data, error);
}

/** The error of an answer with an error status and its body (what `toApiError` makes of one). */
export function httpError(status: number, body: unknown, cause?: unknown): ApiError {
  const message = (body as Partial<ErrorBody> | undefined)?.message;
  return new ApiError(
    messageForStatus(status),
    status,
    typeof message === 'string' && message ? message : undefined,
    { data: body, cause },
  );
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
  /** Options for the browser's fetch (e.g. `{ mode: 'no-cors' }`); the call then goes by fetch. */
  fetchOptions?: Pick<RequestInit, 'mode' | 'credentials' | 'cache' | 'referrerPolicy'>;
}

/** What a call resolves with: axios' response, reduced to what callers read. */
export interface ApiResponse<T> {
  data: T;
  status: number;
  headers: Record<string, unknown>;
}

/**
 * The API client: an axios instance behind `get`, `post`, `put`, `patch`, `delete` (resolving to
 * `{ data, status, headers }`, rejecting with ApiError). axios itself is loaded on the first call,
 * so a page that calls nothing never downloads it (docs/adr/007-axios-loaded-on-first-call.md).
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
  /** The axios instance the calls go through (loaded on first use). */
  instance(): Promise<AxiosInstance>;
}

export interface ApiClientOptions {
  /** Where the API lives; a given `axios` instance keeps its own unless this is set. @default '/api' */
  baseURL?: string;
  /** Reads the bearer token for each request; none is sent when it returns null or is not given. */
  getToken?: () => string | null;
  /** Called on any 401 answer, after which the caller usually clears the token and goes to /login. */
  onUnauthorized?: (error: ApiError) => void;
  /**
   * An axios instance of your own (your interceptors, adapter, defaults); the client adds its
   * token and error interceptors to it. Without it one is created on the first call.
   */
  axios?: AxiosInstance;
  /** The fetch the created instance uses (tests and stories answer from fixtures). @default globalThis.fetch */
  fetch?: typeof fetch;
  /** Give up on a call after this many ms. @default 20000 */
  timeout?: number;
}

let axiosModule: Promise<AxiosStatic> | undefined;
/** axios in a chunk of its own, fetched once by the first call of any client. */
const loadAxios = () => (axiosModule ??= import('axios').then((m) => m.default));

/** JSON error bodies asked for as a Blob (`responseType: 'blob'`) are read back as JSON. */
async function readBlobError(error: unknown): Promise<unknown> {
  const response = isAxiosError(error) ? error.response : undefined;
  if (!response || typeof Blob === 'undefined' || !(response.data instanceof Blob)) return error;
  const text = await response.data.text();
  try {
    response.data = JSON.parse(text) as unknown;
  } catch {
    response.data = text;
  }
  return error;
}

function addInterceptors(
  instance: AxiosInstance,
  { getToken, onUnauthorized }: Pick<ApiClientOptions, 'getToken' | 'onUnauthorized'>,
) {
  // The host's storage is read only through the getToken it passes.
  if (getToken)
    instance.interceptors.request.use((config) => {
      const token = getToken();
      if (token) config.headers.set('Authorization', `Bearer ${token}`);
      return config;
    });
  instance.interceptors.response.use(undefined, async (error: unknown) => {
    const apiError = toApiError(await readBlobError(error));
    if (apiError.status === 401) onUnauthorized?.(apiError);
    throw apiError;
  });
}

/** One client: base URL, bearer token when `getToken` gives one, errors as ApiError, 401 reported. */
export function createApiClient({
  baseURL,
  getToken,
  onUnauthorized,
  axios: given,
  fetch: fetchImpl,
  timeout = 20_000,
}: ApiClientOptions = {}): ApiClient {
  const defaults = { baseURL: baseURL ?? given?.defaults.baseURL ?? '/api' };
  let ready: Promise<AxiosInstance> | undefined;

  const instance = () =>
    (ready ??= (given ? Promise.resolve(given) : loadAxios().then((axios) => axios.create())).then(
      (created) => {
        if (!given) {
          created.defaults.timeout = timeout;
          // fetch, not XMLHttpRequest: one transport in the browser and in Node, and the same
          // one stories and tests answer (`fetch`, else the global fetch at call time).
          created.defaults.adapter = 'fetch';
          if (fetchImpl) created.defaults.env = { ...created.defaults.env, fetch: fetchImpl };
        }
        addInterceptors(created, { getToken, onUnauthorized });
        return created;
      },
    ));

  async function request<T>(
    method: string,
    url: string,
    body?: unknown,
    config: RequestConfig = {},
  ): Promise<ApiResponse<T>> {
    const axios = await instance().catch((error: unknown) => {
      throw new ApiError(NETWORK_MESSAGES.network, undefined, undefined, { cause: error });
    });
    // An option given as undefined would replace axios' default (validateStatus: every status).
    const { fetchOptions, ...rest } = Object.fromEntries(
      Object.entries(config).filter(([, value]) => value !== undefined),
    ) as RequestConfig;
    const request: AxiosRequestConfig = {
      ...rest,
      // axios names any POST, PUT or PATCH without a type urlencoded. A call without a body must
      // send no type (our server answers 415 to an urlencoded one), and FormData's multipart type
      // with its boundary is fetch's to write (browsers get this from axios, Node's fetch only
      // when the type is left unset).
      headers:
        body === undefined || (typeof FormData !== 'undefined' && body instanceof FormData)
          ? { 'Content-Type': false, ...rest.headers }
          : rest.headers,
      method,
      url,
      baseURL: defaults.baseURL,
      data: body,
      ...(fetchOptions && { fetchOptions, adapter: 'fetch' }),
    };
    try {
      const response = await axios.request<T>(request);
      return { data: response.data, status: response.status, headers: { ...response.headers } };
    } catch (error) {
      // A partner's own interceptors may reject with something else than our ApiError.
      throw toApiError(error);
    }
  }

  return {
    defaults,
    request,
    instance,
    get: (url, config) => request('GET', url, undefined, config),
    delete: (url, config) => request('DELETE', url, undefined, config),
    post: (url, body, config) => request('POST', url, body, config),
    put: (url, body, config) => request('PUT', url, body, config),
    patch: (url, body, config) => request('PATCH', url, body, config),
  };
}
