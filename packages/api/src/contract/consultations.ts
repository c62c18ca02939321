import type { PetRecord } from './petRecords';
import { shortId } from './rules';

/** A consultation's prescription number, as its PDF and the pet's record print it. */
export const prescriptionNumber = (bookingId: string) => `RX-${shortId(bookingId).toUpperCase()}`;

/**
 * The consultation room (issue 53 item 1): a paid vet booking's pet parent and its clinic meet by
 * video and audio (WebRTC, one to one, peer to peer), with a chat beside the call that works when
 * the video cannot and stays on the record. The server only introduces the two browsers (the
 * signalling, over its WebSocket) and keeps the chat; the call itself never passes through it.
 */

/** Minutes before the slot's start the room opens. */
export const ROOM_OPENS_MINUTES_BEFORE = 10;
/** Minutes after the slot's end the room closes (the chat stays readable). */
export const ROOM_CLOSES_MINUTES_AFTER = 60;
/** The longest chat message, in characters. */
export const CHAT_MESSAGE_MAX = 1000;
/** The most chat messages a consultation keeps. */
export const CHAT_MAX_MESSAGES = 500;
/** How long the socket's ticket (in `socketUrl`) may wait before it is used, in seconds. */
export const ROOM_TICKET_SECONDS = 120;

/**
 * Minutes after the slot's start a pet parent whose doctor never joined may ask for their money
 * back (issue 53 item 4); a room that closes with no doctor ever in it is refunded by itself.
 */
export const DOCTOR_ABSENT_AFTER_MINUTES = 15;

/** Who is in the room: the booking's pet parent or its clinic. */
export type RoomSide = 'parent' | 'doctor';

/**
 * Where the room is: `early` until ROOM_OPENS_MINUTES_BEFORE the slot, `open` until
 * ROOM_CLOSES_MINUTES_AFTER its end (while the booking is paid and not ended), `ended` after
 * (or once the booking is done, declined or cancelled).
 */
export type RoomState = 'early' | 'open' | 'ended';

export interface ChatMessage {
  id: string;
  from: RoomSide;
  /** The sender's name as the other side reads it (the pet parent's, the clinic member's). */
  name: string;
  /** What was written ('' for a photo sent alone). */
  text: string;
  /**
   * A photo sent with it: its file's name, read from `…/consultations/{bookingId}/photos/{photo}`
   * with the session (health data: never a public address). Null for words alone.
   */
  photo: string | null;
  /** ISO time. */
  at: string;
}

/** A chat photo's stored name: random hex and the sniffed type's extension. */
export const CHAT_PHOTO_NAME_PATTERN = '^[0-9a-f]{32}\\.(png|jpg|webp|gif)$';

/** A STUN or TURN server, as `RTCPeerConnection` takes it. */
export interface IceServer {
  urls: string | string[];
  username?: string;
  credential?: string;
}

/**
 * GET /api/consultations/{bookingId}/room (its pet parent) and
 * GET /api/pro/consultations/{bookingId}/room (its clinic): what the room needs.
 */
export interface ConsultationRoom {
  bookingId: string;
  you: RoomSide;
  state: RoomState;
  /** ISO (+05:30). */
  opensAt: string;
  closesAt: string;
  start: string;
  end: string;
  service: string;
  provider: { id: string; name: string };
  /** The other side's name: the clinic for the pet parent, the pet parent for the clinic. */
  with: string;
  pet: { name: string; species: string; breed: string } | null;
  /** The STUN/TURN servers the call may use (none on one machine). */
  iceServers: IceServer[];
  /** While open: the socket's address, with a ticket good for ROOM_TICKET_SECONDS; else null. */
  socketUrl: string | null;
  chat: ChatMessage[];
  /**
   * After a consultation that took place (its clinic marked it done): until when the chat stays
   * open for questions about it, free (FOLLOW_UP_DAYS after the slot, ISO); else null. The call
   * itself is over: messages go over HTTP.
   */
  followUpUntil: string | null;
  /**
   * The pet parent's side: the doctor has not joined DOCTOR_ABSENT_AFTER_MINUTES after the start,
   * so they may ask for their money back (POST …/consultations/{bookingId}/doctor-absent).
   */
  doctorAbsent: boolean;
}

/** POST /consultations/{bookingId}/doctor-absent: refunded, and what the page says. */
export interface DoctorAbsentResponse {
  message: string;
  refund: { id: string; amount: number; status: 'processed' | 'pending' } | null;
}

/** GET /pro/consultations/{bookingId}/record: the pet's health record, for its clinic. */
export interface ConsultationRecordResponse {
  record: PetRecord;
}

/** POST …/consultations/{bookingId}/messages `{ text }`: a chat message without the socket. */
export interface ChatPayload {
  text: string;
}
export interface ChatResponse {
  message: ChatMessage;
}

/** What a browser sends on the room's socket. */
export type RoomClientMessage =
  /** WebRTC's offer, answer or ICE candidate, for the other side as it is. */
  | { type: 'signal'; data: unknown }
  | { type: 'chat'; text: string }
  /** Look at the room again: a consultation its clinic has just marked done ends for both. */
  | { type: 'check' };

/** What the room's socket sends a browser. */
export type RoomServerMessage =
  /** Who else is in the room now (sent on joining and whenever the other side comes or goes). */
  | { type: 'peer'; present: boolean }
  | { type: 'signal'; data: unknown }
  | { type: 'chat'; message: ChatMessage }
  /** A message the socket refused (too long, empty, not JSON), in words for the person. */
  | { type: 'refused'; message: string }
  /** The room closed (its time ran out, or the consultation ended). */
  | { type: 'ended' };

/** Close codes of the room's socket (4000–4999 are the application's). */
export const ROOM_CLOSE = {
  /** The ticket is missing, forged, expired or for another booking. */
  forbidden: 4403,
  /** The room is not open now. */
  notOpen: 4409,
  /** The same side joined again elsewhere: the older socket gives way. */
  replaced: 4000,
} as const;

export const CONSULTATION_MESSAGES = {
  notFound: 'Consultation not found',
  notConsultation: 'Only a consultation with a vet clinic has a room.',
  notOpen: 'The room is not open now.',
  emptyMessage: 'Please write a message.',
  tooLong: `A message is at most ${CHAT_MESSAGE_MAX} characters.`,
  full: 'This consultation’s chat is full.',
  noRecord: 'This consultation names no pet whose record you may read.',
  notPhoto: 'Please send a photo: a JPEG, PNG, WebP or GIF picture of at most 2 MB.',
  absentRefunded:
    'We are sorry the doctor did not join. Your payment is refunded in full to how you paid.',
  absentTooEarly: `If the doctor has not joined ${DOCTOR_ABSENT_AFTER_MINUTES} minutes after the start, you can ask for your money back here.`,
  absentJoined:
    'The doctor joined this consultation, so it cannot be refunded as missed. Write to them in the chat.',
  absentNotPaid: 'Only a paid consultation that has not taken place can be refunded this way.',
  /** The booking's reason, as the pet parent and the clinic read it. */
  absentReason: 'The doctor did not join the consultation.',
} as const;

/** Where a booking's room opens and closes (ISO instants, as Date). */
export function roomWindow(start: Date, end: Date): { opensAt: Date; closesAt: Date } {
  return {
    opensAt: new Date(start.getTime() - ROOM_OPENS_MINUTES_BEFORE * 60_000),
    closesAt: new Date(end.getTime() + ROOM_CLOSES_MINUTES_AFTER * 60_000),
  };
}

/** The booking statuses whose room may open: paid, and not ended. */
export const ROOM_STATUSES = ['confirmed', 'accepted'] as const;

/** The room's state at `now` for a booking with this status and window. */
export function roomState(
  status: string,
  window: { opensAt: Date; closesAt: Date },
  now: Date,
): RoomState {
  if (!(ROOM_STATUSES as readonly string[]).includes(status)) return 'ended';
  if (now < window.opensAt) return 'early';
  return now < window.closesAt ? 'open' : 'ended';
}

// ---- The doctor's notes and e-prescription (issue 53 item 2) ----------------------------------

/** One medicine of a prescription, as a vet writes it. */
export interface PrescribedMedicine {
  /** 'Meloxicam oral suspension'. */
  name: string;
  /** '1.5 mg/ml'. */
  strength: string;
  /** '0.5 ml'. */
  dose: string;
  /** 'Once a day'. */
  frequency: string;
  /** How many days (1–180). */
  days: number;
  /** 'After food; stop if vomiting'. */
  instructions: string;
}

/** The doctor's notes of a consultation: each part optional, at least one written. */
export interface ConsultationNotes {
  history: string;
  findings: string;
  diagnosis: string;
  advice: string;
}

/** POST /pro/consultations/{bookingId}/prescription: written (or rewritten) by its clinic. */
export interface PrescriptionPayload {
  medicines: PrescribedMedicine[];
  notes: Partial<ConsultationNotes>;
  /** Which of the clinic's people signs it (their name); the first with a registration number. */
  doctor?: string;
}

/** A consultation's prescription, as both sides and the pet's record read it. */
export interface Prescription {
  bookingId: string;
  /** 'RX-' and the booking's number: what a pharmacist quotes. */
  number: string;
  pet: { name: string; species: string; breed: string } | null;
  parent: string;
  clinic: { name: string; address: string; city: string };
  /** Who signed it: their name, qualification and State Veterinary Council registration. */
  doctor: { name: string; qualification: string; registrationNumber: string };
  medicines: PrescribedMedicine[];
  notes: ConsultationNotes;
  /** ISO 8601: when it was signed (again, when rewritten). */
  writtenAt: string;
  /** Until when the pet parent may write to the clinic about it for free (ISO 8601). */
  followUpUntil: string;
}

export interface PrescriptionResponse {
  prescription: Prescription;
}
/** GET …/prescription: null while none is written (a page polls it during the call). */
export interface PrescriptionReadResponse {
  prescription: Prescription | null;
}

export const PRESCRIPTION_LIMITS = {
  medicines: 20,
  text: 200,
  notes: 2000,
  days: 180,
} as const;
/** Days after the slot a prescription may be written or rewritten, and the follow-up is free. */
export const FOLLOW_UP_DAYS = 7;

export const PRESCRIPTION_MESSAGES = {
  written: 'Prescription signed and sent to the pet parent.',
  none: 'No prescription has been written for this consultation yet.',
  notYet: 'A prescription is written once the consultation has begun.',
  tooLate: `A prescription can be written up to ${FOLLOW_UP_DAYS} days after the consultation.`,
  nothing: 'Please write the notes or at least one medicine.',
  noSigner:
    'Add the doctor’s qualification and State Veterinary Council registration number to your profile’s people first: a prescription is signed with them.',
  unknownSigner: 'Nobody of that name in your profile’s people has a registration number.',
  medicine: `Each medicine needs its name, strength, dose, how often and for how many days (1 to ${PRESCRIPTION_LIMITS.days}); at most ${PRESCRIPTION_LIMITS.medicines} medicines.`,
} as const;
