import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import {
  useApiClient,
  useConsultationChat,
  useConsultationPhoto,
  useConsultationPhotoSender,
  useConsultationRoom,
  useDownloadPrescription,
  usePrescription,
  useReportDoctorAbsent,
  useRoomCall,
} from '@petverse/api';
import { DOCTOR_ABSENT_AFTER_MINUTES } from '@petverse/api/contract';
import {
  Button,
  ConfirmDialog,
  ConsultationRoom,
  color,
  roomProps,
  ErrorState,
  LoadingState,
  PrescriptionCard,
  formatIndiaDateTime,
  notify,
  useLocale,
  useT,
} from '@petverse/ui';
import { failureMessage } from '../../lib/notifyFailure';
import { usePageTitle } from '../../lib/usePageTitle';
import { PageTitle } from '../marketing/marketing.styles';
import { useOrderMedicines } from './useOrderMedicines';
import { styled } from 'styled-components';

/** A doctor late enough to give up on: said beside the room, with the way out. */
const Late = styled.section`
  margin: 0 0 16px;
  padding: 12px 16px;
  border-radius: 8px;
  background: ${color('warningBg')};
  color: ${color('warningFg')};
  h2 {
    margin: 0 0 4px;
    font-size: 1.05rem;
  }
  p {
    margin: 0 0 12px;
  }
`;

/**
 * /consult/{bookingId} (issue 53 item 1): the pet parent's side of a paid vet consultation — the
 * call with the clinic and the chat beside it, from ten minutes before the slot to an hour after.
 * Its own chunk: nothing of WebRTC or the chat reaches any other page.
 */
export default function ConsultationPage() {
  const t = useT();
  const locale = useLocale();
  const { bookingId = '' } = useParams();
  usePageTitle('Consultation');
  const client = useApiClient();
  const { data: room, error, isLoading, mutate } = useConsultationRoom(bookingId);
  const sendOverHttp = useConsultationChat(bookingId, 'parent');
  const sendPhoto = useConsultationPhotoSender(bookingId, 'parent');
  const call = useRoomCall({
    room,
    refresh: () => mutate(),
    sendOverHttp,
    sendPhoto,
    apiBase: client.defaults.baseURL,
  });
  // The clinic's notes and prescription (issue 53 item 2): looked for again each minute while the
  // room is open, as the doctor may write it during the call.
  const { data: prescription } = usePrescription(room ? bookingId : null, {
    refreshInterval: room?.state === 'open' ? 60_000 : 0,
  });
  const reportAbsent = useReportDoctorAbsent(bookingId);
  const [askingRefund, setAskingRefund] = useState(false);
  const [refunding, setRefunding] = useState(false);
  const refund = async () => {
    setRefunding(true);
    try {
      const { message } = await reportAbsent();
      notify.success(t(message));
      call.leave();
      await mutate();
    } catch (failure) {
      notify.error(failureMessage(failure, 'We could not refund this consultation.'));
    } finally {
      setRefunding(false);
      setAskingRefund(false);
    }
  };
  const orderMedicines = useOrderMedicines(bookingId);
  const download = useDownloadPrescription();
  const [downloading, setDownloading] = useState(false);
  const save = async () => {
    setDownloading(true);
    try {
      await download(bookingId);
    } catch (failure) {
      notify.error(failureMessage(failure, 'We could not download the prescription.'));
    } finally {
      setDownloading(false);
    }
  };

  if (isLoading && !room) return <LoadingState label={t('Loading the consultation...')} />;
  if (!room)
    return (
      <ErrorState
        message={failureMessage(error, 'We could not open this consultation.')}
        onRetry={() => void mutate()}
      />
    );
  return (
    <section aria-labelledby="consult-title">
      <PageTitle id="consult-title">{t('Consultation with {name}', { name: room.with })}</PageTitle>
      <p>
        <span lang="">{room.service}</span> · {formatIndiaDateTime(room.start, locale)}
        {room.pet ? (
          <>
            {' · '}
            <span lang="">{room.pet.name}</span>
          </>
        ) : null}
      </p>
      {room.doctorAbsent ? (
        // Issue 53 item 4: a doctor late enough to give up on, with the money back at once.
        <Late aria-labelledby="doctor-late">
          <h2 id="doctor-late">{t('The doctor has not joined')}</h2>
          <p>
            {t(
              'It is {minutes} minutes past the start. You may keep waiting here, or have your payment refunded in full now.',
              { minutes: DOCTOR_ABSENT_AFTER_MINUTES },
            )}
          </p>
          <Button variant="outline" onClick={() => setAskingRefund(true)}>
            {t('Get a full refund')}
          </Button>
        </Late>
      ) : null}
      <ConfirmDialog
        open={askingRefund}
        title={t('The doctor did not join?')}
        message={t(
          'The consultation ends, and your payment is refunded in full to how you paid. The clinic is told.',
        )}
        confirmLabel={t('Refund me')}
        cancelLabel={t('Keep waiting')}
        confirming={refunding}
        onConfirm={() => void refund()}
        onCancel={() => setAskingRefund(false)}
      />
      <ConsultationRoom
        {...roomProps(room, call)}
        renderPhoto={(m) => <ChatPhoto bookingId={bookingId} photo={m.photo!} from={m.name} />}
      />
      {prescription ? (
        <PrescriptionCard
          prescription={prescription}
          onDownload={() => void save()}
          downloading={downloading}
          {...orderMedicines}
        />
      ) : null}
      <p>
        <Link to="/auth/profile/bookings">{t('Back to your bookings')}</Link>
      </p>
    </section>
  );
}

/** A photo of the chat, fetched with the session (health data: never a public address). */
function ChatPhoto({ bookingId, photo, from }: { bookingId: string; photo: string; from: string }) {
  const t = useT();
  const { url } = useConsultationPhoto(bookingId, photo);
  return url ? (
    <a href={url} target="_blank" rel="noreferrer">
      <img src={url} alt={t('Sent by {name}', { name: from })} width={200} />
    </a>
  ) : null;
}
