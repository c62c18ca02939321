/** An error whose message is safe to show: the handler answers it with its status and `{ message }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFound = (message: string) => new HttpError(404, message);
export const badRequest = (message: string) => new HttpError(400, message);

/** Someone else's cart or order: answered as if it did not exist. */
export const notYours = () => notFound('Cart not found');
