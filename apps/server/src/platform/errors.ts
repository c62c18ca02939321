import { english, isSaid, type Text, type Said } from '@petverse/api/contract';

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

const isText = (value: unknown): value is Text => typeof value === 'string' || isSaid(value);

/**
 * What a schema's `errorMessage` says when `keyword` fails: its one text (a sentence, or a `said`
 * with values), or its text for that keyword; undefined when it says nothing of it.
 */
export function schemaMessage(errorMessage: unknown, keyword: string): Text | undefined {
  if (isText(errorMessage)) return errorMessage;
  if (typeof errorMessage !== 'object' || errorMessage === null) return undefined;
  const forKeyword = (errorMessage as Record<string, unknown>)[keyword];
  return isText(forKeyword) ? forKeyword : undefined;
}
