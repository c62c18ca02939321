import { useId } from 'react';
import { Select, type FieldOption } from '../Select';
import { Wrap } from './SortControl.styles';
import { useT } from '../../i18n/I18n';

export interface SortControlProps {
  /** The chosen order's value. */
  value: string;
  /** The orders offered, e.g. Relevance, Price: low to high. */
  options: readonly FieldOption[];
  /** Called with the chosen order's value. */
  onChange: (value: string) => void;
  /** The visible label. @default 'Sort by' */
  label?: string;
  /** @default false */
  disabled?: boolean;
}

/** The order of a list of results: a labelled native select, so every device has its own picker. */
export function SortControl({
  value,
  options,
  onChange,
  label = 'Sort by',
  disabled = false,
}: SortControlProps) {
  const t = useT();
  const id = useId();
  return (
    <Wrap data-ui="SortControl" data-state={disabled ? 'disabled' : 'ready'}>
      <Select
        id={`${id}-sort`}
        label={t(label)}
        options={options}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      />
    </Wrap>
  );
}
