import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Missing, Suggestions, WaysOn } from './missingItem.styles';
import { useT } from '@petverse/ui';

export interface MissingItemProps {
  /** The page's heading: the spec's words for what is missing ('Product not found'). */
  title: string;
  /** One sentence on what happened or what to do. */
  description?: string;
  /** Where to go instead, the way back to where such things are listed first. */
  links: ReadonlyArray<{ to: string; label: string }>;
  /** Things to go to instead (a few products), under their own heading. */
  suggestions?: { title: string; content: ReactNode };
}

/**
 * What a page shows for something that does not exist (an address, a product, a doctor, a pet):
 * says so as the page's heading and is never a dead end: the way back to where such things are
 * listed, and, where there are some, a few to go to instead.
 */
export function MissingItem({ title, description, links, suggestions }: MissingItemProps) {
  const t = useT();
  const titleId = useId();
  const suggestionsId = useId();
  return (
    <>
      <Missing aria-labelledby={titleId}>
        <h1 id={titleId}>{t(title)}</h1>
        {description ? <p>{t(description)}</p> : null}
        <WaysOn aria-label={t('Where to go instead')}>
          {links.map((link) => (
            <Link key={link.to} to={link.to}>
              {t(link.label)}
            </Link>
          ))}
        </WaysOn>
      </Missing>
      {suggestions ? (
        <Suggestions aria-labelledby={suggestionsId}>
          <h2 id={suggestionsId}>{t(suggestions.title)}</h2>
          {suggestions.content}
        </Suggestions>
      ) : null}
    </>
  );
}
