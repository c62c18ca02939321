// `@petverse/api/client`: the HTTP client without React, SWR or jotai (the forms' submit adapters
// and non-React callers use it; axios itself loads on the first call).
export { ApiError, createApiClient, httpError, toApiError } from './apiClient';
export { toFormData } from './formData';

export type {
  ApiClient,
  ApiClientOptions,
  ApiErrorKind,
  ApiResponse,
  RequestConfig,
} from './apiClient';
