import { english, type Text, type Said } from '@petverse/api/contract';

/**
 * An error whose message is safe to show: the handler answers it with its status and
 * `{ message }`, plus `said` when the text has values (so a Hindi page can say it in Hindi).
 */
export class HttpError extends Error {
  readonly said: Said | undefined;
  constructor(
    readonly statusCode: number,
    text: Text,
  ) {
    super(english(text));
    this.name = 'HttpError';
    this.said = typeof text === 'string' ? undefined : text;
  }
}

export const notFound = (text: Text) => new HttpError(404, text);
export const badRequest = (text: Text) => new HttpError(400, text);

/** Someone else's cart or order: answered as if it did not exist. */
export const notYours = () => notFound('Cart not found');
