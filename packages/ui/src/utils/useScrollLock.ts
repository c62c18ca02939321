import { useEffect } from 'react';

let locks = 0;
let overflowBefore = '';

/**
 * Locks page scroll while `active`: the one scroll lock of every dialog and overlay. Counted, so
 * a dialog opened over another (or closed in any order) leaves the page locked until the last one
 * goes, then restores what was there before.
 */
export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return undefined;
    if (locks === 0) {
      overflowBefore = document.body.style.overflow;
      document.body.style.overflow = 'hidden';
    }
    locks += 1;
    return () => {
      locks -= 1;
      if (locks === 0) document.body.style.overflow = overflowBefore;
    };
  }, [active]);
}
