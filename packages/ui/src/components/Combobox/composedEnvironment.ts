import type { Environment } from 'downshift';
import { deepActiveElement } from '../../utils/deepActiveElement';

type Listener = Parameters<typeof window.addEventListener>[1];

/**
 * Downshift's `environment`, seeing through shadow roots. Downshift closes its list on a mouse
 * or touch outside its elements, judged by the event's target on `window`; inside a shadow root
 * (our partner elements) that target is the host, so every click on an option would count as
 * outside. Here listeners get the event's real target (its composed path's first node) and
 * `document.activeElement` is the focused element inside any shadow root. Made once, shared.
 */
function makeEnvironment(): Environment {
  const wrappers = new WeakMap<object, EventListener>();
  const wrap = (listener: Listener): EventListener => {
    const key = listener as object;
    let wrapper = wrappers.get(key);
    if (!wrapper) {
      wrapper = (event: Event) => {
        // Downshift reads only `target` of these events.
        const seen = { target: event.composedPath()[0] ?? event.target } as Event;
        if (typeof listener === 'function') listener(seen);
        else listener.handleEvent(seen);
      };
      wrappers.set(key, wrapper);
    }
    return wrapper;
  };
  const document = new Proxy(window.document, {
    get(target, key) {
      if (key === 'activeElement') return deepActiveElement(target);
      const value = Reflect.get(target, key, target) as unknown;
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
    },
  });
  return {
    addEventListener: ((type: string, listener: Listener, options?: AddEventListenerOptions) =>
      window.addEventListener(type, wrap(listener), options)) as Environment['addEventListener'],
    removeEventListener: ((type: string, listener: Listener, options?: EventListenerOptions) =>
      window.removeEventListener(
        type,
        wrap(listener),
        options,
      )) as Environment['removeEventListener'],
    document,
    Node: window.Node,
  };
}

let shared: Environment | undefined;

/** The environment for every combobox in this window (undefined on the server). */
export function composedEnvironment(): Environment | undefined {
  if (typeof window === 'undefined') return undefined;
  shared ??= makeEnvironment();
  return shared;
}
