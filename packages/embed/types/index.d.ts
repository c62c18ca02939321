/**
 * Types for the custom elements `/embed/v1/petverse.js` registers, for a partner page's
 * TypeScript: `document.querySelector('petverse-form')` is a `PetverseFormElement`, and
 * `addEventListener('petverse:submitted', …)` knows its `detail`.
 *
 *   /// <reference types="@petverse/embed/types" />
 *
 * For React's JSX (`<petverse-form form="vet-clinic" />`) add `@petverse/embed/types/react`.
 */

/** Why an element could not do its work (`petverse:error`'s `reason`). */
export type PetverseErrorReason =
  | 'load-failed'
  | 'not-a-partner'
  | 'unknown-form'
  | 'missing-product-id'
  | 'request-failed'
  | 'submit-failed'
  | 'styles-blocked';

/** Each event's `detail`. The events bubble out of the element (and its shadow root). */
export interface PetverseEventMap {
  'petverse:ready': { element: string };
  'petverse:submitted': { form: string; formKey: string; submissionId: string | null };
  'petverse:error': { message: string; reason: PetverseErrorReason };
  /** A popup form's dialog closed (its close button, Escape, `close()`, or after a submission). */
  'petverse:close': { form: string };
  /**
   * The visitor started on a field of a form, or came back to it after another: the field's
   * name only, never what was typed.
   */
  'petverse:change': { form: string; field: string };
}

/**
 * What every element takes: `lang="hi"` shows it in Hindi (its texts, messages and toasts),
 * `en` or none in English.
 */
export interface PetverseCommonAttributes {
  lang?: 'en' | 'hi';
}

/** The forms `<petverse-form form="…">` shows. */
export type PetverseFormName =
  | 'vet-clinic'
  | 'pet-pharmacy'
  | 'grooming-center'
  | 'trainer-institute'
  | 'trainer-pet-owner'
  | 'insurance-provider'
  | 'pet-parent'
  | 'transport-pet-parent'
  | 'transport-provider'
  | 'team-application';

/**
 * The attributes of `<petverse-form>`. Besides these, `prefill-<field>` (the field's name in
 * kebab-case: `prefill-city="Pune"`, `prefill-clinic-name="…"`) starts a field with a value.
 */
export interface PetverseFormAttributes extends PetverseCommonAttributes {
  [prefill: `prefill-${string}`]: string | undefined;
  /** Sent with the submission and stored with it, never shown: `hidden-branch="PN-02"`. */
  [hidden: `hidden-${string}`]: string | undefined;
  /** Present: the page's `utm_*` parameters are sent with the submission too. */
  'track-utm'?: boolean | '';
  form: PetverseFormName;
  /**
   * `inline` (default); `popup`: a button that opens the form in a dialog; `slider`: the same in
   * a panel from the right (a sheet from the bottom on a phone).
   */
  mode?: 'inline' | 'popup' | 'slider';
  /** The popup button's text. Default 'Register'. */
  label?: string;
  /** Where the Petverse API is. Default: the script's origin + /api. */
  'api-base'?: string;
  /** `off`: no toasts (listen to the events instead). */
  toasts?: 'on' | 'off';
}

/** The attributes of `<petverse-product-card>`. */
export interface PetverseProductCardAttributes extends PetverseCommonAttributes {
  /** The product's id (its Petverse page's address ends with it). */
  'product-id': string;
  'api-base'?: string;
  /** The Petverse site the card links to. Default: the script's origin. */
  'site-base'?: string;
}

/** The attributes of `<petverse-product-grid>`. */
export interface PetverseProductGridAttributes extends PetverseCommonAttributes {
  /** `dog` or `cat`; anything else (or none) shows both. */
  species?: 'dog' | 'cat' | 'all';
  /** How many products, 1–24 (default 6). */
  limit?: `${number}` | number;
  'api-base'?: string;
  'site-base'?: string;
}

type PetverseListener<K extends keyof PetverseEventMap> = (
  event: CustomEvent<PetverseEventMap[K]>,
) => void;

/** What every Petverse element adds to HTMLElement: typed listeners for its events. */
export interface PetverseElement extends HTMLElement {
  addEventListener<K extends keyof PetverseEventMap>(
    type: K,
    listener: PetverseListener<K>,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener<K extends keyof HTMLElementEventMap>(
    type: K,
    listener: (this: HTMLElement, event: HTMLElementEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ): void;
  removeEventListener<K extends keyof PetverseEventMap>(
    type: K,
    listener: PetverseListener<K>,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | EventListenerOptions,
  ): void;
}
export interface PetverseFormElement extends PetverseElement {
  /** Opens the form's dialog or panel (`mode="popup"` or `"slider"`), e.g. from the page's own button. */
  open(): void;
  /** Closes the form's dialog. */
  close(): void;
}
export type PetverseProductCardElement = PetverseElement;
export type PetverseProductGridElement = PetverseElement;

declare global {
  interface HTMLElementTagNameMap {
    'petverse-form': PetverseFormElement;
    'petverse-product-card': PetverseProductCardElement;
    'petverse-product-grid': PetverseProductGridElement;
  }
  /** The events bubble to the document, where a page may listen for them all. */
  interface DocumentEventMap {
    'petverse:ready': CustomEvent<PetverseEventMap['petverse:ready']>;
    'petverse:submitted': CustomEvent<PetverseEventMap['petverse:submitted']>;
    'petverse:error': CustomEvent<PetverseEventMap['petverse:error']>;
    'petverse:close': CustomEvent<PetverseEventMap['petverse:close']>;
    'petverse:change': CustomEvent<PetverseEventMap['petverse:change']>;
  }
}
