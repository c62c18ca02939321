/**
 * Taps on a server-rendered page's buttons before React has taken them over.
 *
 * Controls that must work before JavaScript are links and GET forms (ADR 020: Join Now, a form's
 * Close, Check pincode, the store's search), and text typed before hydration reaches its box's
 * owner as it mounts (useTypedBeforeHydration). The other buttons (Add to Cart, the wishlist
 * heart, quantities, Search) need React: a tap on one before React handles it would do nothing.
 *
 * How the page knows React handled a tap, with public APIs only: the site's outermost element
 * (lib/TapsSeen.tsx) marks every click React dispatches (`onClickCapture` sets `petverseSeen`
 * on the native event). A tap on a button is noted as it starts (capture, on the document); if
 * React did not mark it — React has not started, or the button's part has not hydrated and cannot
 * yet because its code is late (React then stops the tap) — its default action is cancelled and
 * the script clicks the button again every 50 ms until React marks that click: the oldest held
 * tap that React takes is done, one per tick. A held tap is dropped after 10 s or when its button
 * is gone. A tap on a part whose code is there makes React hydrate it at once, and is marked.
 *
 * Disabled buttons (the browser sends them no click), a GET form's submit button (the browser
 * sends the form, the server answers it) and a button that opens a popover (the browser opens it:
 * the phone menu) are never held, nor anything outside `#root`.
 *
 * A held tap is never silent: while any is held, a thin bar in the site's accent colour runs
 * along the top of the screen (still under prefers-reduced-motion), outside `#root` and hidden
 * from screen readers, and goes when the last one is done or dropped. It is styled through the
 * element's own style object, which the CSP allows, and moved by the Web Animations API.
 *
 * {@link earlyTaps} is real, type-checked code: the page's inline script is its text
 * (EARLY_CLICKS_SCRIPT; the server allows it by its hash), and a story runs it
 * (stories/EarlyTaps.stories.tsx).
 */

/** A click's native event, which TapsSeen marks when React dispatched it. */
export type Marked = Event & { petverseSeen?: boolean };
type Held = { button: HTMLElement; at: number; click: Marked };

/**
 * Installs the early-tap handling on `doc`; returns, for stories, how many taps it holds and what
 * removes it. Self-contained (its text is the page's inline script): it names nothing outside its
 * own body.
 */
export function earlyTaps(doc: Document): { held: () => number; stop: () => void } {
  const limitMs = 10_000;
  let held: Held[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  // While the tick clicks a held button again: the click it made.
  let replaying = false;
  let replayed: Marked | undefined;
  // Shown while a tap is held: the page is not ready for it yet.
  let waiting: HTMLElement | undefined;
  const showWaiting = () => {
    if (held.length > 0 && !waiting && doc.body) {
      waiting = doc.createElement('div');
      waiting.setAttribute('aria-hidden', 'true');
      waiting.setAttribute('data-early-taps', '');
      Object.assign(waiting.style, {
        position: 'fixed',
        top: '0',
        left: '0',
        width: '100%',
        height: '3px',
        zIndex: '2147483647',
        pointerEvents: 'none',
        transformOrigin: 'left',
        transform: 'scaleX(0.5)',
        background: 'var(--pv-color-accent, #a33d06)',
      });
      doc.body.append(waiting);
      if (!doc.defaultView?.matchMedia('(prefers-reduced-motion: reduce)').matches)
        waiting.animate([{ transform: 'scaleX(0.1)' }, { transform: 'scaleX(0.9)' }], {
          duration: 800,
          iterations: Infinity,
          direction: 'alternate',
          easing: 'ease-in-out',
        });
    } else if (held.length === 0 && waiting) {
      waiting.remove();
      waiting = undefined;
    }
  };

  const tappedButton = (event: Event): HTMLElement | null => {
    const target = event.target;
    const button =
      target instanceof Element ? target.closest<HTMLElement>('button,[role="button"]') : null;
    if (!button || !button.closest('#root')) return null;
    if (button instanceof HTMLButtonElement) {
      if (button.disabled) return null;
      if (button.type === 'submit' && button.form?.method === 'get') return null;
      // It opens or closes its popover by itself (the phone menu before React).
      if (button.hasAttribute('popovertarget')) return null;
    }
    return button;
  };

  const tick = () => {
    timer = undefined;
    const now = Date.now();
    held = held.filter(
      (tap) => !tap.click.petverseSeen && tap.button.isConnected && now - tap.at <= limitMs,
    );
    for (const tap of held) {
      replaying = true;
      replayed = undefined;
      try {
        tap.button.click();
      } finally {
        replaying = false;
      }
      if (replayed) tap.click = replayed;
      if (tap.click.petverseSeen) {
        held = held.filter((other) => other !== tap);
        break;
      }
    }
    if (held.length > 0) timer = setTimeout(tick, 50);
    showWaiting();
  };

  // Capture, before React's listeners on #root: every tap on a button is held until the tick
  // reads whether React marked it. (React stops a tap on a part it cannot hydrate yet: it never
  // bubbles to the document.)
  const onCapture = (event: Event) => {
    if (replaying) {
      replayed ??= event;
      return;
    }
    const button = tappedButton(event);
    if (!button || held.some((tap) => tap.button === button)) return;
    held.push({ button, at: Date.now(), click: event });
    showWaiting();
    timer ??= setTimeout(tick, 50);
  };
  // Bubble, after React's listeners: a tap React did not handle does nothing yet (a submit button
  // does not post the page before React can).
  const onBubble = (event: Event) => {
    if (!(event as Marked).petverseSeen && tappedButton(event)) event.preventDefault();
  };

  doc.addEventListener('click', onCapture, true);
  doc.addEventListener('click', onBubble);
  return {
    held: () => held.length,
    stop: () => {
      doc.removeEventListener('click', onCapture, true);
      doc.removeEventListener('click', onBubble);
      clearTimeout(timer);
      held = [];
      showWaiting();
    },
  };
}

/** The page's inline script: earlyTaps's own text, run on the document. */
export const EARLY_CLICKS_SCRIPT = `(${earlyTaps.toString()})(document)`;
