import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Messages } from '@lingui/core';
import { LocaleProvider, T, createI18n } from './I18n';

/** Hindi as scripts/i18n.mjs compiles it: the link goes after the words, not before. */
const hindi: Messages = {
  '{pet} to book grooming': ['ग्रूमिंग बुक करने के लिए ', ['pet']],
  'View listing of {name}': [['name'], ' की लिस्टिंग देखें'],
  '{count, plural, one {# pet} other {# pets}} of {name}': [
    ['name'],
    ' के ',
    ['count', 'plural', { one: ['#', ' पेट'], other: ['#', ' पेट'] }],
  ],
};

const render = (locale: 'en' | 'hi', text: string, values?: Record<string, unknown>) =>
  renderToStaticMarkup(
    <LocaleProvider i18n={createI18n(locale, locale === 'hi' ? [hindi] : [])}>
      <T message={text} values={values} />
    </LocaleProvider>,
  );

describe('<T> with an element inside the sentence', () => {
  const link = <a href="/register">Register your pet</a>;

  it('puts the element where the English sentence has it', () => {
    expect(render('en', '{pet} to book grooming', { pet: link })).toBe(
      '<a href="/register">Register your pet</a> to book grooming',
    );
  });

  it('puts it where the Hindi sentence has it, which is another place', () => {
    expect(render('hi', '{pet} to book grooming', { pet: link })).toBe(
      'ग्रूमिंग बुक करने के लिए <a href="/register">Register your pet</a>',
    );
  });

  it('keeps a name in its own language as its element, first in Hindi', () => {
    const name = <span lang="">Bruno</span>;
    expect(render('en', 'View listing of {name}', { name })).toBe(
      'View listing of <span lang="">Bruno</span>',
    );
    expect(render('hi', 'View listing of {name}', { name })).toBe(
      '<span lang="">Bruno</span> की लिस्टिंग देखें',
    );
  });

  it('gives other values to the message as they are: a count still picks its plural', () => {
    const text = '{count, plural, one {# pet} other {# pets}} of {name}';
    expect(render('hi', text, { count: 2, name: <b>Asha</b> })).toBe('<b>Asha</b> के 2 पेट');
  });

  it('is the plain text when nothing in it is an element, escaped as text', () => {
    expect(render('en', 'View listing of {name}', { name: '<Bruno>' })).toBe(
      'View listing of &lt;Bruno&gt;',
    );
    expect(render('en', 'Add to Cart')).toBe('Add to Cart');
  });
});
