/* Who may be in a consultation's room, when, and its chat. */
import { and, asc, count, eq } from 'drizzle-orm';
import {
  CHAT_MAX_MESSAGES,
  CHAT_MESSAGE_MAX,
  CONSULTATION_MESSAGES,
  FOLLOW_UP_DAYS,
  ROOM_TICKET_SECONDS,
  roomState,
  roomWindow,
  type ChatMessage,
  type ConsultationRoom,
  type IceServer,
  type RoomSide,
} from '@petverse/api/contract';
import type { Runner } from '../db/client';
import { users } from '../accounts/tables';
import { pets } from '../pets/tables';
import type { Auth } from '../accounts/auth';
import { HttpError, notFound } from '../platform/errors';
import { indiaIso } from '../providers';
import { providerBookings, providers } from '../providers/tables';
import { consultationMessages } from './tables';

/** Who asks: a pet parent (their user id) or a member of a provider (its id and their name). */
export type Visitor =
  { side: 'parent'; userId: string } | { side: 'doctor'; providerId: string; name: string };

export interface Booking {
  id: string;
  petId: string | null;
  status: string;
  startsAt: Date;
  endsAt: Date;
  service: string;
  userId: string;
  userName: string;
  providerId: string;
  providerName: string;
  kind: string;
  pet: { name: string; species: string; breed: string } | null;
}

/**
 * The booking behind a room, if `visitor` is one of its two sides; 404 for anyone else (another
 * pet parent, another provider: what is not theirs is not there), 409 for a booking that is not
 * a consultation (a groomer's, a trainer's).
 */
export async function bookingFor(
  db: Runner,
  bookingId: string,
  visitor: Visitor,
): Promise<Booking> {
  const [row] = await db
    .select({
      id: providerBookings.id,
      petId: providerBookings.petId,
      status: providerBookings.status,
      startsAt: providerBookings.startsAt,
      endsAt: providerBookings.endsAt,
      service: providerBookings.service,
      userId: providerBookings.userId,
      userName: users.name,
      providerId: providerBookings.providerId,
      providerName: providers.name,
      kind: providers.kind,
      petName: pets.name,
      species: pets.species,
      breed: pets.breed,
    })
    .from(providerBookings)
    .innerJoin(providers, eq(providers.id, providerBookings.providerId))
    .innerJoin(users, eq(users.id, providerBookings.userId))
    .leftJoin(pets, eq(pets.id, providerBookings.petId))
    .where(eq(providerBookings.id, bookingId))
    .limit(1);
  const theirs =
    row &&
    (visitor.side === 'parent'
      ? row.userId === visitor.userId
      : row.providerId === visitor.providerId);
  if (!row || !theirs) throw notFound(CONSULTATION_MESSAGES.notFound);
  if (row.kind !== 'vet') throw new HttpError(409, CONSULTATION_MESSAGES.notConsultation);
  const { petName, species, breed, ...rest } = row;
  return {
    ...rest,
    startsAt: new Date(row.startsAt),
    endsAt: new Date(row.endsAt),
    pet: petName ? { name: petName, species: species ?? '', breed: breed ?? '' } : null,
  };
}

/** The room's state now. */
export function stateOf(booking: Pick<Booking, 'status' | 'startsAt' | 'endsAt'>, now: Date) {
  const window = roomWindow(booking.startsAt, booking.endsAt);
  return { ...window, state: roomState(booking.status, window, now) };
}

/** The chat so far, oldest first. */
export async function chatOf(db: Runner, bookingId: string): Promise<ChatMessage[]> {
  const rows = await db
    .select()
    .from(consultationMessages)
    .where(eq(consultationMessages.bookingId, bookingId))
    .orderBy(asc(consultationMessages.createdAt), asc(consultationMessages.id))
    .limit(CHAT_MAX_MESSAGES);
  return rows.map(chatMessage);
}

const chatMessage = (row: typeof consultationMessages.$inferSelect): ChatMessage => ({
  id: row.id,
  from: row.side as RoomSide,
  name: row.name,
  text: row.body,
  photo: row.photo,
  at: new Date(row.createdAt).toISOString(),
});

/** A message's text as kept, or why it is refused (in the person's words). */
export function chatText(text: unknown): { text: string } | { refused: string } {
  const trimmed = typeof text === 'string' ? text.trim() : '';
  if (!trimmed) return { refused: CONSULTATION_MESSAGES.emptyMessage };
  if ([...trimmed].length > CHAT_MESSAGE_MAX) return { refused: CONSULTATION_MESSAGES.tooLong };
  return { text: trimmed };
}

/**
 * Keeps a chat message of an open room: counted under the booking's row lock, so two senders at
 * the last place cannot both pass CHAT_MAX_MESSAGES.
 */
export async function addMessage(
  db: Runner,
  input: {
    bookingId: string;
    side: RoomSide;
    name: string;
    text: string;
    photo?: string;
    now: Date;
  },
): Promise<ChatMessage> {
  return db.transaction(async (tx) => {
    await tx
      .select({ id: providerBookings.id })
      .from(providerBookings)
      .where(eq(providerBookings.id, input.bookingId))
      .for('update');
    const [kept] = await tx
      .select({ n: count() })
      .from(consultationMessages)
      .where(eq(consultationMessages.bookingId, input.bookingId));
    if ((kept?.n ?? 0) >= CHAT_MAX_MESSAGES) throw new HttpError(409, CONSULTATION_MESSAGES.full);
    const [row] = await tx
      .insert(consultationMessages)
      .values({
        bookingId: input.bookingId,
        side: input.side,
        name: input.name,
        body: input.text,
        photo: input.photo ?? null,
        createdAt: input.now,
      })
      .returning();
    return chatMessage(row!);
  });
}

/** The name a side's messages carry: the pet parent's own, or the clinic member's. */
export const nameOf = (booking: Booking, visitor: Visitor) =>
  visitor.side === 'parent' ? booking.userName : visitor.name;

/**
 * A socket ticket: which booking, which side, until when — signed with the server's key, so any
 * instance can check it and nobody can make one. Short-lived (ROOM_TICKET_SECONDS): an address
 * that leaks (a log, a screenshot) opens nothing for long.
 */
export function roomTicket(auth: Auth, bookingId: string, visitor: Visitor, now: Date): string {
  const who = visitor.side === 'parent' ? visitor.userId : visitor.providerId;
  const name = visitor.side === 'doctor' ? Buffer.from(visitor.name).toString('base64url') : '';
  const until = Math.floor(now.getTime() / 1000) + ROOM_TICKET_SECONDS;
  const payload = [bookingId, visitor.side, who, name, until].join('.');
  return `${payload}.${auth.keyedHash(payload)}`;
}

/** The visitor a ticket names for this booking, or null when it is forged, expired or another's. */
export function visitorOfTicket(
  auth: Auth,
  ticket: string,
  bookingId: string,
  now: Date,
): Visitor | null {
  const parts = ticket.split('.');
  if (parts.length !== 6) return null;
  const [booking, side, who, name, until, signature] = parts as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  if (!auth.keyedHashEquals(parts.slice(0, 5).join('.'), signature)) return null;
  if (booking !== bookingId || Number(until) * 1000 < now.getTime()) return null;
  if (side === 'parent') return { side, userId: who };
  if (side === 'doctor')
    return { side, providerId: who, name: Buffer.from(name, 'base64url').toString('utf8') };
  return null;
}

/** What a room's page needs. */
export async function roomAnswer(
  db: Runner,
  booking: Booking,
  visitor: Visitor,
  ctx: { auth: Auth; iceServers: IceServer[]; now: Date },
): Promise<Omit<ConsultationRoom, 'doctorAbsent'>> {
  const { opensAt, closesAt, state } = stateOf(booking, ctx.now);
  const followUp = followUpUntil(booking, ctx.now);
  return {
    bookingId: booking.id,
    you: visitor.side,
    state,
    opensAt: indiaIso(opensAt),
    closesAt: indiaIso(closesAt),
    start: indiaIso(booking.startsAt),
    end: indiaIso(booking.endsAt),
    service: booking.service,
    provider: { id: booking.providerId, name: booking.providerName },
    with: visitor.side === 'parent' ? booking.providerName : booking.userName,
    pet: booking.pet,
    iceServers: ctx.iceServers,
    socketUrl:
      state === 'open'
        ? `/api/consultations/${booking.id}/socket?ticket=${encodeURIComponent(
            roomTicket(ctx.auth, booking.id, visitor, ctx.now),
          )}`
        : null,
    chat: await chatOf(db, booking.id),
    followUpUntil: followUp ? indiaIso(followUp) : null,
  };
}

/**
 * Until when a consultation that took place keeps its chat open for questions (issue 53 item 2:
 * a follow-up is free for FOLLOW_UP_DAYS after the slot), or null: not done, or past that.
 */
export function followUpUntil(booking: Pick<Booking, 'status' | 'endsAt'>, now: Date): Date | null {
  if (booking.status !== 'done') return null;
  const until = new Date(booking.endsAt.getTime() + FOLLOW_UP_DAYS * 86_400_000);
  return now < until ? until : null;
}

/** 409 unless the chat takes messages now: the room is open, or its follow-up days are on. */
export function requireChat(booking: Booking, now: Date): void {
  if (stateOf(booking, now).state !== 'open' && !followUpUntil(booking, now))
    throw new HttpError(409, CONSULTATION_MESSAGES.notOpen);
}

/** Whether a photo was sent in this booking's chat (so its file may be read by its two sides). */
export async function photoOf(db: Runner, bookingId: string, photo: string): Promise<boolean> {
  const [row] = await db
    .select({ id: consultationMessages.id })
    .from(consultationMessages)
    .where(
      and(eq(consultationMessages.bookingId, bookingId), eq(consultationMessages.photo, photo)),
    )
    .limit(1);
  return Boolean(row);
}
