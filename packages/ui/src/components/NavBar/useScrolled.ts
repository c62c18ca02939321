import { useEffect, useState } from 'react';

/** True once the window has scrolled at all: the bar turns translucent on any scroll. */
export function useScrolled(): boolean {
  // Unscrolled first, as a server-rendered page is; the effect reads the window at once.
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 0);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return scrolled;
}
