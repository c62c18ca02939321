import { useId, useState } from 'react';
import { toApiError } from '@petverse/api';
import { useCalendarFeed, useProSession, useResetCalendarFeed } from '@petverse/api/pro';
import {
  Button,
  ConfirmDialog,
  ErrorState,
  LoadingState,
  TextInput,
  notify,
  useT,
} from '@petverse/ui';
import { Section } from './EditorFrame';

/**
 * The provider's bookings in its own calendar app (issue 52 item 5): the secret address of its
 * feed to copy into Google Calendar ("Other calendars → From URL"), and for an owner a new address
 * when the old one was shared by mistake.
 */
export function CalendarFeed() {
  const t = useT();
  const id = useId();
  const { me } = useProSession();
  const owner = me?.member.role === 'owner';
  const feed = useCalendarFeed();
  const reset = useResetCalendarFeed();
  const [asking, setAsking] = useState(false);

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      notify.success(t('Address copied.'));
    } catch {
      notify.error(t('Your browser did not copy it: select the address and copy it yourself.'));
    }
  };
  const renew = async () => {
    try {
      await reset.trigger();
      notify.success(t('A new calendar address is made: the old one no longer works.'));
    } catch (error) {
      notify.error(t(toApiError(error).messageOr('That did not work. Please try again.')));
    } finally {
      setAsking(false);
    }
  };

  return (
    <Section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('Your bookings in Google Calendar')}</h2>
      <p>
        {t(
          'Add this private address in Google Calendar under “Other calendars”, “From URL”. Keep it to yourself: anyone with it sees your bookings.',
        )}
      </p>
      {feed.error && !feed.data ? (
        <ErrorState
          message={t(toApiError(feed.error).messageOr('We could not load your calendar address.'))}
          onRetry={() => void feed.mutate()}
        />
      ) : !feed.data ? (
        <LoadingState label={t('Loading your calendar address...')} />
      ) : (
        <>
          <TextInput
            id={`${id}-url`}
            label={t('Calendar address')}
            readOnly
            value={feed.data.url}
            onFocus={(event) => event.target.select()}
          />
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
            <Button size="sm" variant="secondary" onClick={() => void copy(feed.data!.url)}>
              {t('Copy address')}
            </Button>
            {owner ? (
              <Button size="sm" variant="ghost" onClick={() => setAsking(true)}>
                {t('Make a new address')}
              </Button>
            ) : null}
          </div>
        </>
      )}
      <ConfirmDialog
        open={asking}
        title={t('Make a new calendar address?')}
        message={t(
          'The old address stops working: calendars that use it no longer get your bookings until you add the new one.',
        )}
        confirmLabel={t('Make a new address')}
        confirming={reset.isMutating}
        onConfirm={() => void renew()}
        onCancel={() => setAsking(false)}
      />
    </Section>
  );
}
