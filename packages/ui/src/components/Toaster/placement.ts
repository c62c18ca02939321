/** An estimate of one more toast's height, for the stack it is about to join. */
const NEXT_TOAST_PX = 72;

/**
 * Whether the top-right stack, holding one more toast, would cover the control that raised it
 * (the one focused when `notify` ran, e.g. a wishlist heart in the page's top-right corner).
 */
export function stackWouldCover(trigger: Element | null, stack: Element | null): boolean {
  if (!trigger || trigger === document.body || !trigger.isConnected || stack?.contains(trigger))
    return false;
  const control = trigger.getBoundingClientRect();
  const mobile = window.innerWidth < 768;
  const margin = mobile ? 8 : 16;
  const width = mobile ? window.innerWidth - 16 : Math.min(360, window.innerWidth - 32);
  const height = (stack?.getBoundingClientRect().height ?? 0) + NEXT_TOAST_PX;
  const corner = { left: window.innerWidth - margin - width, top: margin, bottom: margin + height };
  return control.right > corner.left && control.top < corner.bottom && control.bottom > corner.top;
}
