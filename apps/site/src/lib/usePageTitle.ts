import { createContext, useContext, useEffect } from 'react';
import { useT } from '@petverse/ui';

/** The description a page without its own gets (the one index.html ships). */
export const DEFAULT_DESCRIPTION =
  'Petverse: food, toys, grooming and vet care for dogs and cats across India.';

/** The document's title and description as a page sets them. */
export interface PageHead {
  title: string;
  description: string;
}

/**
 * Given only when a page is prerendered (entry-server): the page's title and description are
 * told to it while rendering, since effects do not run on the server.
 */
export const PageHeadContext = createContext<((head: PageHead) => void) | null>(null);

/**
 * Sets the document title as "{title} | Petverse" and, when given, the meta description; a page
 * without a description gets the site's default one.
 */
export function usePageTitle(given: string | undefined, givenDescription?: string) {
  const report = useContext(PageHeadContext);
  // In the page's language: ours are catalogue texts, a product's name is its own.
  const t = useT();
  const title = t(given);
  const description = t(givenDescription);
  report?.({
    title: title ? `${title} | Petverse` : 'Petverse',
    description: description ?? t(DEFAULT_DESCRIPTION),
  });
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
    meta.content = description ?? t(DEFAULT_DESCRIPTION);
  }, [description, t]);
}
