import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { List, Panel, Root, Tab } from './Tabs.styles';
import { useT } from '../../i18n/I18n';

export interface TabItem {
  /** Stable key of the tab. */
  id: string;
  /** The tab's label. */
  label: string;
  /** What the tab shows when selected. */
  content: ReactNode;
}

export interface TabsProps {
  /** The tabs, in order. */
  items: readonly TabItem[];
  /** Accessible name of the tab list. */
  label: string;
  /** The tab selected at first. @default the first */
  defaultSelectedId?: string;
}

/**
 * WAI-ARIA tabs with automatic activation: arrow keys move and select, Home/End jump,
 * only the selected tab is in the tab order.
 */
export function Tabs({ items, label, defaultSelectedId }: TabsProps) {
  const t = useT();
  const base = useId();
  const [selected, setSelected] = useState(defaultSelectedId ?? items[0]?.id);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (index: number) => {
    const item = items[(index + items.length) % items.length];
    if (!item) return;
    setSelected(item.id);
    refs.current[(index + items.length) % items.length]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: items.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next);
  };

  return (
    <Root data-ui="Tabs">
      <List role="tablist" aria-label={t(label)}>
        {items.map((item, index) => (
          <Tab
            key={item.id}
            ref={(el) => {
              refs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${item.id}`}
            aria-selected={item.id === selected}
            aria-controls={`${base}-panel-${item.id}`}
            tabIndex={item.id === selected ? 0 : -1}
            onClick={() => setSelected(item.id)}
            onKeyDown={(e) => onKeyDown(e, index)}
          >
            {t(item.label)}
          </Tab>
        ))}
      </List>
      {items.map((item) => (
        <Panel
          key={item.id}
          role="tabpanel"
          id={`${base}-panel-${item.id}`}
          aria-labelledby={`${base}-tab-${item.id}`}
          hidden={item.id !== selected}
          tabIndex={0}
        >
          {item.content}
        </Panel>
      ))}
    </Root>
  );
}
