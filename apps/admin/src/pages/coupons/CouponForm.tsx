import { useState, type FormEvent } from 'react';
import { useCouponChange, type CouponChange } from '@petverse/api/admin';
import { COUPON_KINDS, type CouponKind } from '@petverse/api/contract';
import { Button, Select, TextInput, notify } from '@petverse/ui';
import { problem } from '../../lib/format';
import { Check, Form } from './CouponsPage.styles';

const KIND_OPTIONS = COUPON_KINDS.map((value) => ({
  value,
  label: value === 'percent' ? 'Percent off' : 'Rupees off',
}));

const EMPTY = {
  code: '',
  kind: 'percent' as CouponKind,
  value: '',
  minOrder: '',
  maxDiscount: '',
  startsAt: '',
  endsAt: '',
  firstOrderOnly: false,
  public: false,
  perUserLimit: '1',
  totalLimit: '',
};
type Fields = typeof EMPTY;

/** The fields an operator may leave empty: their key, label, input type and least number. */
const OPTIONAL_FIELDS = [
  ['minOrder', 'Minimum order (₹, optional)', 'number', 0],
  ['startsAt', 'Valid from (India time, optional)', 'datetime-local', undefined],
  ['endsAt', 'Valid until (India time, optional)', 'datetime-local', undefined],
  ['perUserLimit', 'Uses per customer (empty: no limit)', 'number', 1],
  ['totalLimit', 'Uses in all (empty: no limit)', 'number', 1],
] as const;

/** A whole number typed in a field, or null when it is left empty. */
const wholeOrNull = (text: string) => (text.trim() === '' ? null : Number(text));
/** A date and time typed in India (datetime-local), as ISO 8601; null when empty. */
const inIndia = (text: string) => (text ? new Date(`${text}:00+05:30`).toISOString() : null);

/** What the form sends: only what the operator filled; the server checks every rule. */
function payloadOf(f: Fields): Extract<CouponChange, { kind: 'create' }>['payload'] {
  return {
    code: f.code.trim(),
    kind: f.kind,
    value: Number(f.value),
    minOrder: wholeOrNull(f.minOrder) ?? 0,
    maxDiscount: f.kind === 'percent' ? wholeOrNull(f.maxDiscount) : null,
    startsAt: inIndia(f.startsAt),
    endsAt: inIndia(f.endsAt),
    firstOrderOnly: f.firstOrderOnly,
    public: f.public,
    perUserLimit: wholeOrNull(f.perUserLimit),
    totalLimit: wholeOrNull(f.totalLimit),
  };
}

/**
 * Making a coupon: its code, percent or rupees off (a percent may have a cap), the minimum order,
 * when it can be used, first order only, and how often. A refusal is shown under the form, which
 * keeps what was typed.
 */
export function CouponForm() {
  const change = useCouponChange();
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [failure, setFailure] = useState<string | null>(null);
  const set =
    <K extends keyof Fields>(key: K) =>
    (value: Fields[K]) =>
      setFields((f) => ({ ...f, [key]: value }));
  const text = (key: Exclude<keyof Fields, 'kind' | 'firstOrderOnly' | 'public'>) => ({
    value: fields[key],
    onChange: (e: { target: { value: string } }) => set(key)(e.target.value),
  });
  const send = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    try {
      const done = await change.trigger({ kind: 'create', payload: payloadOf(fields) });
      notify.success(done.message);
      setFields(EMPTY);
    } catch (e) {
      setFailure(problem(e, 'We could not make the coupon.'));
    }
  };
  const percent = fields.kind === 'percent';
  return (
    <Form onSubmit={(event) => void send(event)} aria-labelledby="new-coupon">
      <TextInput
        id="coupon-code"
        label="Code"
        required
        hint="3 to 20 letters, digits or dashes; buyers may type it in any case."
        {...text('code')}
      />
      <Select
        id="coupon-kind"
        label="Discount"
        options={KIND_OPTIONS}
        value={fields.kind}
        onChange={(e) => set('kind')(e.target.value as CouponKind)}
      />
      <TextInput
        id="coupon-value"
        label={percent ? 'Percent off' : 'Rupees off'}
        type="number"
        min={1}
        max={percent ? 100 : undefined}
        required
        {...text('value')}
      />
      {percent ? (
        <TextInput
          id="coupon-max"
          label="Maximum discount (₹, optional)"
          type="number"
          min={1}
          {...text('maxDiscount')}
        />
      ) : null}
      {OPTIONAL_FIELDS.map(([key, label, type, min]) => (
        <TextInput
          key={key}
          id={`coupon-${key}`}
          label={label}
          type={type}
          min={min}
          {...text(key)}
        />
      ))}
      <Check>
        <input
          type="checkbox"
          checked={fields.firstOrderOnly}
          onChange={(e) => set('firstOrderOnly')(e.target.checked)}
        />
        First order only
      </Check>
      <Check>
        <input
          type="checkbox"
          checked={fields.public}
          onChange={(e) => set('public')(e.target.checked)}
        />
        Show to every buyer (offers page and payment)
      </Check>
      <Button type="submit" loading={change.isMutating}>
        Create coupon
      </Button>
      {failure ? <p role="alert">{failure}</p> : null}
    </Form>
  );
}
