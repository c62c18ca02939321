// Apart from the other bound controls: it is the one on Downshift, so only a form that shows it
// (grooming booking) brings the combobox.
import type { FieldValues } from 'react-hook-form';
import type { FieldOption } from '@petverse/ui';
import { MultiSelect } from '@petverse/ui/combobox';
import { Bound, type BoundProps } from './fields';

/** A searchable select that keeps one value (MultiSelect `single`), bound to the form. */
export function SingleChoiceField<T extends FieldValues>({
  options,
  ...bound
}: BoundProps<T> & { options: readonly FieldOption[] }) {
  return (
    <Bound
      {...bound}
      render={(shared, value, change) => (
        <MultiSelect
          {...shared}
          options={options}
          single
          value={Array.isArray(value) ? (value as string[]) : []}
          onChange={change}
        />
      )}
    />
  );
}
