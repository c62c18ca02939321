/**
 * Why an element could not do its work, for a host page's code (`petverse:error`'s `reason`); the
 * `message` is for people and may change.
 * - `load-failed`: the elements' code could not load (network, or a wrong pinned hash).
 * - `not-a-partner`: this page's origin is not a Petverse partner origin.
 * - `unknown-form`: `<petverse-form>`'s `form` attribute names no form.
 * - `missing-product-id`: `<petverse-product-card>` has no `product-id`.
 * - `request-failed`: our API did not answer, or refused (a product not found, the server away).
 * - `submit-failed`: a form's submission was not accepted (the message says why).
 * - `styles-blocked`: the page's Content Security Policy refused our styles (no nonce given).
 */
export type PetverseErrorReason =
  | 'load-failed'
  | 'not-a-partner'
  | 'unknown-form'
  | 'missing-product-id'
  | 'request-failed'
  | 'submit-failed'
  | 'styles-blocked';

/**
 * The events a host page can listen to on our elements; they bubble out of the shadow root.
 * Declared for partners' TypeScript in `types/index.d.ts` (kept equal by `types/check.ts`).
 */
export interface PetverseEventMap {
  'petverse:ready': { element: string };
  'petverse:submitted': { form: string; formKey: string; submissionId: string | null };
  'petverse:error': { message: string; reason: PetverseErrorReason };
  /** A popup form's dialog closed (its close button, Escape, `close()`, or after a submission). */
  'petverse:close': { form: string };
}

/** Dispatches a Petverse event from the custom element that hosts `container` (its shadow root). */
export function emit<K extends keyof PetverseEventMap>(
  container: Node | undefined,
  name: K,
  detail: PetverseEventMap[K],
): void {
  const host = container instanceof ShadowRoot ? container.host : container;
  host?.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}
