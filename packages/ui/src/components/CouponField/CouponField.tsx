import { useId, useState, type FormEvent } from 'react';
import { formatRupees } from '../../utils/format';
import { Button } from '../Button';
import { TextInput } from '../TextInput';
import { VisuallyHidden } from '../VisuallyHidden';
import { Applied, Root, Row } from './CouponField.styles';
import { useT, type Text } from '../../i18n/I18n';

export interface CouponFieldProps {
  /** The coupon in use, as the server priced it; null or absent for none. */
  applied?: { code: string; saving: number } | null;
  /** Why the code cannot be used (the server's message); shown under the input. */
  error?: Text | undefined;
  /** A code is being checked: Apply shows a spinner. @default false */
  checking?: boolean;
  /** Called with the typed code (trimmed) when Apply is pressed or Enter typed. */
  onApply: (code: string) => void;
  /** Called by Remove: the order goes back to no coupon. */
  onRemove: () => void;
  /** The code to start with (a code applied earlier). */
  defaultCode?: string;
  /** Said when Apply is pressed with nothing typed. @default 'Please enter a coupon code.' */
  emptyMessage?: string;
  /** The label of the input. @default 'Coupon code' */
  label?: string;
}

/**
 * The checkout's coupon field: a labelled input with Apply (Enter works too), the server's reason
 * under it when a code cannot be used (the typed code stays for correcting), and once applied the
 * saving with Remove. Every outcome is announced through a polite live region.
 */
export function CouponField({
  applied,
  error,
  checking = false,
  onApply,
  onRemove,
  defaultCode = '',
  emptyMessage = 'Please enter a coupon code.',
  label = 'Coupon code',
}: CouponFieldProps) {
  const t = useT();
  const id = useId();
  const [code, setCode] = useState(defaultCode);
  const [empty, setEmpty] = useState(false);
  const shownError = empty ? emptyMessage : error;
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    setEmpty(typed === '');
    if (typed !== '') onApply(typed);
  };
  // The same words as the server's (COUPON_MESSAGES.applied), in the page's language.
  const appliedText = applied
    ? t('{code} applied: you save {saving}.', {
        code: applied.code,
        saving: formatRupees(applied.saving),
      })
    : '';
  return (
    <Root
      data-ui="CouponField"
      data-state={applied ? 'applied' : shownError ? 'invalid' : checking ? 'checking' : 'idle'}
      aria-label={t('Coupon')}
      onSubmit={apply}
      noValidate
    >
      {applied ? (
        <Applied>
          <p>{appliedText}</p>
          <Button variant="outline" size="sm" onClick={onRemove}>
            {t('Remove coupon')}
          </Button>
        </Applied>
      ) : (
        <Row>
          <TextInput
            id={`${id}coupon`}
            name="coupon"
            label={t(label)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            value={code}
            error={shownError}
            onChange={(event) => {
              setCode(event.target.value);
              setEmpty(false);
            }}
          />
          <Button type="submit" variant="secondary" loading={checking}>
            {t('Apply')}
          </Button>
        </Row>
      )}
      <VisuallyHidden role="status">
        {applied ? appliedText : shownError ? t(shownError) : ''}
      </VisuallyHidden>
    </Root>
  );
}
