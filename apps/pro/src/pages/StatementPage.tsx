import { useId, useState } from 'react';
import { styled } from 'styled-components';
import { toApiError } from '@petverse/api';
import { useDownloadProStatement, useProStatement, type StatementFile } from '@petverse/api/pro';
import {
  COMMISSION_GST_RATE,
  formatMonth,
  monthInIndia,
  recentMonths,
  todayInIndia,
  type ProviderStatement,
} from '@petverse/api/contract';
import {
  Button,
  EmptyState,
  ErrorState,
  LoadingState,
  Select,
  color,
  formatRupees,
  notify,
  useLocale,
  useT,
} from '@petverse/ui';
import { usePageTitle } from '../lib/usePageTitle';
import { useDayName } from '../lib/useDayName';
import { clockAt } from './bookingTimes';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: flex-end;
  margin-bottom: 16px;
  h1 {
    flex-basis: 100%;
    margin: 0;
    font-size: 1.4rem;
  }
  > [data-ui='Select'] {
    flex: 1 1 180px;
    max-width: 260px;
  }
`;

const Files = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const Totals = styled.dl`
  display: grid;
  grid-template-columns: 1fr max-content;
  gap: 6px 12px;
  margin: 0 0 12px;
  padding: 14px 16px;
  background: ${color('surface')};
  border: 1px solid ${color('border')};
  border-radius: ${({ theme }) => theme.radii.lg};
  dt {
    color: ${color('textMuted')};
  }
  dd {
    margin: 0;
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
  [data-part='net'] {
    color: ${color('text')};
    font-weight: 700;
  }
`;

const Section = styled.section`
  h2 {
    margin: 0 0 8px;
    font-size: 1.1rem;
  }
`;

const Note = styled.p`
  margin: 0 0 16px;
  color: ${color('textMuted')};
  font-size: 0.9rem;
`;

/** The bookings' table scrolls inside its own named region on a narrow phone, never the page. */
const TableRegion = styled.div`
  overflow-x: auto;
  border: 1px solid ${color('border')};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${color('surface')};
  &:focus-visible {
    outline: 2px solid ${color('focus')};
    outline-offset: 2px;
  }
  table {
    width: 100%;
    border-collapse: collapse;
  }
  caption {
    padding: 10px 12px;
    text-align: start;
    font-weight: 700;
  }
  th,
  td {
    padding: 8px 12px;
    border-top: 1px solid ${color('border')};
    text-align: start;
    vertical-align: top;
  }
  td:last-child,
  th:last-child {
    text-align: end;
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
`;

/** The provider's month: its done bookings, what they earned, and the files to keep. */
export function StatementPage({ now = new Date() }: { now?: Date }) {
  usePageTitle('Statement');
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const thisMonth = monthInIndia(now);
  const [month, setMonth] = useState(thisMonth);
  const statement = useProStatement(month);
  const download = useDownloadProStatement();
  const [fetching, setFetching] = useState<StatementFile | null>(null);
  const nameOf = (m: string) => formatMonth(m, locale);

  const save = async (format: StatementFile) => {
    setFetching(format);
    try {
      await download.trigger({ month, format });
    } catch (error) {
      notify.error(
        t(toApiError(error).messageOr('We could not download the statement. Please try again.')),
      );
    } finally {
      setFetching(null);
    }
  };
  // The month's answer, not the last month's kept while the new one loads.
  const shown = statement.data?.month === month ? statement.data : undefined;

  return (
    <>
      <Toolbar>
        <h1>{t('Statement')}</h1>
        <Select
          id={`${id}-month`}
          label={t('Month')}
          value={month}
          onChange={(e) => setMonth(e.target.value)}
          options={recentMonths(thisMonth).map((m) => ({ value: m, label: nameOf(m) }))}
        />
        <Files>
          <Button variant="secondary" loading={fetching === 'csv'} onClick={() => void save('csv')}>
            {t('Download CSV')}
          </Button>
          <Button variant="secondary" loading={fetching === 'pdf'} onClick={() => void save('pdf')}>
            {t('Download PDF')}
          </Button>
        </Files>
      </Toolbar>
      <Note>
        {t(
          'No money moves through Petverse yet: the partnerships team pays what is payable by bank transfer and records it here.',
        )}
      </Note>
      {statement.error && !shown ? (
        <ErrorState
          message={t(toApiError(statement.error).messageOr('We could not load your statement.'))}
          onRetry={() => void statement.mutate()}
        />
      ) : !shown ? (
        <LoadingState label={t('Loading your statement...')} />
      ) : (
        <Month statement={shown} name={nameOf(month)} />
      )}
    </>
  );
}

/** A month's figures and its done bookings. */
function Month({ statement: s, name }: { statement: ProviderStatement; name: string }) {
  const t = useT();
  const dayName = useDayName();
  const captionId = useId();
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>{name}</h2>
      <Totals>
        <dt>{t('Bookings done')}</dt>
        <dd>{s.bookings.length}</dd>
        <dt>{t('Paid by pet parents')}</dt>
        <dd>{formatRupees(s.gross)}</dd>
        <dt>{t('Commission ({percent}%)', { percent: s.commissionPercent })}</dt>
        <dd>− {formatRupees(s.commission)}</dd>
        <dt>{t('GST on commission ({percent}%)', { percent: COMMISSION_GST_RATE })}</dt>
        <dd>− {formatRupees(s.gstOnCommission)}</dd>
        <dt data-part="net">{t('Net payable')}</dt>
        <dd data-part="net">{formatRupees(s.net)}</dd>
        <dt>{t('Payout')}</dt>
        <dd>
          {s.payout
            ? t('Paid on {date}, bank reference {reference}', {
                date: dayName(todayInIndia(new Date(s.payout.paidAt))),
                reference: s.payout.bankReference,
              })
            : t('Not paid yet')}
        </dd>
      </Totals>
      {s.bookings.length === 0 ? (
        <EmptyState
          title="No bookings done in this month"
          description="A booking counts here once you mark it done."
        />
      ) : (
        <TableRegion role="region" aria-labelledby={captionId} tabIndex={0}>
          <table>
            <caption id={captionId}>{t('Done bookings in {month}', { month: name })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('When')}</th>
                <th scope="col">{t('Service')}</th>
                <th scope="col">{t('Price')}</th>
              </tr>
            </thead>
            <tbody>
              {s.bookings.map((b) => (
                <tr key={b.id}>
                  <td>
                    {dayName(b.start.slice(0, 10))}, {clockAt(b.start)}
                  </td>
                  <td>{b.service}</td>
                  <td>{formatRupees(b.price)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
      )}
    </Section>
  );
}
