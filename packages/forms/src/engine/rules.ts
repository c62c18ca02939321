import { array, mixed, string } from 'yup';
import { VISIBLE_TEXT_PATTERN } from '@petverse/api/contract';

/** The default message of a required field (spec §5). */
export const REQUIRED = 'This field is required';

/** India's mobile numbers and other phone fields: exactly 10 digits (spec §9). */
export const TEN_DIGITS = /^\d{10}$/;
/** Pin codes: exactly 6 digits (spec §9). */
export const SIX_DIGITS = /^\d{6}$/;
/** Whole numbers only ("digits only" in spec §5). */
export const DIGITS = /^\d+$/;
/** Non-negative numbers, decimals allowed ("numeric" in spec §5). */
export const NUMERIC = /^\d+(\.\d+)?$/;
/** A plain email shape: something@something.tld, no spaces. */
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const VISIBLE = new RegExp(VISIBLE_TEXT_PATTERN, 'u');

/** A required text field; spaces and invisible characters alone do not count as an answer. */
export const requiredText = (message = REQUIRED) =>
  string()
    .trim()
    .required(message)
    .test('visible', message, (value) => !value || VISIBLE.test(value));

/** A required text field that must match a pattern; an empty value only gets the required message. */
export const patternText = (pattern: RegExp, message: string, requiredMessage = REQUIRED) =>
  requiredText(requiredMessage).matches(pattern, { message, excludeEmptyString: true });

/** A required multi-select: at least one value. */
export const requiredList = (message: string) =>
  array(string().required()).min(1, message).required(message);

/** An optional multi-select. */
export const optionalList = () => array(string().required()).default([]);

const isFile = (value: unknown): value is File =>
  typeof Blob !== 'undefined' && value instanceof Blob;

const matchesAccept = (file: File, accept: readonly string[]) => {
  const name = file.name.toLowerCase();
  return accept.some((ext) => name.endsWith(ext.toLowerCase()));
};

/** Message shown when a chosen file has a type outside the accepted list (not in the spec). */
export const fileTypeMessage = (accept: readonly string[]) =>
  `Accepted file types: ${accept.join(', ')}`;

/**
 * A file field. The spec only lists accepted types for the picker; a file outside them (dropped,
 * or picked with "All files") is refused with `fileTypeMessage`, as a user would expect.
 */
export const fileField = ({
  required,
  accept,
  message = REQUIRED,
}: {
  required: boolean;
  accept?: readonly string[];
  message?: string;
}) =>
  mixed<File>()
    .nullable()
    .test('file-required', message, (value) => !required || isFile(value))
    .test(
      'file-type',
      fileTypeMessage(accept ?? []),
      (value) => !accept?.length || !isFile(value) || matchesAccept(value, accept),
    );

/**
 * Pin code message for forms whose pin code length the spec leaves out (§9 gives 6 digits only for
 * the pet parent form): a user expects an Indian pin code to be checked, so every form checks it
 * with the one message the spec gives for it.
 */
export const PINCODE_MESSAGE = 'Must be a valid 6-digit number';

/** Options from plain values (label = value). */
export const optionsOf = (values: readonly string[]) => values.map((value) => ({ value }));

/** Accepted upload types of the provider forms (spec §5, §9). */
export const DOCUMENT_TYPES = ['.pdf', '.jpg', '.jpeg', '.png'] as const;
