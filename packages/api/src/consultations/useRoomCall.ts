import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  ROOM_CLOSE,
  type ChatMessage,
  type ConsultationRoom,
  type RoomClientMessage,
  type RoomServerMessage,
} from '../contract/consultations';

/**
 * Where a call is:
 * - `waiting`: in the room, the other side is not (yet);
 * - `connecting`: both are in, the browsers are finding a way to each other;
 * - `connected`: video and audio flow;
 * - `chat-only`: the call could not be made (no camera or microphone, a network that blocks it):
 *   the chat works all the same;
 * - `reconnecting`: the room's socket dropped (a patchy network) and is being opened again;
 * - `ended`: the room closed.
 */
export type CallPhase =
  'waiting' | 'connecting' | 'connected' | 'chat-only' | 'reconnecting' | 'ended';

export interface RoomCall {
  phase: CallPhase;
  /** This browser's camera and microphone, once allowed. */
  localStream: MediaStream | null;
  /** The other side's, once connected. */
  remoteStream: MediaStream | null;
  /** Why there is no camera or microphone here (denied, none), if so. */
  mediaProblem: 'denied' | 'unavailable' | null;
  /** The chat: what the room had, and what came since. */
  chat: ChatMessage[];
  /** Sends a chat message: over the socket while it is open, else over HTTP (`sendOverHttp`). */
  send: (text: string) => Promise<void>;
  /** Sends a photo (over HTTP); undefined when the page gave no `sendPhoto`. */
  sendPhoto?: (photo: Blob) => Promise<void>;
  /** Turns this side's microphone or camera on or off (the call goes on). */
  setTrackEnabled: (kind: 'audio' | 'video', enabled: boolean) => void;
  /** Tries the call again after it failed. */
  retry: () => void;
  /** Leaves: the call stops and the socket closes (the other side sees this one gone). */
  leave: () => void;
  /** Asks the room to look again (after its clinic marked the consultation done). */
  check: () => void;
}

export interface RoomCallOptions {
  /** The room as last read; its `socketUrl` carries a ticket good for two minutes. */
  room: ConsultationRoom | undefined;
  /** Reads the room again, for a fresh ticket (a reconnection). */
  refresh: () => Promise<ConsultationRoom | undefined>;
  /** Sends a chat message over HTTP (the socket is down). */
  sendOverHttp: (text: string) => Promise<ChatMessage>;
  /** Sends a photo (always over HTTP; the server tells both sockets). */
  sendPhoto?: (photo: Blob) => Promise<ChatMessage>;
  /** Where the API lives (the client's base URL): the socket is on the same server. */
  apiBase: string;
  /** Camera and microphone (a test or a story passes its own). @default navigator.mediaDevices.getUserMedia */
  getMedia?: () => Promise<MediaStream>;
  /** Off: the room is only read (a story, a closed room). @default true */
  enabled?: boolean;
}

/** How long to wait before opening a dropped socket again, doubling up to a limit. */
const RETRY_MS = [1000, 2000, 4000, 8000];

/** How long the browsers may look for a way to each other before the page offers the chat alone. */
const CONNECT_MS = 20_000;

/** The socket's address: the room's path on the API's server, over ws: or wss:. */
export function socketAddress(socketUrl: string, apiBase: string): string {
  const origin = /^https?:\/\//.test(apiBase)
    ? new URL(apiBase).origin
    : (globalThis.location?.origin ?? 'http://localhost');
  const url = new URL(socketUrl, origin);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

/** Merges messages by id, oldest first. */
function merged(a: readonly ChatMessage[], b: readonly ChatMessage[]): ChatMessage[] {
  const byId = new Map<string, ChatMessage>();
  for (const m of [...a, ...b]) byId.set(m.id, m);
  return [...byId.values()].sort((x, y) => (x.at < y.at ? -1 : x.at > y.at ? 1 : 0));
}

const defaultMedia = () =>
  navigator.mediaDevices.getUserMedia({
    audio: true,
    video: { facingMode: 'user', width: { ideal: 640 }, height: { ideal: 480 } },
  });

/**
 * A consultation's call and chat (issue 53 item 1): the room's socket introduces the two browsers
 * (WebRTC's "perfect negotiation": the pet parent's side is the polite one, so two offers made at
 * once settle), then video and audio go from one to the other. A dropped socket is opened again
 * with a fresh ticket; the chat is read again with it, so nothing said is lost.
 * @example const call = useRoomCall({ room, refresh, sendOverHttp, apiBase: client.defaults.baseURL });
 */
export function useRoomCall({
  room,
  refresh,
  sendOverHttp,
  sendPhoto,
  apiBase,
  getMedia = defaultMedia,
  enabled = true,
}: RoomCallOptions): RoomCall {
  const [phase, setPhase] = useState<CallPhase>('waiting');
  const [localStream, setLocalStream] = useState<MediaStream | null>(null);
  const [remoteStream, setRemoteStream] = useState<MediaStream | null>(null);
  const [mediaProblem, setMediaProblem] = useState<RoomCall['mediaProblem']>(null);
  const [live, setLive] = useState<ChatMessage[]>([]);
  const socketRef = useRef<WebSocket | null>(null);
  const pcRef = useRef<RTCPeerConnection | null>(null);
  const localRef = useRef<MediaStream | null>(null);
  const leftRef = useRef(false);
  const attemptRef = useRef(0);
  const [retries, setRetries] = useState(0);
  const open = enabled && room?.state === 'open';
  const polite = room?.you === 'parent';
  const iceServers = room?.iceServers;
  const firstSocketUrl = room?.socketUrl ?? null;

  // The camera and microphone, asked for once the room is open.
  useEffect(() => {
    if (!open) return undefined;
    let stopped = false;
    getMedia().then(
      (stream) => {
        if (stopped) return stream.getTracks().forEach((t) => t.stop());
        localRef.current = stream;
        setLocalStream(stream);
      },
      (error: unknown) => {
        if (stopped) return;
        const name = (error as { name?: string } | null)?.name;
        setMediaProblem(
          name === 'NotAllowedError' || name === 'SecurityError' ? 'denied' : 'unavailable',
        );
        // Without media the call can still receive the other side's; the chat works regardless.
        localRef.current = new MediaStream();
        setLocalStream(null);
      },
    );
    return () => {
      stopped = true;
      localRef.current?.getTracks().forEach((t) => t.stop());
      localRef.current = null;
    };
    // getMedia is a fixed function for a page; asking again on each render would ask twice.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const mediaReady = localStream !== null || mediaProblem !== null;

  useEffect(() => {
    if (!open || !mediaReady || !firstSocketUrl) return undefined;
    leftRef.current = false;
    let closedForGood = false;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let connectTimer: ReturnType<typeof setTimeout> | undefined;
    let restartTimer: ReturnType<typeof setTimeout> | undefined;
    let makingOffer = false;
    let ignoreOffer = false;
    let signals: Promise<void> = Promise.resolve();

    const signal = (data: unknown) => write({ type: 'signal', data });
    const write = (message: RoomClientMessage) => {
      const socket = socketRef.current;
      if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
    };
    const dropCall = () => {
      clearTimeout(connectTimer);
      clearTimeout(restartTimer);
      pcRef.current?.close();
      pcRef.current = null;
      setRemoteStream(null);
    };
    // From the moment both are in: a network with no way through may never report "failed" (no
    // candidate at all, so ICE never gives up), so after CONNECT_MS the page says so and Retry
    // tries again. Halfway, the side that offers restarts ICE once: a gathering that stalled
    // (seen in Chromium after two offers crossed) gathers again.
    const startDeadline = () => {
      clearTimeout(connectTimer);
      clearTimeout(restartTimer);
      connectTimer = setTimeout(() => {
        if (pcRef.current?.connectionState !== 'connected') setPhase('chat-only');
      }, CONNECT_MS);
      if (!polite)
        restartTimer = setTimeout(() => {
          const pc = pcRef.current;
          if (pc && pc.connectionState !== 'connected') pc.restartIce();
        }, CONNECT_MS / 2);
    };
    const call = () => {
      if (pcRef.current) return pcRef.current;
      const pc = new RTCPeerConnection({ iceServers: iceServers ?? [] });
      pcRef.current = pc;
      for (const track of localRef.current?.getTracks() ?? [])
        pc.addTrack(track, localRef.current!);
      // A side without a camera still receives the other's video and audio.
      if (!localRef.current?.getTracks().length) {
        pc.addTransceiver('audio', { direction: 'recvonly' });
        pc.addTransceiver('video', { direction: 'recvonly' });
      }
      pc.onnegotiationneeded = async () => {
        try {
          makingOffer = true;
          await pc.setLocalDescription();
          signal({ description: pc.localDescription });
        } catch {
          // A negotiation that failed is tried again by the next one (or Retry).
        } finally {
          makingOffer = false;
        }
      };
      pc.onicecandidate = ({ candidate }) => {
        if (candidate) signal({ candidate });
      };
      pc.ontrack = ({ streams }) => {
        if (streams[0]) setRemoteStream(streams[0]);
      };
      let restarted = false;
      pc.onconnectionstatechange = () => {
        if (pcRef.current !== pc) return;
        if (pc.connectionState === 'connected') {
          clearTimeout(connectTimer);
          clearTimeout(restartTimer);
          setPhase('connected');
        } else if (pc.connectionState === 'failed') {
          // A path that broke (a phone moving from Wi-Fi to 4G): look for another once.
          if (restarted) setPhase('chat-only');
          else {
            restarted = true;
            pc.restartIce();
          }
        }
      };
      return pc;
    };
    const onSignal = async (data: unknown) => {
      const { description, candidate } = (data ?? {}) as {
        description?: RTCSessionDescriptionInit;
        candidate?: RTCIceCandidateInit;
      };
      const pc = call();
      try {
        if (description) {
          const collision =
            description.type === 'offer' && (makingOffer || pc.signalingState !== 'stable');
          ignoreOffer = !polite && collision;
          if (ignoreOffer) return;
          await pc.setRemoteDescription(description);
          if (description.type === 'offer') {
            await pc.setLocalDescription();
            signal({ description: pc.localDescription });
          }
        } else if (candidate) {
          await pc.addIceCandidate(candidate).catch((error: unknown) => {
            if (!ignoreOffer) throw error;
          });
        }
      } catch {
        setPhase('chat-only');
      }
    };

    const connect = (socketUrl: string) => {
      const socket = new WebSocket(socketAddress(socketUrl, apiBase));
      socketRef.current = socket;
      socket.onopen = () => {
        attemptRef.current = 0;
      };
      socket.onmessage = (event: MessageEvent<string>) => {
        let message: RoomServerMessage;
        try {
          message = JSON.parse(event.data) as RoomServerMessage;
        } catch {
          return;
        }
        if (message.type === 'peer') {
          // Whoever is there now has a new connection: so does this side. The clinic's side
          // offers; the pet parent's answers (its connection is made by the offer). Offers made by
          // both at once settle by perfect negotiation, but Chromium was seen to stop gathering
          // after such a crossing (a call that never connected): so the first offer is one side's.
          dropCall();
          if (message.present) {
            setPhase('connecting');
            startDeadline();
            if (!polite) call();
          } else setPhase('waiting');
        } else if (message.type === 'signal') {
          // One at a time, in order: a candidate handled while the offer before it is still being
          // set would be refused ("no remote description") and the call would give up.
          signals = signals.then(() => onSignal(message.data));
        } else if (message.type === 'chat') setLive((chat) => merged(chat, [message.message]));
        else if (message.type === 'ended') {
          closedForGood = true;
          dropCall();
          setPhase('ended');
          // Read again: a consultation that took place keeps its chat for the follow-up days.
          void refresh().catch(() => undefined);
        }
      };
      socket.onclose = (event) => {
        if (socketRef.current !== socket) return;
        socketRef.current = null;
        if (closedForGood || leftRef.current) return;
        if (event.code === ROOM_CLOSE.notOpen || event.code === ROOM_CLOSE.replaced) {
          closedForGood = true;
          dropCall();
          setPhase('ended');
          return;
        }
        // Dropped: open again with a fresh ticket, and the chat read again with it.
        setPhase('reconnecting');
        const wait = RETRY_MS[Math.min(attemptRef.current, RETRY_MS.length - 1)]!;
        attemptRef.current += 1;
        retryTimer = setTimeout(() => {
          void refresh().then(
            (fresh) => {
              if (closedForGood || leftRef.current) return;
              if (fresh?.chat) setLive((chat) => merged(chat, fresh.chat));
              if (fresh?.state !== 'open' || !fresh.socketUrl) {
                closedForGood = true;
                setPhase('ended');
              } else connect(fresh.socketUrl);
            },
            () => {
              // The network is still away: try again, waiting longer.
              socket.onclose?.call(socket, event);
            },
          );
        }, wait);
      };
    };
    connect(firstSocketUrl);

    return () => {
      closedForGood = true;
      clearTimeout(retryTimer);
      clearTimeout(connectTimer);
      socketRef.current?.close(1000);
      socketRef.current = null;
      dropCall();
    };
    // A new ticket alone is no new room: the socket is opened once per room and reopened by itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, mediaReady, room?.bookingId, retries]);

  const send = useCallback(
    async (text: string) => {
      const socket = socketRef.current;
      if (socket?.readyState === WebSocket.OPEN) {
        socket.send(JSON.stringify({ type: 'chat', text } satisfies RoomClientMessage));
        return;
      }
      const message = await sendOverHttp(text);
      setLive((chat) => merged(chat, [message]));
    },
    [sendOverHttp],
  );

  const sendPhotoAndShow = useMemo(
    () =>
      sendPhoto
        ? async (photo: Blob) => {
            const message = await sendPhoto(photo);
            setLive((chat) => merged(chat, [message]));
          }
        : undefined,
    [sendPhoto],
  );

  const chat = useMemo(() => merged(room?.chat ?? [], live), [room?.chat, live]);

  return {
    phase: room?.state === 'ended' ? 'ended' : phase,
    localStream,
    remoteStream,
    mediaProblem,
    chat,
    send,
    sendPhoto: sendPhotoAndShow,
    setTrackEnabled: (kind, on) => {
      for (const track of localRef.current?.getTracks() ?? [])
        if (track.kind === kind) track.enabled = on;
    },
    retry: () => {
      leftRef.current = false;
      pcRef.current?.close();
      pcRef.current = null;
      setPhase('waiting');
      setRetries((n) => n + 1);
    },
    leave: () => {
      leftRef.current = true;
      socketRef.current?.close(1000);
      pcRef.current?.close();
      pcRef.current = null;
      setRemoteStream(null);
      setPhase('ended');
    },
    check: () => {
      const socket = socketRef.current;
      if (socket?.readyState === WebSocket.OPEN)
        socket.send(JSON.stringify({ type: 'check' } satisfies RoomClientMessage));
    },
  };
}
