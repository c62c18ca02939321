import { useCallback, useEffect, useLayoutEffect, useRef, type ChangeEvent, type Ref } from 'react';
import { assignRef } from './assignRef';

type Box = HTMLInputElement | HTMLTextAreaElement;

/**
 * What was typed into a server-rendered box before React hydrated it, told to the box's owner.
 *
 * A page rendered on the server shows its boxes before its JavaScript has run, and a phone may
 * take seconds to run it. React keeps the typed text in the box as it hydrates, but a controlled
 * box's state does not learn of it (React 19 replays no change made before hydration), so the
 * next render would put the old value back. As the box mounts, when it holds text other than
 * `value`, that text is noted, and `onChange` is called once with the box (holding it) as the
 * event's target, as a change would be: in a passive effect, once every layout effect of the
 * page has run, so an owner that subscribes in one (react-hook-form's Controller) hears it.
 * A box mounted in the browser holds `value` already: nothing happens. Only public React and DOM:
 * `TextInput.stories.tsx` hydrates server HTML typed into before hydration.
 *
 * Returns the ref to put on the box (it also sets `forwarded`).
 */
export function useTypedBeforeHydration<T extends Box>(
  forwarded: Ref<T> | undefined,
  value: unknown,
  onChange: ((event: ChangeEvent<T>) => void) | undefined,
): (node: T | null) => void {
  const box = useRef<T | null>(null);
  const typed = useRef<string | null>(null);
  // Once, as the box mounts (before any later render could set it back): from then on React
  // reports every change itself.
  useLayoutEffect(() => {
    const node = box.current;
    if (node && typeof value === 'string' && node.value !== value) typed.current = node.value;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    const node = box.current;
    const text = typed.current;
    if (!node || text === null || !onChange) return;
    typed.current = null;
    if (node.value !== text) node.value = text;
    onChange({ target: node, currentTarget: node } as ChangeEvent<T>);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return useCallback(
    (node: T | null) => {
      box.current = node;
      assignRef(forwarded, node);
    },
    [forwarded],
  );
}
