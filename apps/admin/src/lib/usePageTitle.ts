import { useEffect } from 'react';

/** The document's title for a back-office page: 'Orders · Petverse back office'. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · Petverse back office`;
  }, [title]);
}
