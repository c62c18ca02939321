import { useEffect } from 'react';

/** The description a page without its own gets (the one index.html ships). */
export const DEFAULT_DESCRIPTION =
  'Petverse: food, toys, grooming and vet care for dogs and cats across India.';

/**
 * Sets the document title as "{title} | Petverse" and, when given, the meta description; a page
 * without a description gets the site's default one.
 */
export function usePageTitle(title: string | undefined, description?: string) {
  useEffect(() => {
    document.title = title ? `${title} | Petverse` : 'Petverse';
  }, [title]);
  useEffect(() => {
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description ?? DEFAULT_DESCRIPTION;
  }, [description]);
}
