import { useId, useState, type FormEvent } from 'react';
import { Button } from '../Button';
import { RatingInput } from '../Rating';
import { TextArea } from '../TextArea';
import { TextInput } from '../TextInput';
import { Actions, Form, ServerError, StarsError } from './ReviewForm.styles';
import { useT, type Text } from '../../i18n/I18n';

/** What a review form holds. */
export interface ReviewValues {
  stars: number | null;
  title: string;
  text: string;
}
/** A message per field that is wrong; empty when all are fine. */
export type ReviewErrors = Partial<Record<'stars' | 'title' | 'text', string>>;

export interface ReviewFormProps {
  /** The values to start from, e.g. the review being edited. */
  initialValues?: Partial<ReviewValues>;
  /** The rules: a message per wrong field (the app passes the contract's reviewProblems). */
  validate: (values: { stars: number; title: string; text: string }) => ReviewErrors;
  /** Called with valid values; the form stays as it is until the app closes or resets it. */
  onSubmit: (values: { stars: number; title: string; text: string }) => void;
  onCancel?: () => void;
  /** A save is in flight: the button shows it and the fields are locked. @default false */
  submitting?: boolean;
  /** The server's refusal, shown above the buttons. */
  error?: Text;
  /** @default 'Submit review' */
  submitLabel?: string;
  /** Longest title and text, for the inputs' maxLength. @default 80 and 1000 */
  titleMax?: number;
  textMax?: number;
  /** Locks the whole form, e.g. for someone who may not review. @default false */
  disabled?: boolean;
}

/**
 * A review: 1–5 stars (native radios), a title and a text. Checked on submit with the app's
 * rules; each message sits under its field, and the first wrong field takes focus.
 */
export function ReviewForm({
  initialValues,
  validate,
  onSubmit,
  onCancel,
  submitting = false,
  error,
  submitLabel = 'Submit review',
  titleMax = 80,
  textMax = 1000,
  disabled = false,
}: ReviewFormProps) {
  const t = useT();
  const id = useId();
  const [values, setValues] = useState<ReviewValues>({
    stars: initialValues?.stars ?? null,
    title: initialValues?.title ?? '',
    text: initialValues?.text ?? '',
  });
  const [errors, setErrors] = useState<ReviewErrors>({});
  const set = (field: keyof ReviewValues, value: ReviewValues[typeof field]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const candidate = { ...values, stars: values.stars ?? 0 };
    const found = validate(candidate);
    setErrors(found);
    const first = (['stars', 'title', 'text'] as const).find((f) => found[f]);
    if (first) {
      const target =
        first === 'stars'
          ? event.currentTarget.querySelector<HTMLInputElement>('input[type="radio"]')
          : event.currentTarget.querySelector<HTMLElement>(`#${CSS.escape(`${id}-${first}`)}`);
      target?.focus();
      return;
    }
    onSubmit(candidate);
  };
  const locked = disabled || submitting;
  return (
    <Form
      data-ui="ReviewForm"
      data-state={submitting ? 'submitting' : 'ready'}
      noValidate
      onSubmit={submit}
    >
      <div>
        <RatingInput value={values.stars} onChange={(n) => set('stars', n)} disabled={locked} />
        {errors.stars ? <StarsError id={`${id}-stars-error`}>{t(errors.stars)}</StarsError> : null}
      </div>
      <TextInput
        id={`${id}-title`}
        label={t('Title')}
        value={values.title}
        maxLength={titleMax}
        disabled={locked}
        error={errors.title}
        onChange={(e) => set('title', e.target.value)}
      />
      <TextArea
        id={`${id}-text`}
        label={t('Your review')}
        value={values.text}
        maxLength={textMax}
        disabled={locked}
        error={errors.text}
        hint={t('{count} / {max} characters', {
          count: values.text.trim().length,
          max: textMax,
        })}
        onChange={(e) => set('text', e.target.value)}
      />
      {error ? <ServerError role="alert">{t(error)}</ServerError> : null}
      <Actions>
        <Button type="submit" loading={submitting} disabled={disabled}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel} disabled={submitting}>
            {t('Cancel')}
          </Button>
        ) : null}
      </Actions>
    </Form>
  );
}
