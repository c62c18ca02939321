import axios, { AxiosError, type AxiosInstance } from 'axios';
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

export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof AxiosError) {
    const status = error.response?.status;
    const body = error.response?.data as Partial<ErrorBody> | undefined;
    const serverMessage =
      typeof body?.message === 'string' && body.message ? body.message : undefined;
    return new ApiError(messageForStatus(status), status, serverMessage);
  }
  return new ApiError(messageForStatus(undefined), undefined, undefined);
}

export interface ApiClientOptions {
  /** Where the API lives. @default '/api' */
  baseURL?: string;
  /** Reads the bearer token for each request; none is sent when it returns null. */
  getToken?: () => string | null;
  /** Called on any 401 answer, after which the caller usually clears the token and goes to /login. */
  onUnauthorized?: (error: ApiError) => void;
}

/** One axios instance: base URL, bearer token when stored, errors normalised to ApiError. */
export function createApiClient({
  baseURL = '/api',
  getToken,
  onUnauthorized,
}: ApiClientOptions = {}): AxiosInstance {
  const client = axios.create({ baseURL, timeout: 20_000 });
  client.interceptors.request.use((config) => {
    const token = getToken?.();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    return config;
  });
  client.interceptors.response.use(
    (response) => response,
    (error: unknown) => {
      const apiError = toApiError(error);
      if (apiError.status === 401) onUnauthorized?.(apiError);
      return Promise.reject(apiError);
    },
  );
  return client;
}
