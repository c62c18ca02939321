import { useId, useState } from 'react';
import {
  useDownloadProviderStatement,
  useProviderStatement,
  useRecordPayout,
} from '@petverse/api/admin';
import {
  COMMISSION_GST_RATE,
  formatMonth,
  monthInIndia,
  recentMonths,
  type AdminProvider,
  type ProviderStatement,
} from '@petverse/api/contract';
import { Button, ErrorState, LoadingState, Select, notify } from '@petverse/ui';
import { ConfirmAction, DataTable, type DataTableColumn } from '@petverse/ui/admin';
import { Panel } from '../../layout/AdminLayout.styles';
import { clock, day, problem, rupees, when } from '../../lib/format';
import { Actions, Facts } from '../orders/OrderPage.styles';

type Booking = ProviderStatement['bookings'][number];

const COLUMNS: DataTableColumn<Booking>[] = [
  {
    id: 'when',
    header: 'When',
    cell: (b) => `${day(b.start)}, ${clock(b.start)}`,
  },
  { id: 'service', header: 'Service', cell: (b) => b.service },
  { id: 'price', header: 'Paid', cell: (b) => rupees(b.price), align: 'end' },
];

/**
 * A provider's month as it will read it: the done bookings, gross, commission, GST on it and net;
 * the payout once recorded, or recording it with the bank's reference; CSV and PDF to download.
 */
export function ProviderStatementPanel({
  provider,
  now = new Date(),
}: {
  provider: AdminProvider;
  /** "Now", whose month in India the panel opens on. */
  now?: Date;
}) {
  const id = useId();
  const thisMonth = monthInIndia(now);
  const [month, setMonth] = useState(thisMonth);
  const { data, error, mutate } = useProviderStatement(provider.id, month);
  const shown = data?.month === month ? data : undefined;
  const files = useDownloadProviderStatement();
  const save = (format: 'csv' | 'pdf') =>
    files
      .trigger({ id: provider.id, month, format })
      .catch((failure: unknown) =>
        notify.error(problem(failure, 'We could not download the statement.')),
      );
  return (
    <Panel aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Statement</h2>
      <Actions>
        <Select
          id={`${id}-month`}
          label="Month"
          value={month}
          onChange={(event) => setMonth(event.target.value)}
          options={recentMonths(thisMonth).map((m) => ({ value: m, label: formatMonth(m) }))}
        />
        <Button variant="outline" onClick={() => void save('csv')}>
          Download CSV
        </Button>
        <Button variant="outline" onClick={() => void save('pdf')}>
          Download PDF
        </Button>
      </Actions>
      {error && !shown ? (
        <ErrorState
          message={problem(error, 'We could not load the statement.')}
          onRetry={() => void mutate()}
        />
      ) : !shown ? (
        <LoadingState label="Loading the statement..." />
      ) : (
        <Month provider={provider} statement={shown} />
      )}
    </Panel>
  );
}

/** A month's figures, its bookings and its payout. */
function Month({
  provider,
  statement: s,
}: {
  provider: AdminProvider;
  statement: ProviderStatement;
}) {
  const { trigger } = useRecordPayout();
  const name = formatMonth(s.month);
  return (
    <>
      <Facts>
        <dt>Bookings done</dt>
        <dd>{s.bookings.length}</dd>
        <dt>Gross (paid by pet parents)</dt>
        <dd>{rupees(s.gross)}</dd>
        <dt>Commission ({s.commissionPercent}%)</dt>
        <dd>{rupees(s.commission)}</dd>
        <dt>GST on commission ({COMMISSION_GST_RATE}%)</dt>
        <dd>{rupees(s.gstOnCommission)}</dd>
        <dt>
          <strong>Net payable</strong>
        </dt>
        <dd>
          <strong>{rupees(s.net)}</strong>
        </dd>
        <dt>Payout</dt>
        <dd>
          {s.payout
            ? `${rupees(s.payout.amount)} paid on ${when(s.payout.paidAt)}, bank reference ${s.payout.bankReference}`
            : 'Not recorded yet'}
        </dd>
      </Facts>
      {s.payout ? null : (
        <Actions>
          <ConfirmAction
            label="Record payout"
            title={`Record ${name} as paid`}
            message={`Record ${rupees(s.net)} as paid to ${provider.name} for ${name}. No money moves through Petverse: make the bank transfer first, then give its reference here. A month is recorded once.`}
            confirmLabel="Record as paid"
            variant="primary"
            disabled={s.net <= 0}
            fields={[
              {
                name: 'bankReference',
                label: 'Bank reference (UTR)',
                placeholder: 'UTR/2026/0042',
              },
            ]}
            onConfirm={async (v) => {
              const { message } = await trigger({
                id: provider.id,
                payout: { month: s.month, bankReference: v.bankReference! },
              }).catch((failure) => {
                throw new Error(problem(failure, 'We could not record the payout.'));
              });
              notify.success(message);
            }}
          />
          {s.net <= 0 ? <p>Nothing is payable for {name}.</p> : null}
        </Actions>
      )}
      <DataTable
        caption={`Done bookings in ${name}`}
        columns={COLUMNS}
        rows={s.bookings}
        rowId={(b) => b.id}
        emptyTitle={`No bookings done in ${name}`}
        emptyDescription="A booking counts once the provider marks it done."
      />
    </>
  );
}
