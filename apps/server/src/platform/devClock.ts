/**
 * A clock that development and end-to-end tests can move (PETVERSE_DEV_CLOCK=1): the journey of
 * a consultation needs its slot's time to come, and a booking's "done" and review need it past.
 * The server reads every "now" of its rules from the app's clock; this one is the real time plus
 * an offset that `PUT /api/dev/clock` sets. Never on in production (the start-up log says so).
 */
export interface MovableClock {
  now: () => Date;
  /** From now on, the clock says `at` (and runs on from there). */
  set: (at: Date) => void;
}

export function movableClock(): MovableClock {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    set(at) {
      offsetMs = at.getTime() - Date.now();
    },
  };
}
