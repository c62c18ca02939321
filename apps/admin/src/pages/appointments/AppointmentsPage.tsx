import { useAppointmentAction, useAppointments } from '@petverse/api/admin';
import { todayInIndia, type AdminAppointment } from '@petverse/api/contract';
import { Button, StatusBadge, notify } from '@petverse/ui';
import { ConfirmAction, DataTable, FilterBar, type DataTableColumn } from '@petverse/ui/admin';
import { PageHeader } from '../../layout/AdminLayout.styles';
import { clock, day, problem } from '../../lib/format';
import { useFilters } from '../../lib/useFilters';
import { usePageTitle } from '../../lib/usePageTitle';
import { Actions } from '../orders/OrderPage.styles';
import { Tabs } from '../orders/OrdersPage.styles';

const FILTERS = ['from', 'view', 'kind', 'provider'] as const;
const LIVE = ['pending', 'confirmed', 'booked'];
const shift = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The grooming centres' and doctors' days or weeks: who comes when, with what. */
export function AppointmentsPage() {
  usePageTitle('Appointments');
  const { values, setFilters } = useFilters(FILTERS);
  const today = todayInIndia();
  const from = values.from || today;
  const days = values.view === 'week' ? 7 : 1;
  const { data, error, isLoading, isValidating, mutate } = useAppointments({
    from,
    days,
    kind: (values.kind || undefined) as AdminAppointment['kind'] | undefined,
    provider: values.provider || undefined,
  });
  const { trigger, isMutating } = useAppointmentAction();
  const run = async (action: Parameters<typeof trigger>[0]) => {
    const done = await trigger(action);
    notify.success(done.message);
  };
  const columns: DataTableColumn<AdminAppointment>[] = [
    {
      id: 'when',
      header: 'When',
      cell: (a) => `${days > 1 ? `${day(a.date)}, ` : ''}${clock(a.time)}`,
    },
    { id: 'where', header: 'With', cell: (a) => a.provider.name },
    { id: 'what', header: 'Service', cell: (a) => a.service },
    { id: 'pet', header: 'Pet', cell: (a) => a.pet },
    {
      id: 'owner',
      header: 'Owner',
      cell: (a) => (
        <>
          {a.owner.name}
          <br />
          <a href={`tel:${a.owner.phone}`}>{a.owner.phone}</a>
        </>
      ),
    },
    { id: 'status', header: 'Status', cell: (a) => <StatusBadge status={a.status} /> },
    {
      id: 'actions',
      header: 'Actions',
      cell: (a) =>
        LIVE.includes(a.status) ? (
          <Actions>
            {a.date <= today ? (
              <>
                <Button
                  size="sm"
                  disabled={isMutating}
                  onClick={() =>
                    void run({ kind: a.kind, id: a._id, status: { status: 'completed' } }).catch(
                      (e: unknown) => notify.error(problem(e, 'That did not work.')),
                    )
                  }
                >
                  Done
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={isMutating}
                  onClick={() =>
                    void run({ kind: a.kind, id: a._id, status: { status: 'no-show' } }).catch(
                      (e: unknown) => notify.error(problem(e, 'That did not work.')),
                    )
                  }
                >
                  No-show
                </Button>
              </>
            ) : null}
            {a.reschedulable ? (
              <ConfirmAction
                label="Move"
                title={`Move ${a.pet}'s appointment`}
                message="At least 24 hours from now and at most 90 days ahead, as for the pet parent, who sees the new time at once."
                fields={[
                  { name: 'date', label: 'New date (YYYY-MM-DD)', placeholder: shift(today, 2) },
                  { name: 'time', label: 'New time (HH:MM, 24 hours)', placeholder: '10:30' },
                ]}
                onConfirm={(v) =>
                  run({ kind: a.kind, id: a._id, move: { date: v.date!, time: v.time! } })
                }
              />
            ) : null}
          </Actions>
        ) : null,
    },
  ];
  return (
    <>
      <PageHeader>
        <h1>Appointments</h1>
        <Actions>
          <Button
            variant="outline"
            onClick={() => setFilters({ ...values, from: shift(from, -days) })}
          >
            {days > 1 ? 'Previous week' : 'Previous day'}
          </Button>
          <Button variant="outline" onClick={() => setFilters({ ...values, from: today })}>
            Today
          </Button>
          <Button
            variant="outline"
            onClick={() => setFilters({ ...values, from: shift(from, days) })}
          >
            {days > 1 ? 'Next week' : 'Next day'}
          </Button>
        </Actions>
      </PageHeader>
      <Tabs aria-label="Day or week">
        {[
          ['', 'Day'],
          ['week', 'Week'],
        ].map(([view, label]) => (
          <li key={label}>
            <button
              type="button"
              aria-pressed={values.view === view}
              onClick={() => setFilters({ ...values, view })}
            >
              {label}
            </button>
          </li>
        ))}
      </Tabs>
      <FilterBar
        label="Filter appointments"
        values={values}
        onChange={(next) => setFilters({ ...next, view: values.view })}
        fields={[
          { name: 'from', label: days > 1 ? 'Week from' : 'Day', type: 'date' },
          {
            name: 'kind',
            label: 'Kind',
            type: 'select',
            options: [
              { value: 'grooming', label: 'Grooming' },
              { value: 'consultation', label: 'Vet consultations' },
            ],
          },
          {
            name: 'provider',
            label: 'Centre or doctor',
            type: 'select',
            options: (data?.providers ?? [])
              .filter((p) => !values.kind || p.kind === values.kind)
              .map((p) => ({ value: p._id, label: p.name })),
          },
        ]}
        summary={`${days > 1 ? `${day(from)} to ${day(shift(from, 6))}` : day(from)}: ${data ? data.appointments.length : '…'} appointments`}
      />
      <DataTable
        caption={days > 1 ? 'Appointments this week' : 'Appointments this day'}
        hideCaption
        columns={columns}
        rows={data?.appointments ?? []}
        rowId={(a) => `${a.kind}-${a._id}`}
        loading={isLoading || isValidating}
        error={error ? problem(error, 'We could not load the appointments.') : null}
        onRetry={() => void mutate()}
        emptyTitle="No appointments"
        emptyDescription="Nobody is booked for these days."
      />
    </>
  );
}
