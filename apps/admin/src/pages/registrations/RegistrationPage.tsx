import { Link, useParams } from 'react-router-dom';
import { useApiClient } from '@petverse/api';
import { useDecideRegistration, useRegistration } from '@petverse/api/admin';
import { PROVIDER_FORM_KINDS } from '@petverse/api/contract';
import { Button, ErrorState, LoadingState, StatusBadge, notify } from '@petverse/ui';
import { ConfirmAction } from '@petverse/ui/admin';
import { PageHeader, Panel } from '../../layout/AdminLayout.styles';
import { problem, when } from '../../lib/format';
import { usePageTitle } from '../../lib/usePageTitle';
import { Facts } from '../orders/OrderPage.styles';
import { Actions } from '../orders/OrderPage.styles';

/** One registration: every answer, its documents, and the decision. */
export function RegistrationPage() {
  const { id = '' } = useParams();
  usePageTitle('Registration');
  const client = useApiClient();
  const { data, error, isLoading, mutate } = useRegistration(id);
  const { trigger } = useDecideRegistration();
  if (error)
    return (
      <ErrorState
        message={problem(error, 'We could not load this registration.')}
        onRetry={() => void mutate()}
      />
    );
  if (isLoading || !data) return <LoadingState label="Loading the registration..." />;
  const r = data.registration;
  const decide = async (
    status: 'in-review' | 'approved' | 'declined',
    note?: string,
    email?: string,
  ) => {
    const done = await trigger({ id: r._id, payload: { status, note, email } });
    await mutate(done, { revalidate: false });
    notify.success(done.message ?? 'Saved.');
  };
  const download = async (name: string, originalName: string) => {
    try {
      const res = await client.get<Blob>(`/admin/registrations/${r._id}/files/${name}`, {
        responseType: 'blob',
      });
      const href = URL.createObjectURL(res.data);
      const link = document.createElement('a');
      link.href = href;
      link.download = originalName;
      link.click();
      URL.revokeObjectURL(href);
    } catch (failure) {
      notify.error(problem(failure, 'We could not download the file.'));
    }
  };
  const open = r.status === 'new' || r.status === 'in-review';
  // A clinic, groomer, trainer, transporter or pharmacy: approving it invites it to /pro.
  const provider = r.formKey in PROVIDER_FORM_KINDS;
  return (
    <>
      <PageHeader>
        <h1>
          {r.name} <StatusBadge status={r.status} />
        </h1>
        <Link to={`/registrations?form=${r.formKey}`}>Back to {r.formTitle}</Link>
      </PageHeader>
      <Panel aria-labelledby="decision">
        <h2 id="decision">Decision</h2>
        {open ? (
          <Actions>
            {r.status === 'new' ? (
              <Button
                variant="outline"
                onClick={() =>
                  void decide('in-review').catch((e: unknown) =>
                    notify.error(problem(e, 'That did not work.')),
                  )
                }
              >
                Start review
              </Button>
            ) : null}
            <ConfirmAction
              label="Approve"
              title={`Approve ${r.name}`}
              message={
                provider
                  ? r.email
                    ? `${r.email} is invited by mail to the provider portal, to list ${r.name} and take bookings.`
                    : 'This form has no email: give the one the provider portal’s invitation goes to.'
                  : r.email
                    ? `${r.email} is told by mail.`
                    : 'This form has no email: tell them by phone.'
              }
              variant="primary"
              fields={[
                ...(provider && !r.email
                  ? [{ name: 'email', label: 'Contact email (the invitation goes there)' }]
                  : []),
                { name: 'note', label: 'Note to them (optional)', required: false },
              ]}
              onConfirm={(v) => decide('approved', v.note || undefined, v.email || undefined)}
            />
            <ConfirmAction
              label="Decline"
              title={`Decline ${r.name}`}
              message={
                r.email
                  ? `${r.email} is told by mail, with your note.`
                  : 'This form has no email: tell them by phone.'
              }
              tone="danger"
              fields={[{ name: 'note', label: 'Why (sent to them)' }]}
              onConfirm={(v) => decide('declined', v.note)}
            />
          </Actions>
        ) : (
          <p>
            {r.status === 'approved' ? 'Approved' : 'Declined'} by {r.decidedBy} on{' '}
            {when(r.decidedAt ?? '')}.{r.note ? ` Note: ${r.note}` : ''}
          </p>
        )}
      </Panel>
      <Panel aria-labelledby="answers">
        <h2 id="answers">{r.formTitle}</h2>
        <Facts>
          <dt>Sent</dt>
          <dd>{when(r.createdAt)}</dd>
          <dt>Came from</dt>
          <dd>{r.partnerOrigin ?? 'Our site'}</dd>
          {r.answers.map((a) => (
            <div key={a.label} style={{ display: 'contents' }}>
              <dt>{a.label}</dt>
              <dd>{a.value || '—'}</dd>
            </div>
          ))}
        </Facts>
      </Panel>
      {Object.keys(r.hidden).length ? (
        <Panel aria-labelledby="hidden">
          <h2 id="hidden">Sent by the partner&rsquo;s page</h2>
          <Facts>
            {Object.entries(r.hidden).map(([name, value]) => (
              <div key={name} style={{ display: 'contents' }}>
                <dt>{name}</dt>
                <dd>{value || '—'}</dd>
              </div>
            ))}
          </Facts>
        </Panel>
      ) : null}
      {r.files.length ? (
        <Panel aria-labelledby="files">
          <h2 id="files">Documents</h2>
          <ul>
            {r.files.map((f) => (
              <li key={f.name}>
                {f.label}:{' '}
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => void download(f.name, f.originalName)}
                >
                  {f.originalName} ({Math.ceil(f.size / 1024)} KB)
                </Button>
              </li>
            ))}
          </ul>
        </Panel>
      ) : null}
    </>
  );
}
