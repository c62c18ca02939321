import { useEffect, useState } from 'react';

/**
 * Whether the visitor asks for reduced motion, following changes to the setting. Motion first, as
 * a server-rendered page is (the server knows no preference); the effect reads the preference at
 * once, before any slide turns, so hydration never disagrees with the server's HTML.
 */
export function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const media = window.matchMedia?.('(prefers-reduced-motion: reduce)');
    if (!media) return;
    const onChange = () => setReduced(media.matches);
    onChange();
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, []);
  return reduced;
}
