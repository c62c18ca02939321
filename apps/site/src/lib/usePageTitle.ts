import { useEffect } from 'react';

/** Sets the document title as "{title} | Petverse". */
export function usePageTitle(title: string | undefined) {
  useEffect(() => {
    document.title = title ? `${title} | Petverse` : 'Petverse';
  }, [title]);
}
