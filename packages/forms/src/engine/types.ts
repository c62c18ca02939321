import type { AnyObjectSchema } from 'yup';

/** Every kind of field a form definition can declare; each maps to one widget. */
export const fieldTypes = [
  'text',
  'email',
  'tel',
  'digits',
  'pincode',
  'textarea',
  'select',
  'multiselect',
  'radio',
  'date',
  'time',
  'datetime',
  'checkbox',
  'file',
] as const;
export type FieldType = (typeof fieldTypes)[number];

/** One choice of a select, multi-select or radio field. */
export interface FormOption {
  /** The value submitted. */
  value: string;
  /** The text shown; defaults to the value. */
  label?: string;
  /** The label's language when it is data, not our text ('en': breed names), shown as written. */
  lang?: string;
  /** Said under a select while this choice is chosen, in place of the field's hint (what a role may do). */
  hint?: string;
}

/**
 * A field's value: text for most (a date and time as the browser writes it, '2026-11-30T23:59';
 * a ticked checkbox as `CHECKED`, an unticked one as ''), a list for multi-selects, a file (or
 * null) for uploads.
 */
export type FieldValue = string | string[] | File | null;

/** The values of a whole form, keyed by field name. */
export type FormValues = Record<string, FieldValue>;

/** Presentation of one field; its rules and messages live in the form's yup schema. */
export interface FieldConfig {
  /** Key in the values, the schema and the submitted payload. */
  name: string;
  /** Which widget renders it. */
  type: FieldType;
  /** Visible label. */
  label: string;
  /** Placeholder text, if any. */
  placeholder?: string;
  /** Help text under the control. */
  hint?: string;
  /** Choices of select, multiselect and radio fields. */
  options?: readonly FormOption[];
  /**
   * The options are breeds ('Beagle', 'Dog - Beagle'): a Hindi page shows them in Devanagari
   * (data/breedNames.ts), submitting the same values.
   */
  breeds?: boolean;
  /** Accepted extensions of a file field, e.g. ['.pdf', '.png']. */
  accept?: readonly string[];
  /** Shows the required mark; the schema is what actually enforces it. @default true */
  required?: boolean;
  /** Multi-select that keeps a single value. @default false */
  single?: boolean;
  /** Overrides the keyboard a phone shows, e.g. 'decimal' for a fee. */
  inputMode?: 'text' | 'numeric' | 'decimal' | 'tel' | 'email';
  /** Browser autofill hint. */
  autoComplete?: string;
  /**
   * Shown only while another field's value is one of `is` (a cap that only a percent discount
   * has); hidden, it is sent empty. Its rules say the same with yup's `when`.
   */
  shownWhen?: { field: string; is: readonly string[] };
}

/** A titled group of fields, rendered as a fieldset. */
export interface SectionConfig {
  /** Legend of the section; untitled sections render without a legend. */
  title?: string;
  /** The fields, in order. */
  fields: readonly FieldConfig[];
}

/** A whole form as data: presentation, rules, texts and timing. */
export interface FormDefinition {
  /** Stable key: the server path `/forms/{key}` and the default id prefix. */
  key: string;
  /** Title of the card. */
  title: string;
  /** Label of the submit button. */
  submitLabel: string;
  /** Sections in order. */
  sections: readonly SectionConfig[];
  /** The yup schema: owns every rule and every message. */
  schema: AnyObjectSchema;
  /** Toast after a successful submission. */
  successMessage: string;
  /** Toast after a failed submission (unless the adapter gives a message of its own). */
  failureMessage: string;
  /** Where to go after success, via the host's `navigate`; nowhere when null. */
  redirectTo: string | null;
  /** Milliseconds between the success toast and the redirect. */
  redirectDelayMs: number;
}

/** A form's presentation, texts and timing: everything but its rules. */
export type FormView = Omit<FormDefinition, 'schema'>;

/**
 * A form whose rules load when they are first needed. Rendering needs only the presentation;
 * the rules (yup and the form's schema, ~14 KB gzipped) come when the user starts on the form,
 * or at the latest when they send it (`SchemaForm` waits for them then).
 */
export interface LazyFormDefinition extends FormView {
  /** The yup schema, loaded on demand; called again, returns the same promise or schema. */
  loadSchema: () => Promise<AnyObjectSchema>;
}

/** What a submit adapter receives. */
export interface FormSubmission {
  /** The form's key. */
  formKey: string;
  /** The validated values. */
  values: FormValues;
  /** Every field of the form, in order (adapters use the types, e.g. to skip files). */
  fields: readonly FieldConfig[];
  /** The language the form was shown in ('en' | 'hi'): our server answers its sender's mail in it. */
  locale?: 'en' | 'hi';
}

/** Sends a submission somewhere; resolving means success, throwing means failure. */
export type SubmitAdapter = (submission: FormSubmission) => Promise<unknown>;
