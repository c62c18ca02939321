/**
 * A stand-in for a form's rules loaded on demand, for stories: `load` counts its calls in
 * `state.asked` and answers `rules` 200 ms later, or fails while `state.offline` is set. Not a
 * story file itself.
 */
export function rulesOnDemand<T>(rules: T) {
  const state = { asked: 0, offline: false };
  const load = (): Promise<T> => {
    state.asked += 1;
    return state.offline
      ? Promise.reject(new Error('offline'))
      : new Promise<T>((resolve) => setTimeout(() => resolve(rules), 200));
  };
  return { load, state };
}

export type OnDemandRules<T> = ReturnType<typeof rulesOnDemand<T>>;

/**
 * A story's loaders giving each run its own `rulesOnDemand(rules)` as `loaded.rules`, so that
 * replaying a story (in Storybook, after visiting another one) starts again from rules never
 * asked for: a form keeps its resolver per load function.
 */
export const freshRulesOnDemand = <T>(rules: T, offline = false) => [
  () => {
    const fresh = rulesOnDemand(rules);
    fresh.state.offline = offline;
    return { rules: fresh };
  },
];
