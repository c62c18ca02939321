/** The least time an answer that could tell a known account from an unknown one takes. */
export const ACCOUNT_ANSWER_FLOOR_MS = 100;

/**
 * Runs `work` and answers no sooner than `ms` after it began, on success and failure alike, so
 * the time an answer takes does not tell which path ran (e.g. a known email or an unknown one).
 */
export async function answerAfter<T>(ms: number, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    const left = ms - (performance.now() - started);
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  }
}
