import { useMemo } from 'react';
import { useDownloadExport } from '@petverse/api/admin';
import { todayInIndia, type AdminOrdersQuery } from '@petverse/api/contract';
import { SchemaForm, type FormValues, type SubmitAdapter } from '@petverse/forms';
import { PageHeader, Panel } from '../../layout/AdminLayout.styles';
import { asSubmitError } from '../../lib/submitError';
import { usePageTitle } from '../../lib/usePageTitle';
import { Columns } from '../dashboard/DashboardPage.styles';
import { gstr1ExportForm, lastMonths, ordersExportForm } from './exportForms';

const text = (values: FormValues, name: string) => {
  const value = values[name];
  return typeof value === 'string' ? value.trim() : '';
};

/**
 * What the accountant takes away (issue 55 item 5; owners only): the orders of a range of days,
 * and a month's GSTR-1 summary — B2C sales by place of supply and rate, the HSN summary and the
 * credit notes — as CSV files a spreadsheet or the GST offline tool opens.
 */
export function ExportsPage() {
  usePageTitle('Exports');
  const { trigger } = useDownloadExport();
  const gstr1 = useMemo(() => gstr1ExportForm(), []);
  const today = todayInIndia();
  const orders: SubmitAdapter = async ({ values }) => {
    try {
      const optional = (name: string) => text(values, name) || undefined;
      await trigger({
        kind: 'orders',
        query: {
          from: text(values, 'from'),
          to: text(values, 'to'),
          status: optional('status') as AdminOrdersQuery['status'],
          paymentStatus: optional('paymentStatus') as AdminOrdersQuery['paymentStatus'],
          paymentMethod: optional('paymentMethod') as AdminOrdersQuery['paymentMethod'],
        },
      });
    } catch (failure) {
      throw asSubmitError(failure);
    }
  };
  const month: SubmitAdapter = async ({ values }) => {
    try {
      await trigger({ kind: 'gstr1', month: text(values, 'month') });
    } catch (failure) {
      throw asSubmitError(failure);
    }
  };
  return (
    <>
      <PageHeader>
        <h1>Exports</h1>
        <p>CSV files for the accountant. Money in rupees; dates and times in India.</p>
      </PageHeader>
      <Columns>
        <Panel>
          <SchemaForm
            definition={ordersExportForm}
            adapter={orders}
            initialValues={{ from: `${today.slice(0, 8)}01`, to: today }}
          />
        </Panel>
        <Panel>
          <SchemaForm
            definition={gstr1}
            adapter={month}
            initialValues={{ month: lastMonths(2)[1]!.value }}
          />
        </Panel>
      </Columns>
    </>
  );
}
