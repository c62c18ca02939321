import { useParams } from 'react-router-dom';
import { useApiClient, useSharedPetRecord } from '@petverse/api';
import { sharedRecordPdfPath } from '@petverse/api/contract';
import { ErrorState, LoadingState, formatIndiaDate, useLocale, useT } from '@petverse/ui';
import { failureMessage } from '../../lib/notifyFailure';
import { RecordView } from './RecordView';
import { Sections } from './petRecord.styles';

/** A pet's health record opened from its share link: read-only, no session needed. */
export default function SharedRecordPage() {
  const t = useT();
  const locale = useLocale();
  const { token = '' } = useParams();
  const { data: record, error, isLoading, mutate } = useSharedPetRecord(token);
  const apiBase = useApiClient().defaults.baseURL ?? '/api';
  return (
    <main aria-labelledby="shared-title" style={{ padding: 16, maxWidth: 880, margin: '0 auto' }}>
      <h1 id="shared-title">
        {record ? t('{name}’s health record', { name: record.pet.name }) : t('Health record')}
      </h1>
      {isLoading ? (
        <LoadingState label={t('Loading the health record...')} />
      ) : error || !record ? (
        <ErrorState
          message={failureMessage(error, 'Failed to load the health record')}
          onRetry={() => void mutate()}
          retryLabel="Retry"
        />
      ) : (
        <Sections>
          <p>
            {record.pet.breed} ·{' '}
            {t('Born {date}', { date: formatIndiaDate(record.pet.petDateOfBirth, locale) })} ·{' '}
            {t('Shared until {date}', { date: formatIndiaDate(record.expiresAt, locale) })}
          </p>
          <p>
            <a href={`${apiBase}${sharedRecordPdfPath(token)}`} download>
              {t('Download the record (PDF)')}
            </a>
          </p>
          <RecordView record={record} level="h2" />
        </Sections>
      )}
    </main>
  );
}
