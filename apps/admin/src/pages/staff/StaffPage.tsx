import {
  useInviteStaff,
  useStaffSession,
  useStaffList,
  useUpdateStaff,
  useWithdrawInvitation,
} from '@petverse/api/admin';
import {
  ROLE_DESCRIPTIONS,
  STAFF_ROLES,
  type StaffMember,
  type StaffRole,
} from '@petverse/api/contract';
import { Button, Select, StatusBadge, VisuallyHidden, notify } from '@petverse/ui';
import { ConfirmAction, DataTable, type DataTableColumn } from '@petverse/ui/admin';
import { PageHeader, Panel } from '../../layout/AdminLayout.styles';
import { AdminForm } from '../../lib/AdminForm';
import { day, problem, when } from '../../lib/format';
import { usePageTitle } from '../../lib/usePageTitle';
import { inviteDefaults, inviteForm, invitationOf } from './inviteForm';
import { Roles } from './StaffPage.styles';

const ROLE_OPTIONS = STAFF_ROLES.map((value) => ({ value, label: value }));

/** The team: who has which role, invitations by mail, role changes and disabling (owners). */
export function StaffPage() {
  usePageTitle('Staff');
  const me = useStaffSession().staff;
  const { data, error, isLoading, mutate } = useStaffList();
  const invite = useInviteStaff();
  const update = useUpdateStaff();
  const withdraw = useWithdrawInvitation();
  const change = async (member: StaffMember, payload: { role?: StaffRole; disabled?: boolean }) => {
    try {
      const done = await update.trigger({ id: member._id, payload });
      notify.success(done.message);
    } catch (e) {
      notify.error(problem(e, 'That did not work.'));
      void mutate();
    }
  };
  const columns: DataTableColumn<StaffMember>[] = [
    {
      id: 'name',
      header: 'Name',
      cell: (m) => (
        <>
          {m.name}
          {m._id === me?._id ? ' (you)' : ''}
          <br />
          <small>{m.email}</small>
        </>
      ),
    },
    {
      id: 'role',
      header: 'Role',
      cell: (m) => (
        <Select
          id={`role-${m._id}`}
          label={<VisuallyHidden>Role of {m.name}</VisuallyHidden>}
          options={ROLE_OPTIONS}
          value={m.role}
          disabled={update.isMutating}
          onChange={(event) => void change(m, { role: event.target.value as StaffRole })}
        />
      ),
    },
    { id: 'since', header: 'Joined', cell: (m) => day(m.createdAt) },
    {
      id: 'state',
      header: 'Access',
      cell: (m) =>
        m.disabledAt ? <StatusBadge status="disabled" /> : <StatusBadge status="active" />,
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: (m) =>
        m.disabledAt ? (
          <Button size="sm" variant="outline" onClick={() => void change(m, { disabled: false })}>
            Enable
          </Button>
        ) : (
          <ConfirmAction
            label="Disable"
            title={`Disable ${m.name}`}
            message="Their sessions end at once and they can no longer sign in. Their past actions stay on the audit log."
            tone="danger"
            onConfirm={async () => {
              const done = await update.trigger({ id: m._id, payload: { disabled: true } });
              notify.success(done.message);
            }}
          />
        ),
    },
  ];
  return (
    <>
      <PageHeader>
        <h1>Staff</h1>
      </PageHeader>
      <Panel aria-labelledby="invite">
        <h2 id="invite">Invite someone</h2>
        <AdminForm
          definition={inviteForm}
          initialValues={inviteDefaults}
          call={(values) => invite.trigger(invitationOf(values))}
        />
      </Panel>
      <DataTable
        caption="The team"
        columns={columns}
        rows={data?.staff ?? []}
        rowId={(m) => m._id}
        loading={isLoading}
        error={error ? problem(error, 'We could not load the staff.') : null}
        onRetry={() => void mutate()}
      />
      {data?.invitations.length ? (
        <Panel aria-labelledby="waiting">
          <h2 id="waiting">Invitations not yet accepted</h2>
          <ul>
            {data.invitations.map((i) => (
              <li key={i.id}>
                {i.name ? `${i.name}, ` : ''}
                {i.email} as {i.role}: sent {when(i.createdAt)}, works until {when(i.expiresAt)}{' '}
                <ConfirmAction
                  label="Withdraw"
                  title={`Withdraw the invitation to ${i.email}`}
                  message="Its link stops working at once. You can invite them again later."
                  tone="danger"
                  onConfirm={async () => {
                    await withdraw.trigger(i.id);
                    notify.success(`The invitation to ${i.email} is withdrawn.`);
                  }}
                />
              </li>
            ))}
          </ul>
        </Panel>
      ) : null}
      <Panel aria-labelledby="roles">
        <h2 id="roles">What each role may do</h2>
        <Roles>
          {STAFF_ROLES.map((r) => (
            <div key={r}>
              <dt>{r}</dt>
              <dd>{ROLE_DESCRIPTIONS[r]}</dd>
            </div>
          ))}
        </Roles>
      </Panel>
    </>
  );
}
