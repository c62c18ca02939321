import { lazy, Suspense } from 'react';
import type { RegistrationFormKey } from '@petverse/forms/registration';
import { LoadingState } from '@petverse/ui';
import { useT } from '@petverse/ui';

// The form engine, the definitions and their rules load after the route, so neither this route's
// chunk nor the first page load carries yup or react-hook-form.
const FormScreen = lazy(() => import('./FormScreen'));

interface RegistrationFormPageProps {
  /** Which registration form this route shows. */
  formKey: RegistrationFormKey;
}

/** The route of every registration form: one component, the form chosen by key. */
export default function RegistrationFormPage({ formKey }: RegistrationFormPageProps) {
  const t = useT();
  return (
    <Suspense fallback={<LoadingState label={t('Loading form...')} />}>
      <FormScreen formKey={formKey} />
    </Suspense>
  );
}
