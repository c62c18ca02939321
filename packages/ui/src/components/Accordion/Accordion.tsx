import { useId, useState, type ReactNode } from 'react';
import { Heading, Item, List, Panel, Trigger } from './Accordion.styles';
import { translateNode, useT } from '../../i18n/I18n';

export interface AccordionItem {
  /** Stable key. */
  id: string;
  /** The question or heading. */
  title: string;
  /** What opens below it. */
  content: ReactNode;
}

export interface AccordionProps {
  /** The items, in order. */
  items: readonly AccordionItem[];
  /** The item open at first, if any. */
  defaultOpenId?: string;
  /** Heading level of the titles, to fit the page outline. @default 3 */
  headingLevel?: 2 | 3 | 4;
}

/**
 * An accordion where one item is open at a time; activating the open one closes it.
 * Titles are buttons inside headings with aria-expanded, per the WAI-ARIA pattern.
 */
export function Accordion({ items, defaultOpenId, headingLevel = 3 }: AccordionProps) {
  const t = useT();
  const base = useId();
  const [openId, setOpenId] = useState<string | null>(defaultOpenId ?? null);
  return (
    <List data-ui="Accordion">
      {items.map((item) => {
        const open = item.id === openId;
        return (
          <Item key={item.id} data-state={open ? 'open' : 'closed'}>
            <Heading as={`h${headingLevel}`}>
              <Trigger
                type="button"
                id={`${base}-${item.id}-trigger`}
                aria-expanded={open}
                aria-controls={`${base}-${item.id}-panel`}
                onClick={() => setOpenId(open ? null : item.id)}
              >
                {t(item.title)}
              </Trigger>
            </Heading>
            <Panel
              id={`${base}-${item.id}-panel`}
              role="region"
              aria-labelledby={`${base}-${item.id}-trigger`}
              hidden={!open}
            >
              {translateNode(t, item.content)}
            </Panel>
          </Item>
        );
      })}
    </List>
  );
}
