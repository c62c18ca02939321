import { object, string } from 'yup';
import {
  ADMIN_PAYMENT_STATES,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  formatMonth,
  monthInIndia,
  recentMonths,
} from '@petverse/api/contract';
import type { FormDefinition } from '@petverse/forms';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const MAX_DAYS = 366;
const daysBetween = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

/** The last `n` months in India, newest first ('2026-11'), as a month select offers them. */
export function lastMonths(n: number, now = new Date()): { value: string; label: string }[] {
  return recentMonths(monthInIndia(now), n).map((month) => ({
    value: month,
    label: formatMonth(month),
  }));
}

/** The orders export: a range of days and the queue's filters, as a form of @petverse/forms. */
export const ordersExportForm: FormDefinition = {
  key: 'orders-export',
  title: 'Orders',
  submitLabel: 'Download orders (CSV)',
  sections: [
    {
      title: 'Orders placed',
      fields: [
        { name: 'from', type: 'date', label: 'From' },
        { name: 'to', type: 'date', label: 'Until' },
        {
          name: 'status',
          type: 'select',
          label: 'Status',
          required: false,
          options: ORDER_STATUSES.map((value) => ({ value })),
        },
        {
          name: 'paymentStatus',
          type: 'select',
          label: 'Payment',
          required: false,
          options: ADMIN_PAYMENT_STATES.map((value) => ({ value, label: value.replace('-', ' ') })),
        },
        {
          name: 'paymentMethod',
          type: 'select',
          label: 'Paid by',
          required: false,
          options: PAYMENT_METHODS.map((value) => ({ value })),
        },
      ],
    },
  ],
  schema: object({
    from: string()
      .required('Please give the first day.')
      .matches(DATE, 'Please give the first day.'),
    to: string()
      .required('Please give the last day.')
      .matches(DATE, 'Please give the last day.')
      .test('after', 'The range ends before it starts.', function check(to) {
        const from = (this.parent as { from?: string }).from;
        return !from || !to || to >= from;
      })
      .test('short', `An export covers at most ${MAX_DAYS} days.`, function check(to) {
        const from = (this.parent as { from?: string }).from;
        return !from || !to || daysBetween(from, to) < MAX_DAYS;
      }),
    status: string(),
    paymentStatus: string(),
    paymentMethod: string(),
  }),
  successMessage: 'The orders are downloaded.',
  failureMessage: 'We could not export the orders. Please try again.',
  redirectTo: null,
  redirectDelayMs: 0,
};

/** The GSTR-1 summary: a month of the last two years. */
export const gstr1ExportForm = (now = new Date()): FormDefinition => ({
  key: 'gstr1-export',
  title: 'GSTR-1 summary',
  submitLabel: 'Download GSTR-1 summary (CSV)',
  sections: [
    {
      title: 'Month',
      fields: [{ name: 'month', type: 'select', label: 'Month', options: lastMonths(24, now) }],
    },
  ],
  schema: object({ month: string().required('Please choose a month.') }),
  successMessage: 'The GSTR-1 summary is downloaded.',
  failureMessage: 'We could not export the summary. Please try again.',
  redirectTo: null,
  redirectDelayMs: 0,
});
