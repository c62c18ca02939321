import { useEffect } from 'react';
import { useT } from '@petverse/ui';

/** The document's title for a portal page: 'Bookings · Petverse for providers'. */
export function usePageTitle(title: string): void {
  const t = useT();
  const full = `${t(title)} · ${t('Petverse for providers')}`;
  useEffect(() => {
    document.title = full;
  }, [full]);
}
