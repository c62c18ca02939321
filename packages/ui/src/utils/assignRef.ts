import type { Ref } from 'react';

/** Sets a forwarded ref (callback or object) to a node, for a component that also keeps its own. */
export function assignRef<T>(ref: Ref<T> | undefined, node: T | null): void {
  if (typeof ref === 'function') ref(node);
  else if (ref) (ref as { current: T | null }).current = node;
}
