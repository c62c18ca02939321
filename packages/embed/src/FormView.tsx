import { use, useEffect, useMemo } from 'react';
import {
  RegistrationForm,
  SchemaForm,
  allFields,
  createHttpAdapter,
  loadRegistrationForm,
  type FormFailure,
  type FormSubmitted,
} from '@petverse/forms/registration';
import { EMBED_FORMS, type EmbedFormName } from './formKeys';
import { prefillValues } from './prefill';

export interface FormViewProps {
  form: EmbedFormName;
  apiBase: string;
  /** `inline`: the form as a card in the page; `popup`: the bare form, inside our dialog. */
  layout: 'inline' | 'popup';
  notifications: boolean;
  onReady: (title: string) => void;
  onSubmitted: (submission: FormSubmitted) => void;
  onError: (failure: FormFailure) => void;
  /** Called after the success delay (the popup closes then). */
  onDone?: () => void;
  /** Starting values by field name (the element's `prefill-*` attributes). */
  prefill?: Record<string, string>;
  /** Sent with the submission, never shown (`hidden-*` attributes, UTM parameters). */
  hidden?: Record<string, string>;
  /** Told the name of each field the visitor changes. */
  onFieldChange?: (name: string) => void;
}

/**
 * One registration form posting to our server (this chunk carries the form engine and yup; the
 * form's own definition loads after it, alone).
 */
export default function FormView({
  form,
  apiBase,
  layout,
  notifications,
  onReady,
  onSubmitted,
  onError,
  onDone,
  prefill,
  hidden,
  onFieldChange,
}: FormViewProps) {
  const definition = use(loadRegistrationForm(EMBED_FORMS[form]));
  const adapter = useMemo(
    () => createHttpAdapter({ apiBase, hiddenFields: hidden }),
    [apiBase, hidden],
  );
  const initialValues = useMemo(
    () => (prefill ? prefillValues(allFields(definition), prefill) : undefined),
    [definition, prefill],
  );
  useEffect(() => onReady(definition.title), [definition, onReady]);

  const props = {
    definition,
    adapter,
    redirectTo: null,
    notifications,
    onSubmitted,
    onError,
    onSuccess: onDone,
    idPrefix: `petverse-${form}`,
    initialValues,
    onFieldChange,
  };
  return layout === 'popup' ? (
    <SchemaForm {...props} />
  ) : (
    <RegistrationForm {...props} variant="inline" />
  );
}
