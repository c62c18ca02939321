import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ComboboxHandoff, DormantSignals } from './handoff';
import type * as Live from './liveCombobox';

/** The comboboxes' behaviour: Downshift and what drives it (./liveCombobox.tsx), a chunk of its own. */
export type ComboboxBehaviour = typeof Live;

let loaded: ComboboxBehaviour | undefined;
let loading: Promise<ComboboxBehaviour> | undefined;
let held = false;
/** The comboboxes on screen still waiting for the behaviour. */
const waiting = new Set<(behaviour: ComboboxBehaviour) => void>();

/** Every waiting combobox takes the behaviour at once: one wanted field wakes its neighbours. */
function arrive() {
  if (!loaded || held) return;
  for (const take of waiting) take(loaded);
}

/**
 * Loads the comboboxes' behaviour once (a second call gets the same promise). A failed load
 * (the phone went offline) is forgotten, so the next intent asks again.
 */
export function loadComboboxBehaviour(): Promise<ComboboxBehaviour> {
  loading ??= import('./liveCombobox').then(
    (behaviour) => {
      loaded = behaviour;
      arrive();
      return behaviour;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * Stories and tests only: every combobox rendered from now on stays as it is before its
 * behaviour arrives, until the returned function is called (loadComboboxBehaviour still loads).
 */
export function holdComboboxBehaviour(): () => void {
  held = true;
  return () => {
    held = false;
    arrive();
  };
}

/**
 * A combobox's behaviour, asked for on the first sign the field is wanted (`wake`: a pointer over
 * it, a touch, the focus, a key, a click) rather than with the page: until it arrives the field is
 * a text box that keeps what is typed, and the live field takes over from there (`handoff`).
 * When it arrives, every combobox still waiting takes it, so the next one is live before it is
 * wanted.
 */
export function useComboboxBehaviour() {
  // Dormant at first even when the behaviour is here: a server-rendered page hydrates the box it
  // was rendered with; the layout effect below makes it live before the browser paints.
  const [state, setState] = useState<{
    behaviour?: ComboboxBehaviour;
    handoff?: ComboboxHandoff;
  }>({});
  const dormant = useRef({
    query: null as string | null,
    wantsList: false,
    input: null as HTMLInputElement | null,
    arriving: false,
  });
  useLayoutEffect(() => {
    if (state.behaviour) return undefined;
    const take = (behaviour: ComboboxBehaviour) => {
      // Read from the text box itself: on a server-rendered page it may have had the focus since
      // before React had it. Its root is the document or our shadow root.
      const box = dormant.current;
      const { input } = box;
      const root = input?.getRootNode() as Document | ShadowRoot | undefined;
      const focused = Boolean(input && root?.activeElement === input);
      box.arriving = true;
      setState({
        behaviour,
        handoff: {
          query: box.query,
          wantsList: box.wantsList,
          focused,
          selection: input ? [input.selectionStart ?? 0, input.selectionEnd ?? 0] : null,
        },
      });
    };
    waiting.add(take);
    if (loaded && !held) take(loaded); // here already, or arrived between the render and now
    return () => {
      waiting.delete(take);
    };
  }, [state.behaviour]);
  const signals = useMemo<DormantSignals>(
    () => ({
      // A failed load leaves a text box; the next sign asks again.
      wake: () => void loadComboboxBehaviour().catch(() => {}),
      typed: (query) => void (dormant.current.query = query),
      wantsList: (wants) => void (dormant.current.wantsList = wants),
      input: (node) => void (node && (dormant.current.input = node)),
      arriving: () => dormant.current.arriving,
    }),
    [],
  );
  return { behaviour: state.behaviour, handoff: state.handoff, signals };
}
