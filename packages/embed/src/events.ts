import type { PetverseEventMap } from '../types/index';

// The events and their details are declared once, in what partners get for TypeScript
// (`types/index.d.ts`): the elements send exactly what the declaration says.
export type { PetverseEventMap } from '../types/index';

/** Dispatches a Petverse event from the custom element that hosts `container` (its shadow root). */
export function emit<K extends keyof PetverseEventMap>(
  container: Node | undefined,
  name: K,
  detail: PetverseEventMap[K],
): void {
  const host = container instanceof ShadowRoot ? container.host : container;
  host?.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}
