import { describe, expect, it } from 'vitest';
import { createI18n, translate } from './runtime';

// Texts keyed by their English (ADR 027); a text inside a text is said in the same language.
const hindi = createI18n('hi', [
  {
    'Not added: {left}.': 'नहीं जोड़े गए: {left}।',
    '{name} ({reason})': '{name} ({reason})',
    'out of stock': 'स्टॉक में नहीं है',
    'only {added} left': 'सिर्फ़ {added} बचे',
  },
]);
const english = createI18n('en', []);
const reason = (id: string, values = {}) => ({ id, values });
const text = {
  id: 'Not added: {left}.',
  values: {
    left: [
      { id: '{name} ({reason})', values: { name: 'Collar', reason: reason('out of stock') } },
      {
        id: '{name} ({reason})',
        values: { name: 'Litter', reason: reason('only {added} left', { added: 2 }) },
      },
    ],
  },
};

describe('translate', () => {
  it('says a text inside a text, and a list of them, in the same language', () => {
    expect(translate(hindi, text)).toBe('नहीं जोड़े गए: Collar (स्टॉक में नहीं है), Litter (सिर्फ़ 2 बचे)।');
    expect(translate(english, text)).toBe(
      'Not added: Collar (out of stock), Litter (only 2 left).',
    );
  });

  it('keeps data as it is: a name that reads like a text is not translated', () => {
    expect(
      translate(hindi, { id: '{name} ({reason})', values: { name: 'out of stock', reason: 'x' } }),
    ).toBe('out of stock (x)');
  });
});
