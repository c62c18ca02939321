import { describe, expect, it } from 'vitest';
import { STATUS_TONES, statusWords } from '../components/StatusBadge/StatusBadge';
import hindi from '../locales/hi.json';

/*
 * Words ui's components show from a value rather than a written text (a status badge shows its
 * status): the static check (scripts/i18n.mjs) cannot see them, and a partner's page loads only
 * ui's and forms' catalogues, so each is checked here.
 */
describe("ui's Hindi catalogue", () => {
  it('has every status a badge can show', () => {
    const missing = Object.keys(STATUS_TONES)
      .map(statusWords)
      .filter((words) => !(words in hindi));
    expect(missing).toEqual([]);
  });
});
