import { FormCard } from '@petverse/ui';
import { SchemaForm, type SchemaFormProps } from './SchemaForm';
import { useT } from '@petverse/ui';

export interface RegistrationFormProps extends SchemaFormProps {
  /** Called by the close button and Escape; a router host passes "go back one step". */
  onClose?: () => void;
  /** Accessible name of the close button. @default 'Close' */
  closeLabel?: string;
  /** Where the close button goes before the page's JavaScript has run (FormCard). */
  closeHref?: string;
  /** `modal`: full-screen card (the site); `inline`: a card in the flow of a partner's page. @default 'modal' */
  variant?: 'modal' | 'inline';
}

/** A definition rendered in a full-screen FormCard titled with the form's title. */
export function RegistrationForm({
  onClose,
  closeLabel,
  closeHref,
  variant,
  ...formProps
}: RegistrationFormProps) {
  const t = useT();
  return (
    <FormCard
      title={t(formProps.definition.title)}
      onClose={onClose}
      closeLabel={t(closeLabel)}
      closeHref={closeHref}
      variant={variant}
    >
      <SchemaForm {...formProps} />
    </FormCard>
  );
}
