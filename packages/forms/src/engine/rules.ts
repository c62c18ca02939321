import { array, mixed, string } from 'yup';
import { VISIBLE_TEXT_PATTERN } from '@petverse/api/contract';
import { REQUIRED, fileTypeMessage } from './options';

export {
  REQUIRED,
  TEN_DIGITS,
  SIX_DIGITS,
  DIGITS,
  NUMERIC,
  EMAIL,
  fileTypeMessage,
  PINCODE_MESSAGE,
  optionsOf,
  DOCUMENT_TYPES,
} from './options';

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
