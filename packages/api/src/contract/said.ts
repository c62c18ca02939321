/**
 * A text with values, as the server and the contract say it (issue 35): its English template —
 * the catalogues' key, an ICU message with plain `{name}` arguments — and the values. The server
 * answers `{ message, said }`: `message` is the English (what the specifications quote and the
 * tests assert), `said` lets a page in another language say the same in its own words
 * (`t(said)`), the values left as they are (a code, a product's name, an amount).
 */
export interface Said {
  readonly id: string;
  readonly values: Readonly<Record<string, SaidValue>>;
}

/**
 * A value of a text: data as it is (a code, a name, an amount), or a text of its own that the
 * page says in its language too (a reason inside a sentence), or a list of such texts, joined
 * with ', '.
 */
export type SaidValue = string | number | Said | readonly Said[];

/** A text to show: a fixed one (its own key) or one with values. */
export type Text = string | Said;

export const said = (id: string, values: Said['values']): Said => ({ id, values });

export const isSaid = (text: unknown): text is Said =>
  typeof text === 'object' &&
  text !== null &&
  typeof (text as Said).id === 'string' &&
  typeof (text as Said).values === 'object' &&
  (text as Said).values !== null;

/** A value in English: a text inside it in English, a list of them joined. */
const englishValue = (value: SaidValue): string =>
  typeof value === 'object'
    ? Array.isArray(value)
      ? value.map(english).join(', ')
      : english(value as Said)
    : String(value);

/** A text in English: the template with its values put in. */
export function english(text: Text): string {
  return typeof text === 'string'
    ? text
    : text.id.replace(/\{(\w+)\}/g, (whole, name: string) =>
        name in text.values ? englishValue(text.values[name]!) : whole,
      );
}

/**
 * What an answer's body says, as a text: its `said` when it has a well-formed one, else its
 * `message`; undefined when it says nothing.
 */
export function textOf(body: unknown): Text | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { message, said: given } = body as { message?: unknown; said?: unknown };
  if (isSaid(given)) return given;
  return typeof message === 'string' && message ? message : undefined;
}

/** The fields of an answer that says something: `{ message }`, and `said` when it has values. */
export interface Saying {
  message: string;
  said?: Said;
}

/** `{ message }` for a text, with `said` when it has values: what an answer spreads in. */
export const saying = (text: Text): Saying =>
  typeof text === 'string' ? { message: text } : { message: english(text), said: text };
