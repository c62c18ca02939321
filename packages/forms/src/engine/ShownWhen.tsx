import type { ReactNode } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { isShown } from './fields';
import type { FieldConfig, FormValues } from './types';

/**
 * A field's cell while its `shownWhen` holds. It watches only the field it depends on, so typing
 * elsewhere re-renders neither it nor the form.
 */
export function ShownWhen({
  field,
  control,
  children,
}: {
  field: FieldConfig & { shownWhen: NonNullable<FieldConfig['shownWhen']> };
  control: Control<FormValues>;
  children: ReactNode;
}) {
  const value = useWatch({ control, name: field.shownWhen.field });
  return isShown(field, { [field.shownWhen.field]: value }) ? children : null;
}
