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
  useRoomCall,
} from '@petverse/api';
import {
  ConsultationRoom,
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
      <ConsultationRoom
        {...roomProps(room, call)}
        renderPhoto={(m) => <ChatPhoto bookingId={bookingId} photo={m.photo!} from={m.name} />}
      />
      {prescription ? (
        <PrescriptionCard
          prescription={prescription}
          onDownload={() => void save()}
          downloading={downloading}
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
