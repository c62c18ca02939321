import { useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { toApiError } from '@petverse/api';
import {
  useChangeTeamMember,
  useInviteToTeam,
  useProSession,
  useTeam,
  useWithdrawTeamInvitation,
} from '@petverse/api/pro';
import {
  PROVIDER_ROLES,
  todayInIndia,
  type ProviderRole,
  type TeamMember,
  type TeamMemberChange,
} from '@petverse/api/contract';
import {
  Button,
  ConfirmDialog,
  EmptyState,
  ErrorState,
  LoadingState,
  Select,
  StatusBadge,
  TextInput,
  color,
  notify,
  useT,
} from '@petverse/ui';
import { useDayName } from '../lib/useDayName';
import { usePageTitle } from '../lib/usePageTitle';
import { Heading, Row, Section } from './EditorFrame';

const ROLE_WORDS: Record<ProviderRole, string> = { owner: 'Owner', member: 'Member' };

const People = styled.ul`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Person = styled.li`
  display: grid;
  gap: 8px;
  padding: 12px;
  border: 1px solid ${color('border')};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow-wrap: anywhere;
  strong {
    font-size: 1.05rem;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

/** What the owner is asked to confirm: disabling an account signs it out at once. */
interface Pending {
  member: TeamMember;
  change: TeamMemberChange;
}

/**
 * The provider's team (issue 52 item 1): everyone sees who is on it; the owner invites people by
 * mail (a clinic's doctors, a groomer's staff), withdraws an invitation, changes a role, and
 * disables or enables an account.
 */
export function TeamPage() {
  usePageTitle('Team');
  const t = useT();
  const dayName = useDayName();
  const { me } = useProSession();
  const owner = me?.member.role === 'owner';
  const team = useTeam();
  const invite = useInviteToTeam();
  const withdraw = useWithdrawTeamInvitation();
  const change = useChangeTeamMember();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<ProviderRole>('member');
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);

  if (team.error && !team.data)
    return (
      <ErrorState
        message={t(toApiError(team.error).messageOr('We could not load your team.'))}
        onRetry={() => void team.mutate()}
      />
    );
  if (!team.data) return <LoadingState label={t('Loading your team...')} />;
  const { members, invitations } = team.data;

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    try {
      await invite.trigger({ email: email.trim(), role });
      notify.success(t('Invitation sent to {email}.', { email: email.trim() }));
      setEmail('');
    } catch (error) {
      setProblem(toApiError(error).messageOr('We could not send the invitation.'));
    }
  };
  const apply = async ({ member, change: body }: Pending) => {
    try {
      await change.trigger({ id: member.id, ...body });
      notify.success(t('Team member updated.'));
    } catch (error) {
      notify.error(t(toApiError(error).messageOr('That did not work. Please try again.')));
      void team.mutate();
    } finally {
      setPending(null);
    }
  };
  const drop = async (id: string) => {
    try {
      await withdraw.trigger(id);
      notify.success(t('Invitation withdrawn: its link no longer works.'));
    } catch (error) {
      notify.error(t(toApiError(error).messageOr('That did not work. Please try again.')));
      void team.mutate();
    }
  };

  return (
    <div>
      <Heading>{t('Team')}</Heading>
      {!owner ? <p>{t('Only your team’s owner can invite people or change the team.')}</p> : null}
      <Section aria-labelledby="members-title">
        <h2 id="members-title">{t('People on your team')}</h2>
        <People>
          {members.map((member) => (
            <Person key={member.id} aria-label={member.name}>
              <strong>
                {member.name}
                {member.you ? ` ${t('(you)')}` : ''}
              </strong>
              <span>{member.email}</span>
              <Actions>
                <StatusBadge status={member.role} text={ROLE_WORDS[member.role]} />
                {member.disabled ? <StatusBadge status="disabled" text="Disabled" /> : null}
              </Actions>
              {owner && !member.you ? (
                <Actions>
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={change.isMutating}
                    onClick={() =>
                      void apply({
                        member,
                        change: { role: member.role === 'owner' ? 'member' : 'owner' },
                      })
                    }
                  >
                    {member.role === 'owner' ? t('Make member') : t('Make owner')}
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={change.isMutating}
                    onClick={() =>
                      member.disabled
                        ? void apply({ member, change: { disabled: false } })
                        : setPending({ member, change: { disabled: true } })
                    }
                  >
                    {member.disabled ? t('Enable') : t('Disable')}
                  </Button>
                </Actions>
              ) : null}
            </Person>
          ))}
        </People>
      </Section>
      <Section aria-labelledby="invitations-title">
        <h2 id="invitations-title">{t('Invitations')}</h2>
        {invitations.length === 0 ? (
          <EmptyState title={t('No open invitations.')} />
        ) : (
          <People>
            {invitations.map((invitation) => (
              <Person key={invitation.id} aria-label={invitation.email}>
                <strong>{invitation.email}</strong>
                <span>
                  {t('{role}, until {date}', {
                    role: t(ROLE_WORDS[invitation.role]),
                    date: dayName(todayInIndia(new Date(invitation.expiresAt))),
                  })}
                </span>
                {owner ? (
                  <Actions>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={t('Withdraw the invitation to {email}', {
                        email: invitation.email,
                      })}
                      disabled={withdraw.isMutating}
                      onClick={() => void drop(invitation.id)}
                    >
                      {t('Withdraw')}
                    </Button>
                  </Actions>
                ) : null}
              </Person>
            ))}
          </People>
        )}
      </Section>
      {owner ? (
        <Section aria-labelledby="invite-title">
          <h2 id="invite-title">{t('Invite someone')}</h2>
          <p>{t('They get a link by mail that works once, for 7 days.')}</p>
          <form onSubmit={(event) => void send(event)} aria-labelledby="invite-title">
            <Row>
              <TextInput
                id="invite-email"
                type="email"
                label={t('Email')}
                autoComplete="off"
                required
                value={email}
                onChange={(event) => setEmail(event.target.value)}
              />
              <Select
                id="invite-role"
                label={t('Role')}
                value={role}
                options={PROVIDER_ROLES.map((value) => ({ value, label: ROLE_WORDS[value] }))}
                onChange={(event) => setRole(event.target.value as ProviderRole)}
              />
            </Row>
            {problem ? <p role="alert">{t(problem)}</p> : null}
            <Button type="submit" loading={invite.isMutating} fullWidth>
              {t('Send invitation')}
            </Button>
          </form>
        </Section>
      ) : null}
      <ConfirmDialog
        open={pending !== null}
        title={t('Disable this account?')}
        message={t('{name} is signed out at once and cannot sign in until you enable them.', {
          name: pending?.member.name ?? '',
        })}
        confirmLabel={t('Disable')}
        confirming={change.isMutating}
        onConfirm={() => pending && void apply(pending)}
        onCancel={() => setPending(null)}
      />
    </div>
  );
}
