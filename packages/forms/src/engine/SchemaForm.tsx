import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm, type FieldErrors } from 'react-hook-form';
import { Button, useHydrated, useT } from '@petverse/ui';
import { allFields, emptyValue, initialValues, isShown } from './fields';
import { useLazyResolver } from './lazyRules';
import { Cell, DraftNote, Form, Grid, Legend, Section } from './SchemaForm.styles';
import { ShownWhen } from './ShownWhen';
import { useDraft } from './useDraft';
import { useSubmission, type UseSubmissionOptions } from './useSubmission';
import { defaultWidgets, type Widget } from './widgets';
import type {
  FieldType,
  FormDefinition,
  FormValues,
  LazyFormDefinition,
  SubmitAdapter,
} from './types';

export interface SchemaFormProps {
  /**
   * The form to render: fields, rules, texts and timing. With `loadSchema` instead of `schema`
   * (a `LazyFormDefinition`), the rules load when the user starts on the form.
   */
  definition: FormDefinition | LazyFormDefinition;
  /** Where the values go: spreadsheet, HTTP, or any function returning a promise. */
  adapter: SubmitAdapter;
  /** The host's navigation (e.g. react-router's `navigate`); called with `redirectTo` after the delay. */
  navigate?: (to: string) => void;
  /** Called with the values after the success delay (before `navigate`). */
  onSuccess?: (values: FormValues) => void;
  /** Told at once when the submission is stored: form key, values and the adapter's answer. */
  onSubmitted?: UseSubmissionOptions['onSubmitted'];
  /** Told when a submission fails, with the message the form shows. */
  onError?: UseSubmissionOptions['onError'];
  /** Show our toasts for success and failure; a host that reports outcomes itself turns them off. @default true */
  notifications?: boolean;
  /** Overrides the definition's redirect target; null stays on the page. */
  redirectTo?: string | null;
  /** Values to start from, e.g. a saved draft. */
  initialValues?: Partial<FormValues>;
  /** Prefix of every control id (`${idPrefix}-${name}`). @default definition.key */
  idPrefix?: string;
  /**
   * Keep unsent answers for the browser session under this sessionStorage key, restored when
   * the form opens again and forgotten once sent. Without it nothing is stored.
   */
  draftKey?: string;
  /** Replaces widgets of the registry, by field type. */
  widgets?: Partial<Record<FieldType, Widget>>;
  /** Told the field's name each time the user changes its answer (never the answer itself). */
  onFieldChange?: (name: string) => void;
}

const WIDE: readonly FieldType[] = ['textarea', 'multiselect', 'radio', 'file'];

const messageOf = (errors: FieldErrors<FormValues>, name: string) => {
  const message = errors[name]?.message;
  return typeof message === 'string' ? message : undefined;
};

/**
 * Renders any form definition with the @petverse/ui widgets. Validation runs on submit with
 * `abortEarly: false`; focus moves to the first invalid field in display order; a field's error
 * clears as soon as that field is edited; the button reads 'Processing...' while sending.
 */
export function SchemaForm({
  definition,
  adapter,
  navigate,
  onSuccess,
  onSubmitted,
  onError,
  notifications,
  redirectTo = definition.redirectTo,
  initialValues: initial,
  idPrefix = definition.key,
  draftKey,
  widgets,
  onFieldChange,
}: SchemaFormProps) {
  const fields = useMemo(() => allFields(definition), [definition]);
  const registry = useMemo(() => ({ ...defaultWidgets, ...widgets }), [widgets]);
  const defaults = useMemo(() => initialValues(definition, initial), [definition, initial]);
  const draft = useDraft(draftKey);
  const { save: saveDraft, clear: clearDraft } = draft;
  const [draftShown, setDraftShown] = useState(draft.restored !== undefined);
  // The rules load as the user starts on the form (engine/lazyRules.ts); sending waits for them.
  const { resolver, start } = useLazyResolver<FormValues>(
    'schema' in definition ? definition.schema : definition.loadSchema,
  );
  const {
    control,
    handleSubmit,
    clearErrors,
    setError,
    setFocus,
    reset,
    formState,
    subscribe,
    getValues,
  } = useForm<FormValues>({
    resolver,
    defaultValues: draft.restored ? { ...defaults, ...draft.restored } : defaults,
    mode: 'onSubmit',
    // Errors are not re-checked while typing: editing a field simply clears its message (spec §2.13).
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { status, submit, fail } = useSubmission({
    definition,
    adapter,
    fields,
    redirectTo,
    navigate,
    onSuccess,
    onSubmitted: (submission) => {
      clearDraft();
      onSubmitted?.(submission);
    },
    onError,
    notifications,
    onIdleAfterSuccess: () => reset(defaults),
  });

  // A draft found after the first render (a server-rendered form gets its key once hydrated, as
  // the server cannot read the browser's storage) is restored then.
  const [firstDraft] = useState(draft.restored);
  const [shownDraft, setShownDraft] = useState(draft.restored);
  if (draft.restored !== shownDraft) {
    setShownDraft(draft.restored);
    if (draft.restored) setDraftShown(true);
  }
  useEffect(() => {
    if (draft.restored && draft.restored !== firstDraft) reset({ ...defaults, ...draft.restored });
  }, [draft.restored, firstDraft, defaults, reset]);

  useEffect(() => {
    if (!draftKey) return undefined;
    // A server-rendered form gets its key once hydrated; text typed before reached the form as
    // its boxes hydrated, before there was a key to keep it under: keep it now.
    saveDraft(getValues());
    return subscribe({
      formState: { values: true },
      callback: ({ values }) => saveDraft(values),
    });
  }, [draftKey, subscribe, saveDraft, getValues]);

  const startOver = () => {
    clearDraft();
    reset(defaults);
    setDraftShown(false);
  };

  const focusFirst = (names: string[]) => {
    const first = fields.find((field) => names.includes(field.name));
    if (first) setFocus(first.name);
  };

  const onValid = async (values: FormValues) => {
    // A field that is not shown was not answered: it is sent empty, whatever it held before.
    const answered = {
      ...values,
      ...Object.fromEntries(
        fields.filter((field) => !isShown(field, values)).map((f) => [f.name, emptyValue(f)]),
      ),
    };
    const serverErrors = await submit(answered);
    for (const [name, message] of Object.entries(serverErrors))
      setError(name, { type: 'server', message });
    focusFirst(Object.keys(serverErrors));
  };

  const busy = status === 'submitting';
  // A server-rendered form shows its fields before its JavaScript has run: what is typed then
  // reaches the form as its boxes mount (TextInput), but it cannot be sent before then, so its
  // button says so (disabled) rather than dropping the tap or posting the page to itself.
  const hydrated = useHydrated();
  const t = useT();
  return (
    <Form
      noValidate
      data-ui="SchemaForm"
      data-state={status}
      onFocus={start}
      onPointerDown={start}
      onSubmit={(event) =>
        void handleSubmit(onValid, (errors) => focusFirst(Object.keys(errors)))(event).catch(fail)
      }
    >
      {draftShown ? (
        <DraftNote role="status">
          {t('We kept what you typed earlier.')}{' '}
          <Button variant="ghost" size="sm" onClick={startOver}>
            {t('Start over')}
          </Button>
        </DraftNote>
      ) : null}
      {definition.sections.map((section, index) => (
        <Section key={section.title ?? index}>
          {section.title ? <Legend>{t(section.title)}</Legend> : null}
          <Grid>
            {section.fields.map((field) => {
              const FieldWidget = registry[field.type];
              const cell = (
                <Cell key={field.name} data-wide={WIDE.includes(field.type)}>
                  <Controller
                    name={field.name}
                    control={control}
                    render={({ field: controlled }) => (
                      <FieldWidget
                        id={`${idPrefix}-${field.name}`}
                        name={field.name}
                        label={t(field.label)}
                        value={controlled.value}
                        onChange={(value) => {
                          controlled.onChange(value);
                          clearErrors(field.name);
                          onFieldChange?.(field.name);
                        }}
                        onBlur={controlled.onBlur}
                        required={field.required ?? true}
                        disabled={busy}
                        options={field.options ?? []}
                        error={messageOf(formState.errors, field.name)}
                        field={field}
                        inputRef={controlled.ref}
                      />
                    )}
                  />
                </Cell>
              );
              const { shownWhen } = field;
              return shownWhen ? (
                <ShownWhen key={field.name} field={{ ...field, shownWhen }} control={control}>
                  {cell}
                </ShownWhen>
              ) : (
                cell
              );
            })}
          </Grid>
        </Section>
      ))}
      <Button
        type="submit"
        size="lg"
        fullWidth
        loading={busy}
        disabled={!hydrated || status === 'succeeded'}
      >
        {t(busy ? 'Processing...' : definition.submitLabel)}
      </Button>
    </Form>
  );
}
