import { use, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useApiClient, type ApiClient } from '@petverse/api';
import {
  SchemaForm,
  createApplicationAdapter,
  createHttpAdapter,
  createSpreadsheetAdapter,
  loadRegistrationView,
  noCallAdapter,
  type RegistrationFormKey,
  type SubmitAdapter,
} from '@petverse/forms/registration';
import { FormCard, useHydrated } from '@petverse/ui';
import {
  SPREADSHEET_BASE_URL,
  formAdapters,
  type FormAdapterSetting,
} from '../../lib/formAdapters';
import { usePageTitle } from '../../lib/usePageTitle';
import { useGoBack } from '../../lib/useGoBack';
import { useT } from '@petverse/ui';

/** The submit adapter a form's setting names; our server is reached through the site's client. */
function adapterFor(
  key: RegistrationFormKey,
  setting: FormAdapterSetting,
  client: ApiClient,
): SubmitAdapter {
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
        ? createApplicationAdapter({ client })
        : createHttpAdapter({ client });
  }
}

/** Where a form's Close goes before the page's JavaScript has run: the page offering the forms. */
const FORMS_HOME = '/our-services';

/**
 * Any registration form by key, full screen: close goes back one step, success to /thankyou.
 * Loaded on demand by the route (pages/forms/RegistrationFormPage) with the form engine
 * (react-hook-form); the form's own presentation comes after, alone (the route's Suspense shows
 * 'Loading form...' until then, and prerendering waits for it), and its rules (yup) as the user
 * starts on the form or sends it.
 */
export default function FormScreen({ formKey }: { formKey: RegistrationFormKey }) {
  const t = useT();
  const definition = use(loadRegistrationView(formKey));
  const navigate = useNavigate();
  const goBack = useGoBack();
  const client = useApiClient();
  const adapter = useMemo(
    () => adapterFor(formKey, formAdapters[formKey], client),
    [formKey, client],
  );
  usePageTitle(definition.title);
  // Prerendered, the card comes with its form. Before the page has hydrated, Close is a link to
  // the services (where the forms are offered), text typed reaches the form as it hydrates, and
  // Send waits, disabled (SchemaForm). A draft kept in this session is browser-only, so the form
  // is given its key once hydrated (the server's HTML has none) and restores it then.
  const hydrated = useHydrated();
  return (
    <FormCard key={formKey} title={t(definition.title)} onClose={goBack} closeHref={FORMS_HOME}>
      <SchemaForm
        definition={definition}
        adapter={adapter}
        navigate={(to) => void navigate(to)}
        draftKey={hydrated ? `petverse:draft:${formKey}` : undefined}
      />
    </FormCard>
  );
}
