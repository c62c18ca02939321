import { object, string } from 'yup';
import type { CouponChange } from '@petverse/api/admin';
import { COUPON_CODE_PATTERN, COUPON_KINDS, type CouponKind } from '@petverse/api/contract';
import { CHECKED, type FormDefinition, type FormValues } from '@petverse/forms';
import { textOf } from '../../lib/formValues';

const WHOLE = /^\d{1,7}$/;
const MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
const percent = { field: 'kind', is: ['percent'] } as const;
const flat = { field: 'kind', is: ['flat'] } as const;

/** Whether a typed number is empty, or whole from `least` to `most` (the server's ceiling). */
const wholeFrom =
  (least: number, most = 1_000_000) =>
  (v: string | undefined) =>
    !v || (WHOLE.test(v) && Number(v) >= least && Number(v) <= most);

/** An optional whole number from `least`. */
const optionalWhole = (least: number, message: string) =>
  string().trim().test('whole', message, wholeFrom(least));

/** An optional date and time, as the browser writes it. */
const optionalMoment = (message: string) =>
  string().matches(MOMENT, { message, excludeEmptyString: true });

/**
 * Making a coupon as a form definition of @petverse/forms: its code, percent or rupees off (a
 * percent may have a cap), the minimum order, when it can be used, first order only, who sees it
 * and how often it can be used. The server checks every rule again.
 */
export const couponForm: FormDefinition = {
  key: 'coupon',
  title: 'New coupon',
  submitLabel: 'Create coupon',
  sections: [
    {
      fields: [
        {
          name: 'code',
          type: 'text',
          label: 'Code',
          hint: '3 to 20 letters, digits or dashes; buyers may type it in any case.',
        },
        {
          name: 'kind',
          type: 'select',
          label: 'Discount',
          options: COUPON_KINDS.map((value) => ({
            value,
            label: value === 'percent' ? 'Percent off' : 'Rupees off',
          })),
        },
        { name: 'percentOff', type: 'digits', label: 'Percent off', shownWhen: percent },
        { name: 'rupeesOff', type: 'digits', label: 'Rupees off', shownWhen: flat },
        {
          name: 'maxDiscount',
          type: 'digits',
          label: 'Maximum discount (₹, optional)',
          required: false,
          shownWhen: percent,
        },
        { name: 'minOrder', type: 'digits', label: 'Minimum order (₹, optional)', required: false },
        {
          name: 'startsAt',
          type: 'datetime',
          label: 'Valid from (India time, optional)',
          required: false,
        },
        {
          name: 'endsAt',
          type: 'datetime',
          label: 'Valid until (India time, optional)',
          required: false,
        },
        {
          name: 'perUserLimit',
          type: 'digits',
          label: 'Uses per customer (empty: no limit)',
          required: false,
        },
        {
          name: 'totalLimit',
          type: 'digits',
          label: 'Uses in all (empty: no limit)',
          required: false,
        },
        { name: 'firstOrderOnly', type: 'checkbox', label: 'First order only', required: false },
        {
          name: 'public',
          type: 'checkbox',
          label: 'Show to every buyer (offers page and payment)',
          required: false,
        },
      ],
    },
  ],
  schema: object({
    code: string()
      .trim()
      .required('Please give the code.')
      .matches(
        new RegExp(COUPON_CODE_PATTERN),
        'The code must be 3 to 20 letters, digits or dashes.',
      ),
    kind: string().oneOf(COUPON_KINDS, 'Please choose percent or rupees off.'),
    percentOff: string()
      .trim()
      .when('kind', {
        is: 'percent',
        then: (s) =>
          s
            .required('Please give the percent off.')
            .test(
              'percent',
              'The percent off must be a whole number from 1 to 100.',
              wholeFrom(1, 100),
            ),
      }),
    rupeesOff: string()
      .trim()
      .when('kind', {
        is: 'flat',
        then: (s) =>
          s
            .required('Please give the rupees off.')
            .test('whole', 'The rupees off must be a whole number from 1.', wholeFrom(1)),
      }),
    maxDiscount: optionalWhole(
      1,
      'The maximum discount must be a whole number of rupees, or empty.',
    ),
    minOrder: optionalWhole(0, 'The minimum order must be a whole number of rupees, or empty.'),
    startsAt: optionalMoment('Please give a date and a time, or leave it empty.'),
    endsAt: optionalMoment('Please give a date and a time, or leave it empty.').test(
      'after',
      'The end must be after the start.',
      function after(end) {
        const start = (this.parent as FormValues).startsAt;
        return !end || typeof start !== 'string' || !start || end > start;
      },
    ),
    perUserLimit: optionalWhole(1, 'Uses per customer must be a whole number from 1, or empty.'),
    totalLimit: optionalWhole(1, 'Uses in all must be a whole number from 1, or empty.'),
  }),
  successMessage: 'The coupon is ready to use.',
  failureMessage: 'We could not make the coupon.',
  redirectTo: null,
  redirectDelayMs: 0,
};

/** A new coupon starts as percent off, once per customer. */
export const couponDefaults = { kind: 'percent', perUserLimit: '1' } satisfies FormValues;

/** A date and time typed in India (datetime-local), as ISO 8601; null when empty. */
const inIndia = (text: string) => (text ? new Date(`${text}:00+05:30`).toISOString() : null);

/** What the form sends: only what the operator filled; the server checks every rule. */
export function couponOf(values: FormValues): Extract<CouponChange, { kind: 'create' }>['payload'] {
  const text = (name: string) => textOf(values, name);
  /** A whole number typed in a field, or null when it is left empty. */
  const wholeOrNull = (name: string) => (text(name) === '' ? null : Number(text(name)));
  const kind = text('kind') as CouponKind;
  return {
    code: text('code'),
    kind,
    value: Number(text(kind === 'percent' ? 'percentOff' : 'rupeesOff')),
    minOrder: wholeOrNull('minOrder') ?? 0,
    maxDiscount: kind === 'percent' ? wholeOrNull('maxDiscount') : null,
    startsAt: inIndia(text('startsAt')),
    endsAt: inIndia(text('endsAt')),
    firstOrderOnly: values.firstOrderOnly === CHECKED,
    public: values.public === CHECKED,
    perUserLimit: wholeOrNull('perUserLimit'),
    totalLimit: wholeOrNull('totalLimit'),
  };
}
