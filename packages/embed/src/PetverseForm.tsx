import { Suspense, lazy, useCallback, useEffect, useRef, useState } from 'react';
import { Button, Drawer, ErrorState, LoadingState, Modal, useT } from '@petverse/ui';
import type { FormFailure, FormSubmitted } from '@petverse/forms/registration';
import { useAccessProblem } from './access';
import { apiBaseOf } from './config';
import { EmbedRoot } from './EmbedRoot';
import { emit } from './events';
import { isEmbedFormName, unknownFormMessage } from './formKeys';
import { usePopupRequests } from './popupRequests';
import { hiddenAttributes, prefillAttributes } from './prefill';

const loadFormView = () => import('./FormView');
const FormView = lazy(loadFormView);

/** The attributes of `<petverse-form>` (r2wc passes each as a string prop). */
export interface PetverseFormProps {
  /** Which form, in kebab-case: `vet-clinic`, `pet-pharmacy`, … */
  form?: string;
  /**
   * `inline` (default) shows the form in the page; `popup` shows a button that opens it in a
   * dialog; `slider` the same in a panel from the right (a sheet from the bottom on a phone).
   */
  mode?: string;
  /** The popup button's text. @default 'Register' */
  label?: string;
  /** Where our API is. @default the script's origin + /api */
  apiBase?: string;
  /** `off` switches our toasts off (listen to the events instead). */
  toasts?: string;
  /** `hi` shows the form in Hindi (its labels, messages and toasts); English otherwise. */
  lang?: string;
  /** The shadow root, from the custom-element wrapper. */
  container?: Node;
}

/** `<petverse-form>`: a registration form, inline or behind a button, in its own shadow root. */
export function PetverseForm({
  form,
  mode,
  label,
  apiBase: apiBaseAttribute,
  toasts,
  lang,
  container,
}: PetverseFormProps) {
  const apiBase = apiBaseOf(apiBaseAttribute);
  const notifications = toasts !== 'off';
  const t = useT();
  const problem = useAccessProblem(apiBase);
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState<string | null>(null);
  const host = container instanceof ShadowRoot ? container.host : undefined;
  // Read when the form loads; a later change of a prefill attribute does not refill it.
  const [prefill] = useState(() => prefillAttributes(host));
  const [hidden] = useState(() => hiddenAttributes(host, window.location.href));
  usePopupRequests(host, setOpen);
  // The dialog closed, however it closed: told once each time.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !open) emit(container, 'petverse:close', { form: form ?? '' });
    wasOpen.current = open;
  }, [open, container, form]);

  // Behind a button: in a dialog (`popup`) or a panel from the side (`slider`).
  const popup = mode === 'popup' || mode === 'slider';
  const usable = problem === null && isEmbedFormName(form);

  // A popup is ready as soon as its button shows; its form loads in the background meanwhile.
  useEffect(() => {
    if (!popup || !usable) return;
    emit(container, 'petverse:ready', { element: 'petverse-form' });
    void loadFormView();
  }, [popup, usable, container]);
  useEffect(() => {
    if (problem) emit(container, 'petverse:error', { message: problem, reason: 'not-a-partner' });
  }, [problem, container]);
  useEffect(() => {
    if (!isEmbedFormName(form))
      emit(container, 'petverse:error', {
        message: unknownFormMessage(form),
        reason: 'unknown-form',
      });
  }, [form, container]);

  const onReady = useCallback(
    (formTitle: string) => {
      setTitle(formTitle);
      if (!popup) emit(container, 'petverse:ready', { element: 'petverse-form' });
    },
    [container, popup],
  );
  const onSubmitted = useCallback(
    ({ formKey, result }: FormSubmitted) => {
      const id = (result as { _id?: unknown } | undefined)?._id;
      emit(container, 'petverse:submitted', {
        form: form ?? '',
        formKey,
        submissionId: typeof id === 'string' ? id : null,
      });
    },
    [container, form],
  );
  // Which field the visitor is answering: told as they start on one, and again when they come
  // back to it after another (not at each keystroke). Its name only, never what was typed.
  const lastField = useRef<string | null>(null);
  const onFieldChange = useCallback(
    (field: string) => {
      if (lastField.current === field) return;
      lastField.current = field;
      emit(container, 'petverse:change', { form: form ?? '', field });
    },
    [container, form],
  );
  const onError = useCallback(
    ({ message }: FormFailure) =>
      emit(container, 'petverse:error', { message, reason: 'submit-failed' }),
    [container],
  );

  let body;
  if (!isEmbedFormName(form)) body = <ErrorState message={unknownFormMessage(form)} />;
  else if (problem === undefined) body = <LoadingState label="Loading form..." />;
  else if (problem) body = <ErrorState message={problem} />;
  else {
    const view = (layout: 'inline' | 'popup') => (
      <Suspense fallback={<LoadingState label="Loading form..." />}>
        <FormView
          form={form}
          apiBase={apiBase}
          layout={layout}
          notifications={notifications}
          onReady={onReady}
          onSubmitted={onSubmitted}
          onError={onError}
          onDone={layout === 'popup' ? () => setOpen(false) : undefined}
          prefill={prefill}
          hidden={hidden}
          onFieldChange={onFieldChange}
        />
      </Suspense>
    );
    const overlay = {
      open,
      onClose: () => setOpen(false),
      title: title ?? label ?? t('Register'),
      children: view('popup'),
    };
    body = popup ? (
      <>
        <Button onClick={() => setOpen(true)}>{label || t('Register')}</Button>
        {mode === 'slider' ? (
          <Drawer {...overlay} side="right" size="lg" />
        ) : (
          <Modal {...overlay} />
        )}
      </>
    ) : (
      view('inline')
    );
  }

  return (
    <EmbedRoot container={container} lang={lang} toasts={notifications}>
      <div data-ui="PetverseForm" data-mode={popup ? mode : 'inline'}>
        {body}
      </div>
    </EmbedRoot>
  );
}
