import { describe, expect, it } from 'vitest';
import { searchNotes as notesOf } from './catalogue';
import { english } from './said';

/** The notes in English, as an English page shows them. */
const searchNotes = (answer: Parameters<typeof notesOf>[0]) => notesOf(answer).map(english);

describe('searchNotes', () => {
  it('says nothing when the words were searched as typed', () => {
    expect(searchNotes({ understood: [], dropped: [] })).toEqual([]);
  });

  it("names a brand we don't carry and what is shown instead", () => {
    expect(
      searchNotes({
        understood: [{ typed: 'pedigree', as: 'dog food', kind: 'brand', brand: 'Pedigree' }],
        dropped: [],
      }),
    ).toEqual(["Showing dog food — we don't carry Pedigree"]);
  });

  it('lists the other words read as others in one line, and the words left out in another', () => {
    expect(
      searchNotes({
        understood: [
          { typed: 'kutta', as: 'dog', kind: 'synonym' },
          { typed: 'treets', as: 'treats', kind: 'correction' },
        ],
        dropped: ['xyzzy'],
      }),
    ).toEqual([
      'Showing results for ‘dog’ (kutta), ‘treats’ (treets)',
      'No match for ‘xyzzy’; showing results for the other words',
    ]);
  });
});
