import { usePartnerDeliveries, usePartnerDelivery, usePartners } from '@petverse/api/admin';
import type { PartnerDelivery, PartnerSite } from '@petverse/api/contract';
import {
  Button,
  EmptyState,
  ErrorState,
  LoadingState,
  Select,
  StatusBadge,
  notify,
} from '@petverse/ui';
import { DataTable, type DataTableColumn } from '@petverse/ui/admin';
import { PageHeader, Panel } from '../../layout/AdminLayout.styles';
import { count, problem, when } from '../../lib/format';
import { useFilters } from '../../lib/useFilters';
import { usePageTitle } from '../../lib/usePageTitle';

const EVENT_NAMES: Record<PartnerDelivery['event'], string> = {
  'registration.submitted': 'Registration',
  'webhook.test': 'Test event',
};

/** The partner's last answer, in words: its status code, or why there was none. */
const answerOf = (d: PartnerDelivery) =>
  d.attempts === 0
    ? 'Not tried yet'
    : d.lastStatusCode !== null
      ? `HTTP ${d.lastStatusCode}`
      : (d.lastError ?? 'No answer');

/** The deliveries of one partner's webhook, with resend, and a test event. */
function PartnerDeliveries({ partner }: { partner: PartnerSite }) {
  const { data, error, isLoading, mutate } = usePartnerDeliveries(partner.origin);
  const send = usePartnerDelivery();
  const act = async (action: Parameters<typeof send.trigger>[0]) => {
    try {
      notify.success((await send.trigger(action)).message);
    } catch (e) {
      notify.error(problem(e, 'We could not send it. Please try again.'));
    }
  };
  const columns: DataTableColumn<PartnerDelivery>[] = [
    { id: 'event', header: 'Event', cell: (d) => EVENT_NAMES[d.event] },
    { id: 'id', header: 'webhook-id', cell: (d) => <code>{d._id}</code> },
    { id: 'time', header: 'Time', cell: (d) => when(d.createdAt) },
    {
      id: 'status',
      header: 'Status',
      cell: (d) => <StatusBadge status={d.status} />,
    },
    { id: 'answer', header: 'Last answer', cell: answerOf },
    { id: 'attempts', header: 'Attempts', cell: (d) => count(d.attempts), align: 'end' },
    {
      id: 'next',
      header: 'Next retry',
      cell: (d) => (d.nextAttemptAt ? when(d.nextAttemptAt) : '—'),
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: (d) => (
        <Button
          size="sm"
          variant="secondary"
          disabled={!partner.webhookUrl || send.isMutating}
          aria-label={`Resend ${d._id}`}
          onClick={() => void act({ kind: 'resend', id: d._id })}
        >
          Resend
        </Button>
      ),
    },
  ];
  return (
    <>
      <Panel aria-labelledby="partner-webhook">
        <h2 id="partner-webhook">Webhook of {partner.origin}</h2>
        {partner.webhookUrl ? (
          <p>
            Deliveries go to <code>{partner.webhookUrl}</code>.
          </p>
        ) : (
          <p>This partner has no webhook: the operator sets one in PARTNER_WEBHOOKS.</p>
        )}
        <Button
          variant="secondary"
          disabled={!partner.webhookUrl}
          loading={send.isMutating}
          onClick={() => void act({ kind: 'test', origin: partner.origin })}
        >
          Send a test event
        </Button>
      </Panel>
      <DataTable
        caption={`Deliveries to ${partner.origin}, newest first`}
        columns={columns}
        rows={data?.deliveries ?? []}
        rowId={(d) => d._id}
        loading={isLoading}
        error={error ? problem(error, 'We could not load the deliveries.') : null}
        onRetry={() => void mutate()}
        emptyTitle="No deliveries yet"
        emptyDescription="Registrations sent from this partner’s pages show here. Send a test event to try its webhook."
      />
    </>
  );
}

/**
 * The partner sites (issue 58 item 9): each one's webhook deliveries — event, id, time, the
 * partner's answer, attempts and the next retry — with resend and a test event.
 */
export function PartnersPage() {
  usePageTitle('Partner sites');
  const { values, setFilters } = useFilters(['partner'] as const);
  const { data, error, isLoading, mutate } = usePartners();
  const partners = data?.partners ?? [];
  const chosen =
    partners.find((p) => p.origin === values.partner) ??
    partners.find((p) => p.webhookUrl) ??
    partners[0];
  return (
    <>
      <PageHeader>
        <h1>Partner sites</h1>
      </PageHeader>
      {isLoading ? (
        <LoadingState label="Loading the partner sites..." />
      ) : error ? (
        <ErrorState
          message={problem(error, 'We could not load the partner sites.')}
          onRetry={() => void mutate()}
        />
      ) : !chosen ? (
        <EmptyState
          title="No partner sites yet"
          description="The operator lists them in PARTNER_ORIGINS; their webhooks in PARTNER_WEBHOOKS."
        />
      ) : (
        <>
          <Select
            id="partner"
            label="Partner site"
            value={chosen.origin}
            options={partners.map((p) => ({ value: p.origin, lang: 'en' }))}
            onChange={(event) => setFilters({ partner: event.target.value })}
          />
          <PartnerDeliveries key={chosen.origin} partner={chosen} />
        </>
      )}
    </>
  );
}
