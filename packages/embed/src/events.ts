/** The events a host page can listen to on our elements; they bubble out of the shadow root. */
export interface PetverseEventMap {
  'petverse:ready': { element: string };
  'petverse:submitted': { form: string; formKey: string; submissionId: string | null };
  'petverse:error': { message: string };
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
