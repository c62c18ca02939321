import { useId, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useAdminProviders, useInviteProviderOwner, useUpdateProvider } from '@petverse/api/admin';
import type { AdminProvider } from '@petverse/api/contract';
import {
  Button,
  EmptyState,
  ErrorState,
  LoadingState,
  StatusBadge,
  TextInput,
  notify,
} from '@petverse/ui';
import { ConfirmAction } from '@petverse/ui/admin';
import { PageHeader, Panel } from '../../layout/AdminLayout.styles';
import { day, problem } from '../../lib/format';
import { usePageTitle } from '../../lib/usePageTitle';
import { Actions, Facts, Grid } from '../orders/OrderPage.styles';
import { NoMoneyMoves } from './NoMoneyMoves';
import { ProviderStatementPanel } from './ProviderStatementPanel';
import { KIND_NAMES } from './providerNames';

/** One provider: who runs it, its status (suspend, reinstate), its commission and statements. */
export function ProviderPage({ now }: { now?: Date }) {
  const { id = '' } = useParams();
  usePageTitle('Provider');
  const { data, error, isLoading, mutate } = useAdminProviders();
  if (error && !data)
    return (
      <ErrorState
        message={problem(error, 'We could not load this provider.')}
        onRetry={() => void mutate()}
      />
    );
  if (isLoading || !data) return <LoadingState label="Loading the provider..." />;
  const provider = data.providers.find((p) => p.id === id);
  if (!provider)
    return (
      <EmptyState
        title="There is no such provider"
        description={<Link to="/providers">See every provider</Link>}
      />
    );
  return (
    <>
      <PageHeader>
        <h1>
          {provider.name} <StatusBadge status={provider.status} />
        </h1>
        <Link to="/providers">All providers</Link>
      </PageHeader>
      <NoMoneyMoves />
      <Grid>
        <AccountPanel provider={provider} />
        <CommissionPanel key={provider.commissionPercent} provider={provider} />
        {provider.owner ? null : <OwnerInvitationPanel provider={provider} />}
      </Grid>
      <ProviderStatementPanel provider={provider} now={now} />
    </>
  );
}

/** Who runs the provider, and suspending or reinstating it (confirmed first). */
function AccountPanel({ provider: p }: { provider: AdminProvider }) {
  const { trigger } = useUpdateProvider();
  const change = async (status: 'active' | 'suspended') => {
    // The dialog shows what the server said when it refuses (a provider with no owner yet).
    const { message } = await trigger({ id: p.id, change: { status } }).catch((failure) => {
      throw new Error(problem(failure, 'We could not change the provider’s status.'));
    });
    notify.success(message);
  };
  return (
    <Panel aria-labelledby="account">
      <h2 id="account">Account</h2>
      <Facts>
        <dt>Kind</dt>
        <dd>{KIND_NAMES[p.kind]}</dd>
        <dt>City</dt>
        <dd>{p.city || '—'}</dd>
        <dt>Owner</dt>
        <dd>
          {p.owner ??
            (p.demo
              ? 'No owner: a demo provider of the seed, listed and bookable'
              : 'No owner yet: the invitation is not accepted')}
        </dd>
        <dt>Since</dt>
        <dd>{day(p.createdAt)}</dd>
      </Facts>
      <Actions>
        {p.status === 'active' ? (
          <ConfirmAction
            label="Suspend"
            title={`Suspend ${p.name}`}
            message={`${p.name} disappears from every list and cannot be booked until it is reinstated. Bookings already paid for stay as they are.`}
            tone="danger"
            onConfirm={() => change('suspended')}
          />
        ) : p.status === 'suspended' ? (
          <ConfirmAction
            label="Reinstate"
            title={`Reinstate ${p.name}`}
            message={`${p.name} is listed again and pet parents can book it.`}
            onConfirm={() => change('active')}
          />
        ) : (
          <p>Listed once its owner accepts the invitation.</p>
        )}
      </Actions>
    </Panel>
  );
}

/** The platform's commission on this provider's done bookings, 0 to 50 %. */
function CommissionPanel({ provider: p }: { provider: AdminProvider }) {
  const id = useId();
  const { trigger, isMutating } = useUpdateProvider();
  const [value, setValue] = useState(String(p.commissionPercent));
  const [fault, setFault] = useState<string>();
  const save = async (event: FormEvent) => {
    event.preventDefault();
    const percent = Number(value);
    if (value.trim() === '' || !Number.isFinite(percent) || percent < 0 || percent > 50) {
      setFault('Give a percentage from 0 to 50.');
      return;
    }
    try {
      const { message } = await trigger({ id: p.id, change: { commissionPercent: percent } });
      notify.success(message);
    } catch (failure) {
      setFault(problem(failure, 'We could not save the commission.'));
    }
  };
  return (
    <Panel aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Commission</h2>
      <form onSubmit={(event) => void save(event)} noValidate>
        <Actions>
          <TextInput
            id={`${id}-percent`}
            label="Commission (%)"
            hint="Of what pet parents pay for its done bookings; 18 % GST is added on it."
            type="number"
            inputMode="decimal"
            min={0}
            max={50}
            step={0.01}
            value={value}
            error={fault}
            onChange={(event) => {
              setValue(event.target.value);
              setFault(undefined);
            }}
          />
          <Button type="submit" loading={isMutating}>
            Save commission
          </Button>
        </Actions>
      </form>
    </Panel>
  );
}

/** A provider with no owner (a demo provider, or a lapsed invitation): invite one by mail. */
function OwnerInvitationPanel({ provider: p }: { provider: AdminProvider }) {
  const id = useId();
  const { trigger, isMutating } = useInviteProviderOwner();
  const [email, setEmail] = useState('');
  const [fault, setFault] = useState<string>();
  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) {
      setFault('Give the email address of the person who runs it.');
      return;
    }
    try {
      const { message } = await trigger({ id: p.id, email: email.trim() });
      notify.success(message);
      setEmail('');
    } catch (failure) {
      setFault(problem(failure, 'We could not send the invitation.'));
    }
  };
  return (
    <Panel aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Invite an owner</h2>
      <p>
        They get a one-time link to the provider portal (7 days) and run {p.name} from then on:
        hours, listing, team and bookings.
      </p>
      <form onSubmit={(event) => void send(event)} noValidate>
        <Actions>
          <TextInput
            id={`${id}-email`}
            label="Owner’s email"
            type="email"
            autoComplete="off"
            value={email}
            error={fault}
            onChange={(event) => {
              setEmail(event.target.value);
              setFault(undefined);
            }}
          />
          <Button type="submit" loading={isMutating}>
            Send invitation
          </Button>
        </Actions>
      </form>
    </Panel>
  );
}
