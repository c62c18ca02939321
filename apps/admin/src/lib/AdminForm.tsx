import { useState } from 'react';
import { SchemaForm, type FormDefinition, type FormValues } from '@petverse/forms';
import { notify } from '@petverse/ui';
import { Refusal } from '../layout/AdminLayout.styles';
import { asSubmitError } from './submitError';

/**
 * A back-office form of @petverse/forms whose call answers in the server's own words
 * (`{ message }`, e.g. 'Invitation sent to …'): that message in a toast once done, after which the
 * form starts again from `initialValues`; a refusal said under the form, which keeps what was typed.
 */
export function AdminForm({
  definition,
  initialValues,
  call,
}: {
  definition: FormDefinition;
  initialValues?: Partial<FormValues>;
  /** The call the valid values make. */
  call: (values: FormValues) => Promise<{ message: string }>;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <>
      <SchemaForm
        definition={definition}
        initialValues={initialValues}
        notifications={false}
        adapter={async ({ values }) => {
          setFailure(null);
          try {
            return await call(values);
          } catch (error) {
            throw asSubmitError(error);
          }
        }}
        onSubmitted={({ result }) => notify.success((result as { message: string }).message)}
        onError={({ message }) => setFailure(message)}
      />
      {failure ? <Refusal role="alert">{failure}</Refusal> : null}
    </>
  );
}
