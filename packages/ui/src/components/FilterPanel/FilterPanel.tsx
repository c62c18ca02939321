import { useId } from 'react';
import { Button } from '../Button';
import { ErrorState } from '../States';
import { VisuallyHidden } from '../VisuallyHidden';
import { Count, Group, Heading, Option, Options, Panel, Toolbar } from './FilterPanel.styles';
import { useT } from '../../i18n/I18n';

/** One value of a filter, with how many results have it. */
export interface FilterOption {
  value: string;
  /** The text shown. */
  label: string;
  /** Results with this value; omitted while unknown. */
  count?: number;
  /** The label's language when it is data (`'en'`: a brand's name), shown as written. */
  lang?: string;
}

/** One filter: a single choice among its options, or none ('Any'). */
export interface FilterGroup {
  /** Key of the filter, e.g. 'species'; handed back in onChange. */
  id: string;
  /** The group's visible name, e.g. 'Pet'. */
  legend: string;
  options: readonly FilterOption[];
  /** The chosen value, or null for any. */
  value: string | null;
}

export interface FilterPanelProps {
  /** The filters, in display order. */
  groups: readonly FilterGroup[];
  /** Called with the filter's id and its new value (null for any). */
  onChange: (groupId: string, value: string | null) => void;
  /** Clears every filter; its button shows while any filter is set. */
  onClear?: () => void;
  /** The panel's heading. @default 'Filters' */
  heading?: string;
  /** Counts are being refreshed: the panel is marked busy (choices stay usable). @default false */
  loading?: boolean;
  /** Shown instead of the filters when the counts could not load. */
  error?: string;
  /** Retry for the error. */
  onRetry?: () => void;
}

/**
 * Filters as groups of radio buttons (one choice per group, 'Any' first), each value with its
 * result count; values with no results are disabled unless chosen. Native radios give the
 * arrow-key behaviour of a radio group.
 */
export function FilterPanel({
  groups,
  onChange,
  onClear,
  heading = 'Filters',
  loading = false,
  error,
  onRetry,
}: FilterPanelProps) {
  const t = useT();
  const id = useId();
  const active = groups.some((g) => g.value !== null);
  const state = error ? 'error' : loading ? 'loading' : groups.length ? 'ready' : 'empty';
  return (
    <Panel
      data-ui="FilterPanel"
      data-state={state}
      aria-labelledby={`${id}-heading`}
      aria-busy={loading || undefined}
    >
      <Toolbar>
        <Heading id={`${id}-heading`}>{t(heading)}</Heading>
        {onClear && active ? (
          <Button variant="ghost" size="sm" onClick={onClear}>
            {t('Clear all filters')}
          </Button>
        ) : null}
      </Toolbar>
      {error ? (
        <ErrorState message={t(error)} onRetry={onRetry} />
      ) : !groups.length ? (
        <p>{t('No filters for these results.')}</p>
      ) : (
        groups.map((group) => (
          <Group key={group.id}>
            <legend>{t(group.legend)}</legend>
            <Options>
              {[{ value: '', label: 'Any' } as FilterOption, ...group.options].map((option) => {
                const inputId = `${id}-${group.id}-${option.value || 'any'}`;
                const chosen = (group.value ?? '') === option.value;
                return (
                  <Option key={option.value || 'any'}>
                    <input
                      type="radio"
                      id={inputId}
                      name={`${id}-${group.id}`}
                      value={option.value}
                      checked={chosen}
                      disabled={option.count === 0 && !chosen}
                      onChange={() => onChange(group.id, option.value || null)}
                    />
                    <label htmlFor={inputId}>
                      {option.lang ? (
                        <span lang={option.lang}>{option.label}</span>
                      ) : (
                        t(option.label)
                      )}
                      {option.count !== undefined ? (
                        <Count>
                          {option.count}
                          <VisuallyHidden> {t('results')}</VisuallyHidden>
                        </Count>
                      ) : null}
                    </label>
                  </Option>
                );
              })}
            </Options>
          </Group>
        ))
      )}
    </Panel>
  );
}
