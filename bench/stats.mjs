// Order statistics for the benchmarks.

/** The value below which `p` % of `xs` fall (nearest rank; NaN for none). */
export const percentile = (xs, p) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

/** The middle value of `xs` (the upper one of an even count). */
export const median = (xs) => percentile(xs, 50);
