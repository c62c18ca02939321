import { useCallback, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import {
  toApiError,
  useApiClient,
  useConsultationChat,
  useConsultationPhotoSender,
  useRoomCall,
} from '@petverse/api';
import {
  useBookingStatus,
  useProConsultationPhoto,
  useProConsultationRecord,
  useProConsultationRoom,
} from '@petverse/api/pro';
import {
  Button,
  ConsultationRoom,
  roomProps,
  ErrorState,
  LoadingState,
  formatIndiaDateTime,
  notify,
  useLocale,
  useT,
} from '@petverse/ui';
import { usePageTitle } from '../lib/usePageTitle';
import { PetRecordSummary } from './PetRecordSummary';
import { PrescriptionForm } from './PrescriptionForm';

/**
 * /pro/consult/{bookingId} (issue 53 item 1): the clinic's side of a paid consultation — the call
 * with the pet parent, the chat, and "End consultation", which marks the booking done (it then
 * counts on the month's statement) and closes the room for both.
 */
export function ConsultationPage() {
  const t = useT();
  const locale = useLocale();
  const { bookingId = '' } = useParams();
  usePageTitle('Consultation');
  const client = useApiClient();
  const { data: room, error, isLoading, mutate } = useProConsultationRoom(bookingId);
  const sendOverHttp = useConsultationChat(bookingId, 'doctor');
  const sendPhoto = useConsultationPhotoSender(bookingId, 'doctor');
  const refresh = useCallback(() => mutate(), [mutate]);
  const call = useRoomCall({
    room,
    refresh,
    sendOverHttp,
    sendPhoto,
    apiBase: client.defaults.baseURL,
  });
  const { trigger: setStatus } = useBookingStatus();
  const { data: record } = useProConsultationRecord(room?.pet ? bookingId : null);
  const [ending, setEnding] = useState(false);

  const end = async () => {
    setEnding(true);
    try {
      await setStatus({ id: bookingId, status: 'done' });
      call.check();
      await mutate();
      notify.success(t('Consultation ended. It is marked done.'));
    } catch (failure) {
      notify.error(toApiError(failure).messageOr('Could not end the consultation.'));
    } finally {
      setEnding(false);
    }
  };

  if (isLoading && !room) return <LoadingState label={t('Loading the consultation...')} />;
  if (!room)
    return (
      <ErrorState
        message={error ? toApiError(error).messageOr('We could not open this consultation.') : ''}
        onRetry={() => void mutate()}
      />
    );
  return (
    <section aria-labelledby="consult-title">
      <h1 id="consult-title">{t('Consultation with {name}', { name: room.with })}</h1>
      <p>
        <span lang="">{room.service}</span> · {formatIndiaDateTime(room.start, locale)}
        {room.pet ? (
          <>
            {' · '}
            <span lang="">{room.pet.name}</span> ({room.pet.species},{' '}
            <span lang="en">{room.pet.breed}</span>)
          </>
        ) : null}
      </p>
      <ConsultationRoom
        {...roomProps(room, call)}
        renderPhoto={(m) => <ChatPhoto bookingId={bookingId} photo={m.photo!} from={m.name} />}
        actions={
          room.state === 'open' ? (
            <Button variant="primary" loading={ending} onClick={() => void end()}>
              {t('End consultation')}
            </Button>
          ) : null
        }
      />
      {room.state !== 'early' ? <PrescriptionForm bookingId={bookingId} /> : null}
      {record ? <PetRecordSummary record={record.record} /> : null}
      <p>
        <Link to="/">{t('Back to bookings')}</Link>
      </p>
    </section>
  );
}

/** A photo of the chat, fetched with the portal's session. */
function ChatPhoto({ bookingId, photo, from }: { bookingId: string; photo: string; from: string }) {
  const t = useT();
  const { url } = useProConsultationPhoto(bookingId, photo);
  return url ? (
    <a href={url} target="_blank" rel="noreferrer">
      <img src={url} alt={t('Sent by {name}', { name: from })} width={200} />
    </a>
  ) : null;
}
