import { useEffect } from 'react';

/**
 * `open()` and `close()` on `<petverse-form>` (elements.ts) reach the element's React component
 * here. A call made before the component has mounted (right after the script ran) is kept and
 * carried out as it mounts.
 */
const listeners = new WeakMap<Element, (open: boolean) => void>();
const pending = new WeakMap<Element, boolean>();

export function requestPopup(host: Element, open: boolean): void {
  const listener = listeners.get(host);
  if (listener) listener(open);
  else pending.set(host, open);
}

/** Lets `open()`/`close()` on `host` set the popup's state. */
export function usePopupRequests(host: Element | undefined, setOpen: (open: boolean) => void) {
  useEffect(() => {
    if (!host) return undefined;
    listeners.set(host, setOpen);
    const wanted = pending.get(host);
    if (wanted !== undefined) {
      pending.delete(host);
      setOpen(wanted);
    }
    return () => void listeners.delete(host);
  }, [host, setOpen]);
}
