import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  SchemaForm,
  createApplicationAdapter,
  createHttpAdapter,
  createSpreadsheetAdapter,
  noCallAdapter,
  registrationForms,
  type RegistrationFormKey,
  type SubmitAdapter,
} from '@petverse/forms';
import { FormCard, LoadingState } from '@petverse/ui';
import { API_BASE } from '../../lib/config';
import {
  SPREADSHEET_BASE_URL,
  formAdapters,
  type FormAdapterSetting,
} from '../../lib/formAdapters';
import { usePageTitle } from '../../lib/usePageTitle';
import { useGoBack } from '../../lib/useGoBack';
import { useHydrated } from '../../lib/useHydrated';

/** The submit adapter a form's setting names. */
function adapterFor(key: RegistrationFormKey, setting: FormAdapterSetting): SubmitAdapter {
  switch (setting.kind) {
    case 'spreadsheet':
      return createSpreadsheetAdapter({
        baseUrl: setting.baseUrl ?? SPREADSHEET_BASE_URL,
        formId: setting.formId,
        entries: setting.entries,
      });
    case 'none':
      return noCallAdapter;
    case 'server':
      return key === 'teamApplication'
        ? createApplicationAdapter({ apiBase: API_BASE })
        : createHttpAdapter({ apiBase: API_BASE });
  }
}

/**
 * Any registration form by key, full screen: close goes back one step, success to /thankyou.
 * Loaded on demand by the route (pages/forms/RegistrationFormPage) with the form rules (yup,
 * react-hook-form) in a chunk of their own.
 */
export default function FormScreen({ formKey }: { formKey: RegistrationFormKey }) {
  const definition = registrationForms[formKey];
  const navigate = useNavigate();
  const goBack = useGoBack();
  const adapter = useMemo(() => adapterFor(formKey, formAdapters[formKey]), [formKey]);
  usePageTitle(definition.title);
  // Prerendered, the card comes with its title and the form fills it once the page has
  // hydrated: nothing can be typed or sent before the form's rules run, and a draft kept in
  // this session (browser-only) never disagrees with the server's HTML.
  const hydrated = useHydrated();
  return (
    <FormCard key={formKey} title={definition.title} onClose={goBack}>
      {hydrated ? (
        <SchemaForm
          definition={definition}
          adapter={adapter}
          navigate={(to) => void navigate(to)}
          draftKey={`petverse:draft:${formKey}`}
        />
      ) : (
        <LoadingState label="Loading form..." />
      )}
    </FormCard>
  );
}
