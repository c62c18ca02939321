import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import {
  useChangePetRecord,
  useDownloadPetRecord,
  usePetRecord,
  useSharePetRecord,
} from '@petverse/api';
import type { PetVisit, ShareLinkResponse } from '@petverse/api/contract';
import {
  Button,
  ConfirmDialog,
  ErrorState,
  LoadingState,
  formatIndiaDate,
  useLocale,
  notify,
  useT,
} from '@petverse/ui';
import { failureMessage, notifyFailure } from '../../lib/notifyFailure';
import { TabHeader } from '../profile/profile.styles';
import { RecordView } from './RecordView';
import { DocumentsSection } from './DocumentsSection';
import { ConditionForm, DewormingForm, VaccinationForm, WeightForm } from './RecordForms';
import { Section, Sections, ShareBox, VisitActions } from './petRecord.styles';
import { useOrderMedicines } from '../consult/useOrderMedicines';

type List = 'vaccinations' | 'dewormings' | 'weights' | 'conditions' | 'documents';

/**
 * A pet's health record in the account (issue 53 item 3): what is due, vaccinations, deworming,
 * weight over time, allergies and conditions, each with a form to add and a confirmed delete, and
 * a share link to copy or turn off.
 */
export default function PetRecordPage() {
  const t = useT();
  const locale = useLocale();
  const { petId = '' } = useParams();
  const { data: record, error, isLoading, mutate } = usePetRecord(petId);
  const change = useChangePetRecord(petId);
  const sharing = useSharePetRecord(petId);
  const [deleting, setDeleting] = useState<{ list: List; id: string; label: string } | null>(null);
  const [link, setLink] = useState<ShareLinkResponse | null>(null);
  const download = useDownloadPetRecord();
  const [downloading, setDownloading] = useState(false);
  const savePdf = async () => {
    setDownloading(true);
    try {
      await download(petId);
    } catch (failure) {
      notifyFailure(failure, failureMessage(failure, 'We could not download the record.'));
    } finally {
      setDownloading(false);
    }
  };

  const submit = async (arg: Parameters<typeof change.trigger>[0]) => {
    const { message } = await change.trigger(arg);
    notify.success(message);
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await submit({ action: 'delete', list: deleting.list, id: deleting.id });
      setDeleting(null);
    } catch (failure) {
      notifyFailure(failure, failureMessage(failure, 'Could not delete. Please try again.'));
    }
  };
  const share = async (end = false) => {
    try {
      const made = await sharing.trigger({ end });
      setLink(made);
      if (end) notify.success('The share link is turned off.');
    } catch (failure) {
      notifyFailure(failure, failureMessage(failure, 'Could not change the share link.'));
    }
  };
  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link.url);
      notify.success('Link copied.');
    } catch {
      notify.error('Could not copy: select the link and copy it.');
    }
  };

  return (
    <section aria-labelledby="record-title">
      <TabHeader>
        <h2 id="record-title">
          {record ? t('{name}’s health record', { name: record.pet.name }) : t('Health record')}
        </h2>
        <Link to="/auth/profile/pets">{t('Back to your pets')}</Link>
      </TabHeader>
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
          <RecordView
            record={record}
            edits={{
              onDelete: (list, id, label) => setDeleting({ list, id, label }),
              forms: {
                vaccinations: <VaccinationForm submit={submit} />,
                dewormings: <DewormingForm submit={submit} />,
                weights: <WeightForm submit={submit} />,
                conditions: <ConditionForm submit={submit} />,
              },
            }}
            visitLink={(v) => (v.kind === 'vet' ? <ConsultationLinks visit={v} /> : null)}
          />
          <DocumentsSection
            documents={record.documents}
            submit={submit}
            onDelete={(id, label) => setDeleting({ list: 'documents', id, label })}
          />
          <Section aria-labelledby="share-title">
            <h3 id="share-title">{t('Share the record')}</h3>
            <p>
              {t(
                'A read-only link for a boarding kennel, a transporter or a new vet. It works without signing in for 30 days.',
              )}
            </p>
            {link ? (
              <ShareBox>
                <code data-testid="share-url">{link.url}</code>
                <Button variant="secondary" onClick={() => void copy()}>
                  {t('Copy link')}
                </Button>
              </ShareBox>
            ) : null}
            {record.share ? (
              <p>
                {t('A link is live until {date}.', {
                  date: formatIndiaDate(record.share.expiresAt, locale),
                })}
              </p>
            ) : null}
            <ShareBox>
              <Button onClick={() => void share()} disabled={sharing.isMutating}>
                {record.share ? t('Make a new link') : t('Make a share link')}
              </Button>
              {record.share ? (
                <Button
                  variant="danger"
                  onClick={() => void share(true)}
                  disabled={sharing.isMutating}
                >
                  {t('Turn the link off')}
                </Button>
              ) : null}
              <Button variant="secondary" onClick={() => void savePdf()} disabled={downloading}>
                {t('Download the record (PDF)')}
              </Button>
            </ShareBox>
          </Section>
        </Sections>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('Delete this entry?')}
        message={
          deleting ? t('{entry} will be removed from the record.', { entry: deleting.label }) : ''
        }
        confirmLabel={t('Delete')}
        confirming={change.isMutating}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}

/**
 * A consultation's way back to its prescription and chat, and "Order these medicines" when its
 * prescription names any (issue 53 item 2): then the way to the cart.
 */
function ConsultationLinks({ visit }: { visit: PetVisit }) {
  const t = useT();
  const { onOrder, ordering, ordered } = useOrderMedicines(visit.bookingId);
  return (
    <VisitActions>
      <Link to={`/consult/${visit.bookingId}`}>
        {visit.prescription ? t('Prescription and chat') : t('The consultation’s chat')}
      </Link>
      {visit.prescription?.medicines.length
        ? (ordered ?? (
            <Button
              size="sm"
              variant="outline"
              loading={ordering}
              onClick={onOrder}
              aria-label={t('Order these medicines: prescription {number}', {
                number: visit.prescription.number,
              })}
            >
              {t('Order these medicines')}
            </Button>
          ))
        : null}
    </VisitActions>
  );
}
