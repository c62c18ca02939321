import {
  AxiosError,
  AxiosHeaders,
  type AxiosInstance,
  type InternalAxiosRequestConfig,
} from 'axios';
import { createApiClient } from '@petverse/api';

/** What a fixture route answers: a body (200), a status with a body, or 'pending' to never answer. */
export type FixtureAnswer = unknown | { status: number; body: unknown } | 'pending';
export type FixtureRoutes = Record<
  string,
  FixtureAnswer | ((config: InternalAxiosRequestConfig) => FixtureAnswer)
>;

const isStatusAnswer = (a: unknown): a is { status: number; body: unknown } =>
  typeof a === 'object' && a !== null && 'status' in a && 'body' in a;

/**
 * An API client for page stories: requests are answered from fixtures that match the API
 * contract ("GET /product/getall-product" → body), through the real client's error handling.
 */
export function createFixtureClient(routes: FixtureRoutes): AxiosInstance {
  const client = createApiClient({ baseURL: '/api', getToken: () => null });
  client.defaults.adapter = async (config) => {
    const path = (config.url ?? '').split('?')[0];
    const key = `${(config.method ?? 'get').toUpperCase()} ${path}`;
    const route = routes[key];
    const answer: FixtureAnswer = typeof route === 'function' ? route(config) : route;
    if (answer === undefined)
      throw new AxiosError(`No fixture for ${key}`, 'ERR_BAD_REQUEST', config, null, {
        status: 404,
        statusText: 'Not Found',
        data: { message: 'Not found' },
        headers: {},
        config,
      });
    if (answer === 'pending') return new Promise(() => {});
    const status = isStatusAnswer(answer) ? answer.status : 200;
    const data = isStatusAnswer(answer) ? answer.body : answer;
    const response = {
      status,
      statusText: String(status),
      data,
      headers: new AxiosHeaders(),
      config,
    };
    if (status >= 400)
      throw new AxiosError(
        `Request failed with status ${status}`,
        'ERR_BAD_RESPONSE',
        config,
        null,
        response,
      );
    return response;
  };
  return client;
}
