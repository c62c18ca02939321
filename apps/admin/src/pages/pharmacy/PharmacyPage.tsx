import {
  useDownloadPharmacyPrescription,
  usePharmacyChecks,
  usePharmacyDecision,
} from '@petverse/api/admin';
import {
  PHARMACY_CHECK_STATUSES,
  PHARMACY_REASON_MAX,
  type PharmacyCheck,
  type PharmacyCheckStatus,
} from '@petverse/api/contract';
import { Button, StatusBadge, notify } from '@petverse/ui';
import { ConfirmAction, DataTable, type DataTableColumn } from '@petverse/ui/admin';
import { PageHeader } from '../../layout/AdminLayout.styles';
import { problem, rupees, when } from '../../lib/format';
import { useFilters } from '../../lib/useFilters';
import { usePageTitle } from '../../lib/usePageTitle';
import { Actions } from '../orders/OrderPage.styles';
import { Tabs } from '../orders/OrdersPage.styles';
import { Medicines } from './PharmacyPage.styles';

const TAB_LABELS: Record<PharmacyCheckStatus, string> = {
  pending: 'To check',
  approved: 'Approved',
  refused: 'Refused',
};

/** What a line was ordered with: our doctor's prescription, or the pet parent's upload. */
function Prescribed({ check, onDownload }: { check: PharmacyCheck; onDownload: () => void }) {
  const p = check.prescription;
  const download = (
    <Button
      size="sm"
      variant="outline"
      onClick={onDownload}
      aria-label={`Download the prescription of order ${check.orderNumber}`}
    >
      Download
    </Button>
  );
  if (!p)
    return check.file ? (
      <>
        Uploaded by the pet parent <br />
        {download}
      </>
    ) : (
      'No prescription kept'
    );
  return (
    <>
      <strong>{p.number}</strong> · {p.doctor.name}, {p.doctor.qualification} · Reg.{' '}
      {p.doctor.registrationNumber} · {p.clinic}
      {p.pet ? ` · ${p.pet.name} (${[p.pet.species, p.pet.breed].filter(Boolean).join(', ')})` : ''}
      <Medicines aria-label={`Medicines of ${p.number}`}>
        {p.medicines.map((m, i) => (
          <li key={`${m.name}-${i}`} lang="">
            {m.name} {m.strength}: {m.dose}, {m.frequency}, {m.days} days
            {m.instructions ? `. ${m.instructions}` : ''}
          </li>
        ))}
      </Medicines>
      {download}
    </>
  );
}

/**
 * The pharmacist's desk (issue 53 item 2): each pharmacy line of a paid order, checked against
 * its prescription before the order ships — approved, or refused with a reason the pet parent
 * reads (the line is refunded; an order of nothing else is cancelled).
 */
export function PharmacyPage() {
  usePageTitle('Pharmacy');
  const { values, setFilters } = useFilters(['status'] as const);
  const status = (PHARMACY_CHECK_STATUSES as readonly string[]).includes(values.status)
    ? (values.status as PharmacyCheckStatus)
    : 'pending';
  const { data, error, isLoading, isValidating, mutate } = usePharmacyChecks(status);
  const { trigger, isMutating } = usePharmacyDecision();
  const { trigger: download } = useDownloadPharmacyPrescription();
  const approve = async (id: string) => {
    try {
      notify.success((await trigger({ id, decision: 'approve' })).message);
    } catch (e) {
      notify.error(problem(e, 'That did not work.'));
    }
  };
  const columns: DataTableColumn<PharmacyCheck>[] = [
    {
      id: 'order',
      header: 'Order',
      cell: (c) => (
        <>
          <strong>{c.orderNumber}</strong>
          <br />
          {when(c.createdAt)}
        </>
      ),
    },
    {
      id: 'buyer',
      header: 'Pet parent',
      cell: (c) => (
        <>
          {c.buyer.name}
          <br />
          <a href={`mailto:${c.buyer.email}`}>{c.buyer.email}</a>
        </>
      ),
    },
    {
      id: 'line',
      header: 'Line',
      cell: (c) => `${c.line.name} × ${c.line.quantity}, ${rupees(c.line.price * c.line.quantity)}`,
    },
    {
      id: 'prescription',
      header: 'Prescription',
      cell: (c) => (
        <Prescribed
          check={c}
          onDownload={() =>
            void download({ id: c._id }).catch((e: unknown) =>
              notify.error(problem(e, 'We could not download the prescription.')),
            )
          }
        />
      ),
    },
    {
      id: 'status',
      header: 'Status',
      cell: (c) => (
        <>
          <StatusBadge status={c.status} />
          {c.decidedBy && c.decidedAt ? (
            <>
              <br />
              {c.decidedBy}, {when(c.decidedAt)}
            </>
          ) : null}
          {c.reason ? (
            <>
              <br />
              Reason: {c.reason}
            </>
          ) : null}
          {c.refund ? (
            <>
              <br />
              Refunded {rupees(c.refund.amount)} ({c.refund.id}, {c.refund.status})
            </>
          ) : null}
        </>
      ),
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: (c) =>
        c.status === 'pending' ? (
          <Actions>
            <Button size="sm" disabled={isMutating} onClick={() => void approve(c._id)}>
              Approve
            </Button>
            <ConfirmAction
              label="Refuse"
              title={`Refuse the pharmacy line of order ${c.orderNumber}`}
              message={`The line is refunded to how it was paid (the whole order is cancelled when it holds nothing else), and ${c.buyer.name} is mailed your reason.`}
              confirmLabel="Refuse and refund"
              tone="danger"
              disabled={isMutating}
              fields={[
                {
                  name: 'reason',
                  label: `Reason for the pet parent (up to ${PHARMACY_REASON_MAX} characters)`,
                },
              ]}
              onConfirm={async (v) =>
                notify.success(
                  (await trigger({ id: c._id, decision: 'refuse', reason: v.reason! })).message,
                )
              }
            />
          </Actions>
        ) : null,
    },
  ];
  return (
    <>
      <PageHeader>
        <h1>Pharmacy</h1>
      </PageHeader>
      <Tabs aria-label="Pharmacy lines by status">
        {PHARMACY_CHECK_STATUSES.map((s) => (
          <li key={s}>
            <button
              type="button"
              aria-pressed={status === s}
              onClick={() => setFilters({ status: s === 'pending' ? '' : s })}
            >
              {TAB_LABELS[s]}
            </button>
          </li>
        ))}
      </Tabs>
      <DataTable
        caption={`Pharmacy lines: ${TAB_LABELS[status]}`}
        hideCaption
        columns={columns}
        rows={data?.checks ?? []}
        rowId={(c) => c._id}
        loading={isLoading || isValidating}
        error={error ? problem(error, 'We could not load the pharmacy lines.') : null}
        onRetry={() => void mutate()}
        emptyTitle={status === 'pending' ? 'Nothing to check' : 'None yet'}
        emptyDescription={
          status === 'pending'
            ? 'Every pharmacy line of a paid order waits here for a pharmacist before it ships.'
            : 'Lines appear here once a pharmacist decides.'
        }
      />
    </>
  );
}
