/**
 * Hidden fields (issue 37): what a partner's page sends with a registration form beside the
 * visitor's answers — its branch code, a campaign, the host page's UTM parameters. They travel
 * as multipart parts named `hidden.<name>`, are stored with the submission and shown in the back
 * office, never to the visitor.
 */
export const HIDDEN_FIELD_PREFIX = 'hidden.';
/** At most this many hidden fields in one submission. */
export const HIDDEN_FIELDS_MAX = 12;
/** A hidden field's name: lower-case letters, digits, `_` and `-`, starting with a letter. */
export const HIDDEN_FIELD_NAME = /^[a-z][a-z0-9_-]{0,39}$/;
/** A hidden field's value, at most this many characters. */
export const HIDDEN_FIELD_VALUE_MAX = 200;

/** What is wrong with a submission's hidden fields, or null when they may be stored. */
export function hiddenFieldsProblem(fields: Readonly<Record<string, string>>): string | null {
  const names = Object.keys(fields);
  if (names.length > HIDDEN_FIELDS_MAX)
    return `At most ${HIDDEN_FIELDS_MAX} hidden fields can be sent with a form.`;
  for (const name of names) {
    if (!HIDDEN_FIELD_NAME.test(name))
      return `The hidden field name "${name.slice(0, 40)}" must be lower-case letters, digits, _ or - (at most 40), starting with a letter.`;
    if (fields[name]!.length > HIDDEN_FIELD_VALUE_MAX)
      return `The hidden field "${name}" is longer than ${HIDDEN_FIELD_VALUE_MAX} characters.`;
  }
  return null;
}
