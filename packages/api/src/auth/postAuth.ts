import { ApiError, type ApiClient } from '../client';
import { messageForStatus } from '../contract/messages';
import type { ErrorBody } from '../contract/types';

/** 2xx, plus 401, which the caller handles itself. */
const acceptUnauthorized = (status: number) => (status >= 200 && status < 300) || status === 401;

/**
 * POST where a 401 is an answer, not an expired session: 'Invalid email or password' must reach
 * the login form, so this 401 never reaches the client's onUnauthorized (no token removal, no
 * redirect to /login). It still rejects with an ApiError carrying the server's message.
 */
export async function postWithoutSessionCheck<T>(
  client: ApiClient,
  url: string,
  body: unknown,
): Promise<T> {
  const response = await client.post<T>(url, body, { validateStatus: acceptUnauthorized });
  if (response.status === 401) {
    const data = response.data as Partial<ErrorBody> | undefined;
    const serverMessage = typeof data?.message === 'string' ? data.message : undefined;
    throw new ApiError(messageForStatus(401), 401, serverMessage);
  }
  return response.data;
}
