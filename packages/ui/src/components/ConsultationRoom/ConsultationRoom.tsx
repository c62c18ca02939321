import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../Button';
import { ErrorState } from '../States';
import { useLocale, useT } from '../../i18n/I18n';
import { formatIndiaDate, formatIndiaTime } from '../../utils/indiaTime';
import { Chat, Composer, Controls, Messages, Room, Screen, Stage } from './ConsultationRoom.styles';

/** Where the room is, as the page shows it (the call's phase, or the room not open yet). */
export type RoomViewPhase =
  'early' | 'waiting' | 'connecting' | 'connected' | 'chat-only' | 'reconnecting' | 'ended';

export interface RoomChatMessage {
  id: string;
  from: 'parent' | 'doctor';
  name: string;
  text: string;
  /** A photo sent with it (its name), shown by `renderPhoto`. */
  photo?: string | null;
  /** ISO time. */
  at: string;
}

export interface ConsultationRoomProps {
  /** The other side's name: the clinic (for the pet parent) or the pet parent (for the clinic). */
  withName: string;
  /** Which side this page is. */
  you: 'parent' | 'doctor';
  phase: RoomViewPhase;
  /** When the room opens (ISO), said while it is early. */
  opensAt?: string;
  /**
   * After a consultation that took place: until when its chat takes questions (ISO), free; the
   * ended room then keeps its message box.
   */
  followUpUntil?: string | null;
  localStream?: MediaStream | null;
  remoteStream?: MediaStream | null;
  /** Why there is no camera or microphone here, if so. */
  mediaProblem?: 'denied' | 'unavailable' | null;
  chat: readonly RoomChatMessage[];
  /** Sends a message; a rejection keeps the text in the box and says so. */
  onSend: (text: string) => Promise<void>;
  /** Sends a photo (a phone's camera or its gallery); without it there is no photo button. */
  onSendPhoto?: (photo: File) => Promise<void>;
  /** Shows a message's photo (the page fetches it with its session). */
  renderPhoto?: (message: RoomChatMessage) => ReactNode;
  /** Tries the call again (after it failed, or to join again after leaving). */
  onRetry?: () => void;
  /** Leaves the call (the chat stays readable). */
  onLeave?: () => void;
  /** Turns this side's microphone or camera on or off. */
  onToggle?: (kind: 'audio' | 'video', enabled: boolean) => void;
  /** More controls, e.g. the clinic's "End consultation". */
  actions?: ReactNode;
}

const SAYS: Record<RoomViewPhase, string> = {
  early: 'The room opens at {time}. You can wait here: it opens by itself.',
  waiting: 'Waiting for {name} to join...',
  connecting: 'Connecting the call...',
  connected: '',
  'chat-only':
    'The video could not connect on this network. Keep talking in the chat, or try the video again.',
  reconnecting: 'The connection dropped. Reconnecting...',
  ended: 'This consultation has ended. The chat stays on the record.',
};

/** A stream shown in a video element (React has no prop for it). */
function Video({ stream, part, label }: { stream: MediaStream; part: string; label: string }) {
  const ref = useRef<HTMLVideoElement | null>(null);
  useEffect(() => {
    if (ref.current && ref.current.srcObject !== stream) ref.current.srcObject = stream;
  }, [stream]);
  return (
    // A live call has no captions to give; the chat beside it is the call's written side.
    // eslint-disable-next-line jsx-a11y/media-has-caption
    <video
      ref={ref}
      data-part={part}
      aria-label={label}
      autoPlay
      playsInline
      // This side's own sound is never played back to it.
      muted={part === 'self'}
    />
  );
}

/**
 * A consultation's room (issue 53 item 1): the other side's video with this side's own small in a
 * corner, the call's state in words (a live region), microphone and camera switches, and the chat
 * beside it — which works when the video cannot, and is all that is left once the room ends.
 */
export function ConsultationRoom({
  withName,
  you,
  phase,
  opensAt,
  followUpUntil,
  localStream,
  remoteStream,
  mediaProblem,
  chat,
  onSend,
  onSendPhoto,
  renderPhoto,
  onRetry,
  onLeave,
  onToggle,
  actions,
}: ConsultationRoomProps) {
  const t = useT();
  const locale = useLocale();
  const chatId = useId();
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState<'text' | 'photo' | null>(null);
  const photoInput = useRef<HTMLInputElement | null>(null);
  const [audioOn, setAudioOn] = useState(true);
  const [videoOn, setVideoOn] = useState(true);
  const listRef = useRef<HTMLDivElement | null>(null);
  const time = (iso: string) => formatIndiaTime(iso, locale);

  // The newest message in view as it comes.
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [chat.length]);

  const followingUp = phase === 'ended' && Boolean(followUpUntil);
  const canChat = phase !== 'early' && (phase !== 'ended' || followingUp);
  const inCall = phase === 'connecting' || phase === 'connected' || phase === 'waiting';
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = draft.trim();
    if (!text || sending) return;
    setSending(true);
    setFailed(null);
    try {
      await onSend(text);
      setDraft('');
    } catch {
      setFailed('text');
    } finally {
      setSending(false);
    }
  };
  const sendPhoto = async (file: File | undefined) => {
    if (!file || !onSendPhoto) return;
    setSending(true);
    setFailed(null);
    try {
      await onSendPhoto(file);
    } catch {
      setFailed('photo');
    } finally {
      setSending(false);
      if (photoInput.current) photoInput.current.value = '';
    }
  };
  const said =
    phase === 'early'
      ? t(SAYS.early, { time: opensAt ? time(opensAt) : '' })
      : followingUp
        ? t('The call has ended. Questions about it are free in the chat until {date}.', {
            date: formatIndiaDate(followUpUntil!, locale),
          })
        : SAYS[phase]
          ? t(SAYS[phase], { name: withName })
          : '';

  return (
    <Room data-ui="ConsultationRoom" data-phase={phase}>
      <Stage>
        <Screen>
          {remoteStream && phase === 'connected' ? (
            <Video
              stream={remoteStream}
              part="remote"
              label={t('{name}’s video', { name: withName })}
            />
          ) : null}
          {/* The state in words, for everyone and for screen readers as it changes. */}
          <p role="status">{said}</p>
          {localStream && inCall ? (
            <Video stream={localStream} part="self" label={t('Your video')} />
          ) : null}
        </Screen>
        {mediaProblem ? (
          <p role="note">
            {mediaProblem === 'denied'
              ? t(
                  'Camera and microphone are blocked for this site. Allow them in the browser to be seen and heard; the chat works without them.',
                )
              : t(
                  'No camera or microphone was found. You can still see and hear the other side, and chat.',
                )}
          </p>
        ) : null}
        <Controls role="group" aria-label={t('Call controls')}>
          {inCall && localStream ? (
            <>
              <Button
                variant="outline"
                aria-pressed={!audioOn}
                onClick={() => {
                  onToggle?.('audio', !audioOn);
                  setAudioOn(!audioOn);
                }}
              >
                {t('Mute')}
              </Button>
              <Button
                variant="outline"
                aria-pressed={!videoOn}
                onClick={() => {
                  onToggle?.('video', !videoOn);
                  setVideoOn(!videoOn);
                }}
              >
                {t('Camera off')}
              </Button>
            </>
          ) : null}
          {phase === 'chat-only' && onRetry ? (
            <Button variant="secondary" onClick={onRetry}>
              {t('Try the video again')}
            </Button>
          ) : null}
          {inCall && onLeave ? (
            <Button variant="ghost" onClick={onLeave}>
              {t('Leave the call')}
            </Button>
          ) : null}
          {actions}
        </Controls>
      </Stage>
      <Chat aria-labelledby={`${chatId}-title`}>
        <h2 id={`${chatId}-title`}>{t('Chat with {name}', { name: withName })}</h2>
        <Messages ref={listRef} role="log" aria-labelledby={`${chatId}-title`} tabIndex={0}>
          {chat.length === 0 ? (
            <p>
              {t(
                'No messages yet. Write here if the video is slow: the doctor reads it, and it stays on the record.',
              )}
            </p>
          ) : (
            <ol>
              {chat.map((m) => (
                <li key={m.id} data-mine={m.from === you || undefined}>
                  <small>
                    <span lang="">{m.name}</span> · <time dateTime={m.at}>{time(m.at)}</time>
                  </small>
                  {m.photo && renderPhoto ? renderPhoto(m) : null}
                  {m.text ? <span lang="">{m.text}</span> : null}
                </li>
              ))}
            </ol>
          )}
        </Messages>
        {canChat ? (
          <Composer onSubmit={(event) => void submit(event)}>
            <textarea
              id={`${chatId}-text`}
              aria-label={t('Message')}
              value={draft}
              rows={2}
              maxLength={1000}
              placeholder={t('Write a message')}
              aria-describedby={failed ? `${chatId}-failed` : undefined}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={(event) => {
                // Enter sends, Shift+Enter is a new line (as chat apps do).
                if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
                  event.preventDefault();
                  event.currentTarget.form?.requestSubmit();
                }
              }}
            />
            {onSendPhoto ? (
              <>
                <input
                  ref={photoInput}
                  type="file"
                  accept="image/jpeg,image/png,image/webp,image/gif"
                  hidden
                  onChange={(event) => void sendPhoto(event.target.files?.[0])}
                />
                <Button
                  variant="outline"
                  disabled={sending}
                  onClick={() => photoInput.current?.click()}
                >
                  {t('Photo')}
                </Button>
              </>
            ) : null}
            <Button type="submit" loading={sending}>
              {t('Send')}
            </Button>
          </Composer>
        ) : null}
        {failed ? (
          <div id={`${chatId}-failed`}>
            {failed === 'photo' ? (
              <ErrorState message="The photo was not sent. Please try again with a JPEG or PNG of at most 2 MB." />
            ) : (
              <ErrorState message="The message was not sent. Please send it again." />
            )}
          </div>
        ) : null}
      </Chat>
    </Room>
  );
}

/** What a room's call gives the page (`useRoomCall` in @petverse/api has this shape). */
export interface RoomCallState {
  phase: Exclude<RoomViewPhase, 'early'>;
  localStream: MediaStream | null;
  remoteStream: MediaStream | null;
  mediaProblem: 'denied' | 'unavailable' | null;
  chat: readonly RoomChatMessage[];
  send: (text: string) => Promise<void>;
  sendPhoto?: (photo: Blob) => Promise<void>;
  retry: () => void;
  leave: () => void;
  setTrackEnabled: (kind: 'audio' | 'video', enabled: boolean) => void;
}

/**
 * The room's props from the room as read and its call, for either side.
 * @example <ConsultationRoom {...roomProps(room, call)} actions={…} />
 */
export function roomProps(
  room: {
    state: 'early' | 'open' | 'ended';
    opensAt: string;
    with: string;
    you: 'parent' | 'doctor';
    followUpUntil: string | null;
  },
  call: RoomCallState,
): ConsultationRoomProps {
  return {
    withName: room.with,
    you: room.you,
    phase: room.state === 'early' ? 'early' : call.phase,
    opensAt: room.opensAt,
    followUpUntil: room.followUpUntil,
    localStream: call.localStream,
    remoteStream: call.remoteStream,
    mediaProblem: call.mediaProblem,
    chat: call.chat,
    onSend: call.send,
    onSendPhoto: call.sendPhoto,
    onRetry: call.retry,
    onLeave: call.leave,
    onToggle: call.setTrackEnabled,
  };
}
