import { useId, type FormEvent } from 'react';
import { Button } from '../Button';
import { TextInput } from '../TextInput';
import { Box, Check, Result } from './DeliveryEstimate.styles';
import { useT, type Text } from '../../i18n/I18n';

/** One shipping type's promise, e.g. `{ label: 'Economy', arrives: 'Delivered by Sat, 28 Nov' }`. */
export interface DeliveryOption {
  label: Text;
  arrives: Text;
}

export type DeliveryEstimateState =
  | { status: 'idle' }
  | { status: 'checking' }
  /**
   * The pincode is served: where to, when each shipping type arrives, and a `note` under them
   * (e.g. whether cash on delivery is offered there).
   */
  | { status: 'found'; place: string; options: readonly DeliveryOption[]; note?: Text }
  /** A real pincode we do not deliver to; `message` says so. */
  | { status: 'unserviceable'; place: string; message: Text }
  /** A well-formed pincode we do not know. */
  | { status: 'unknown' }
  /** The check itself failed (network, server); `message` says so. */
  | { status: 'error'; message: Text };

export interface DeliveryEstimateProps {
  /** The pincode typed so far. */
  pincode: string;
  onPincodeChange: (pincode: string) => void;
  /** Check the typed pincode (called only with 6 digits; otherwise the field says why). */
  onCheck: (pincode: string) => void;
  state: DeliveryEstimateState;
  /** A message under the field, e.g. 'Enter a 6-digit pincode.' */
  error?: string;
  /** The heading. @default 'Delivery' */
  title?: string;
  /** The heading's level. @default 3 */
  headingLevel?: 2 | 3;
}

/**
 * 'Delivered by {date}' for a pincode: a pincode field with a Check button and the answer in a
 * live region, so it is announced when it arrives. The field and button are a GET form
 * (`?pincode=`), so a page can answer a check made before its JavaScript ran.
 */
export function DeliveryEstimate({
  pincode,
  onPincodeChange,
  onCheck,
  state,
  error,
  title = 'Delivery',
  headingLevel = 3,
}: DeliveryEstimateProps) {
  const t = useT();
  const id = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onCheck(pincode.trim());
  };
  return (
    <Box data-ui="DeliveryEstimate" data-state={state.status} aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`}>{t(title)}</Heading>
      {/* A GET form: before the page's JavaScript has run, Check loads this page with
          `?pincode=`, and the page checks it once it runs. */}
      <Check method="get" onSubmit={submit} noValidate>
        <TextInput
          id={`${id}-pincode`}
          name="pincode"
          label={t('Pincode')}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          value={pincode}
          error={error}
          onChange={(event) => onPincodeChange(event.target.value.replace(/\D/g, ''))}
        />
        <Button type="submit" variant="outline" loading={state.status === 'checking'}>
          {t('Check')}
        </Button>
      </Check>
      <Result role="status" data-state={state.status}>
        {state.status === 'checking' ? (
          <p>{t('Checking delivery to {pincode}…', { pincode })}</p>
        ) : null}
        {state.status === 'found' ? (
          <>
            <p>
              {t('Delivering to')} {state.place}
            </p>
            <ul>
              {state.options.map((option, i) => (
                <li key={i}>
                  <strong>{t(option.label)}:</strong> {t(option.arrives)}
                </li>
              ))}
            </ul>
            {state.note ? <p data-part="note">{t(state.note)}</p> : null}
          </>
        ) : null}
        {state.status === 'unserviceable' ? (
          <>
            <p>{state.place}</p>
            <p data-part="problem">{t(state.message)}</p>
          </>
        ) : null}
        {state.status === 'unknown' ? (
          <p>{t('We could not find pincode {pincode}. Please check it.', { pincode })}</p>
        ) : null}
        {state.status === 'error' ? <p>{t(state.message)}</p> : null}
      </Result>
    </Box>
  );
}
