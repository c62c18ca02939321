/**
 * Thrown by adapters when a submission fails in a way the user should hear about: `userMessage`
 * replaces the form's failure toast, `fieldErrors` (name → message) show under the fields.
 */
export class SubmitError extends Error {
  /** A message meant for the user (e.g. the server's), shown instead of the form's failure toast. */
  readonly userMessage: string | undefined;
  /** Per-field messages from the server, shown the same way as client-side validation errors. */
  readonly fieldErrors: Readonly<Record<string, string>>;
  /** HTTP status when there was a response. */
  readonly status: number | undefined;

  constructor(
    message: string,
    options: {
      userMessage?: string;
      fieldErrors?: Record<string, string>;
      status?: number;
      cause?: unknown;
    } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'SubmitError';
    this.userMessage = options.userMessage;
    this.fieldErrors = options.fieldErrors ?? {};
    this.status = options.status;
  }
}
