// What a form's presentation needs from its rules (texts, patterns, choices), without yup: a
// definition's presentation (definitions/*.view.ts) imports these, its schema the builders of
// rules.ts, which re-exports them.

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

/** Message shown when a chosen file has a type outside the accepted list (not in the spec). */
export const fileTypeMessage = (accept: readonly string[]) =>
  `Accepted file types: ${accept.join(', ')}`;

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
