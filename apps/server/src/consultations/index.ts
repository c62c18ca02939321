/*
 * The consultations domain (issue 53 item 1): a paid vet booking's room — who may join, when, the
 * chat, and the socket that introduces the two browsers. Other domains use it only through this
 * file.
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  CHAT_PHOTO_NAME_PATTERN,
  CONSULTATION_MESSAGES,
  PRESCRIPTION_LIMITS,
  PRESCRIPTION_MESSAGES,
  ROOM_CLOSE,
  ROOM_STATUSES,
  type ConsultationRecordResponse,
  type ChatResponse,
  type ConsultationRoom,
  type IceServer,
  type PrescriptionReadResponse,
  type PrescriptionResponse,
} from '@petverse/api/contract';
import type { Database } from '../db/client';
import type { Auth } from '../accounts/auth';
import { HttpError, badRequest, notFound } from '../platform/errors';
import { counter, refuse, type RateRules } from '../platform/rateLimit';
import { idParams, imageSchema } from '../platform/schemas';
import {
  EXTENSION_TYPES,
  multipartOptions,
  pictureFrom,
  type UploadStorage,
} from '../platform/uploads';
import type { ShopEvents } from '../mail/events';
import type { PaymentProvider } from '../payments/provider';
import { recordOfPet } from '../petRecords';
import { providerOf, type ProviderAuth } from '../providers';
import { createRoomHub, readClientMessage } from './hub';
import { absenceRoutes, doctorAbsent, markJoined } from './absence';
import { prescriptionOf, sendPrescriptionPdf, writePrescription } from './prescriptions';
import {
  addMessage,
  bookingFor,
  chatText,
  nameOf,
  photoOf,
  requireChat,
  roomAnswer,
  stateOf,
  visitorOfTicket,
  type Visitor,
} from './room';

/** What other domains use: a pet parent's prescription and its PDF (the pharmacy, issue 53 item 2). */
export { ownersPrescription, sendPrescriptionPdf } from './prescriptions';

export interface ConsultationsContext {
  db: Database;
  clock: () => Date;
  auth: Auth;
  providerAuth: ProviderAuth;
  /** STUN/TURN servers for the calls (ICE_SERVERS); none on one machine. */
  iceServers: IceServer[];
  /** Where the chat's photos are kept (health data: read only by the booking's two sides). */
  photos: UploadStorage;
  rateRules: Pick<RateRules, 'uploadsPerAccount'>;
  /** Mail that follows a change (a prescription reaches its pet parent). */
  events: ShopEvents;
  /** Refunds a consultation whose doctor never came. */
  payments: PaymentProvider;
  /** How often rooms closed with no doctor are refunded; 0: never (a test sweeps itself). */
  absenceSweepMs: number;
}

/** How often an open room looks at its booking again (its end, a clinic marking it done). */
const RECHECK_MS = 30_000;

export const consultationRoutes: FastifyPluginAsyncTypebox<ConsultationsContext> = async (
  app,
  {
    db,
    clock,
    auth,
    providerAuth,
    iceServers,
    photos,
    rateRules,
    events,
    payments,
    absenceSweepMs,
  },
) => {
  await app.register(multipart, multipartOptions);
  await app.register(absenceRoutes, { db, clock, auth, payments, events, absenceSweepMs });
  const hub = createRoomHub();
  // A photo counts against the account's uploads, as any picture does.
  const uploads = counter(app, rateRules.uploadsPerAccount, (request) =>
    request.provider
      ? `uploads:provider:${request.provider.memberId}`
      : `uploads:user:${request.userId}`,
  );
  const parent = (request: { userId: string }): Visitor => ({
    side: 'parent',
    userId: request.userId,
  });
  const doctor = (request: Parameters<typeof providerOf>[0]): Visitor => {
    const me = providerOf(request);
    return { side: 'doctor', providerId: me.providerId, name: me.name };
  };
  const room = async (bookingId: string, visitor: Visitor): Promise<ConsultationRoom> => {
    const now = clock();
    const booking = await bookingFor(db, bookingId, visitor);
    const answer = await roomAnswer(db, booking, visitor, { auth, iceServers, now });
    // Who came (issue 53 item 4): a doctor who opens the open room has joined it.
    if (answer.state === 'open') await markJoined(db, bookingId, visitor.side, now);
    return {
      ...answer,
      doctorAbsent: visitor.side === 'parent' && (await doctorAbsent(db, booking, now)),
    };
  };
  const send = async (
    bookingId: string,
    visitor: Visitor,
    text: unknown,
  ): Promise<ChatResponse> => {
    const booking = await bookingFor(db, bookingId, visitor);
    requireChat(booking, clock());
    const checked = chatText(text);
    if ('refused' in checked) throw badRequest(checked.refused);
    const message = await addMessage(db, {
      bookingId,
      side: visitor.side,
      name: nameOf(booking, visitor),
      text: checked.text,
      now: clock(),
    });
    hub.broadcast(bookingId, { type: 'chat', message });
    return { message };
  };
  const chatBody = Type.Object({ text: Type.String({ maxLength: 5000 }) });
  /** Keeps a photo sent in an open room, as a message of its own, and tells both sides. */
  const sendPhoto = async (
    request: FastifyRequest,
    bookingId: string,
    visitor: Visitor,
    body: unknown,
  ): Promise<ChatResponse> => {
    const booking = await bookingFor(db, bookingId, visitor);
    requireChat(booking, clock());
    let picture: Awaited<ReturnType<typeof pictureFrom>>;
    try {
      picture = await pictureFrom((body as { photo?: unknown }).photo);
    } catch {
      throw badRequest(CONSULTATION_MESSAGES.notPhoto);
    }
    if (!picture) throw badRequest(CONSULTATION_MESSAGES.notPhoto);
    refuse('uploads', await uploads(request));
    const name = await photos.save(picture.data, picture.ext);
    const message = await addMessage(db, {
      bookingId,
      side: visitor.side,
      name: nameOf(booking, visitor),
      text: '',
      photo: name,
      now: clock(),
    });
    hub.broadcast(bookingId, { type: 'chat', message });
    return { message };
  };
  /** A photo of this booking's chat, to one of its two sides. */
  const readPhoto = async (
    reply: FastifyReply,
    bookingId: string,
    visitor: Visitor,
    name: string,
  ) => {
    await bookingFor(db, bookingId, visitor);
    const file = (await photoOf(db, bookingId, name)) ? await photos.open(name) : null;
    if (!file) throw notFound('Photo not found');
    return reply
      .type(EXTENSION_TYPES[name.slice(name.lastIndexOf('.') + 1)] ?? 'application/octet-stream')
      .header('Content-Length', file.size)
      .header('Cache-Control', 'private, max-age=86400')
      .header('X-Content-Type-Options', 'nosniff')
      .send(file.stream);
  };
  const photoBody = Type.Object({ photo: imageSchema });
  const photoParams = Type.Object({
    id: Type.String({ format: 'uuid' }),
    name: Type.String({ pattern: CHAT_PHOTO_NAME_PATTERN, errorMessage: 'Not a photo’s name.' }),
  });

  // Each realm its own address (a pet parent's token is refused on the portal's, and the reverse).
  app.get(
    '/consultations/:id/room',
    { onRequest: auth.requireUser, schema: { params: idParams } },
    (request) => room(request.params.id, parent(request)),
  );
  app.get(
    '/pro/consultations/:id/room',
    { onRequest: providerAuth.requireProvider(), schema: { params: idParams } },
    (request) => room(request.params.id, doctor(request)),
  );
  // The chat without the socket (a network that drops WebSockets), kept all the same.
  app.post(
    '/consultations/:id/messages',
    { onRequest: auth.requireUser, schema: { params: idParams, body: chatBody } },
    async (request, reply) => {
      void reply.status(201);
      return send(request.params.id, parent(request), request.body.text);
    },
  );
  app.post(
    '/pro/consultations/:id/messages',
    { onRequest: providerAuth.requireProvider(), schema: { params: idParams, body: chatBody } },
    async (request, reply) => {
      void reply.status(201);
      return send(request.params.id, doctor(request), request.body.text);
    },
  );

  // The pet's health record, for its clinic while the consultation is theirs (booked and paid,
  // or done): vaccinations, allergies and conditions, weight — what a vet asks first.
  app.get(
    '/pro/consultations/:id/record',
    { onRequest: providerAuth.requireProvider(), schema: { params: idParams } },
    async (request): Promise<ConsultationRecordResponse> => {
      const booking = await bookingFor(db, request.params.id, doctor(request));
      const record =
        booking.petId && [...ROOM_STATUSES, 'done'].includes(booking.status)
          ? await recordOfPet(db, booking.petId, clock())
          : null;
      if (!record) throw notFound(CONSULTATION_MESSAGES.noRecord);
      return { record };
    },
  );

  // The doctor's notes and e-prescription (issue 53 item 2): written by its clinic, read by both.
  const text = (max: number) => Type.String({ maxLength: max });
  const prescriptionBody = Type.Object({
    medicines: Type.Array(
      Type.Object({
        name: text(PRESCRIPTION_LIMITS.text),
        strength: text(PRESCRIPTION_LIMITS.text),
        dose: text(PRESCRIPTION_LIMITS.text),
        frequency: text(PRESCRIPTION_LIMITS.text),
        days: Type.Integer({ minimum: 1, maximum: PRESCRIPTION_LIMITS.days }),
        instructions: text(PRESCRIPTION_LIMITS.notes),
      }),
      { maxItems: PRESCRIPTION_LIMITS.medicines, errorMessage: PRESCRIPTION_MESSAGES.medicine },
    ),
    notes: Type.Object(
      {
        history: Type.Optional(text(PRESCRIPTION_LIMITS.notes)),
        findings: Type.Optional(text(PRESCRIPTION_LIMITS.notes)),
        diagnosis: Type.Optional(text(PRESCRIPTION_LIMITS.notes)),
        advice: Type.Optional(text(PRESCRIPTION_LIMITS.notes)),
      },
      {
        errorMessage: `Each part of the notes is at most ${PRESCRIPTION_LIMITS.notes} characters.`,
      },
    ),
    doctor: Type.Optional(text(PRESCRIPTION_LIMITS.text)),
  });
  app.post(
    '/pro/consultations/:id/prescription',
    {
      onRequest: providerAuth.requireProvider(),
      schema: { params: idParams, body: prescriptionBody },
    },
    async (request, reply): Promise<PrescriptionResponse & { message: string }> => {
      const who = doctor(request);
      const prescription = await db.transaction(async (tx) =>
        writePrescription(
          tx,
          events,
          await bookingFor(tx, request.params.id, who),
          request.body,
          clock(),
        ),
      );
      void reply.status(201);
      return { prescription, message: PRESCRIPTION_MESSAGES.written };
    },
  );
  const readPrescription = async (bookingId: string, visitor: Visitor) =>
    prescriptionOf(db, await bookingFor(db, bookingId, visitor));
  const sendPdf = async (reply: FastifyReply, bookingId: string, visitor: Visitor) =>
    sendPrescriptionPdf(reply, await readPrescription(bookingId, visitor));
  app.get(
    '/consultations/:id/prescription',
    { onRequest: auth.requireUser, schema: { params: idParams } },
    async (request): Promise<PrescriptionReadResponse> => ({
      prescription: await readPrescription(request.params.id, parent(request)),
    }),
  );
  app.get(
    '/pro/consultations/:id/prescription',
    { onRequest: providerAuth.requireProvider(), schema: { params: idParams } },
    async (request): Promise<PrescriptionReadResponse> => ({
      prescription: await readPrescription(request.params.id, doctor(request)),
    }),
  );
  app.get(
    '/consultations/:id/prescription.pdf',
    { onRequest: auth.requireUser, schema: { params: idParams } },
    (request, reply) => sendPdf(reply, request.params.id, parent(request)),
  );
  app.get(
    '/pro/consultations/:id/prescription.pdf',
    { onRequest: providerAuth.requireProvider(), schema: { params: idParams } },
    (request, reply) => sendPdf(reply, request.params.id, doctor(request)),
  );

  // Photos: over HTTP (never the socket), kept as the chat is, read with the session.
  app.post(
    '/consultations/:id/photos',
    { onRequest: auth.requireUser, schema: { params: idParams, body: photoBody } },
    async (request, reply) => {
      void reply.status(201);
      return sendPhoto(request, request.params.id, parent(request), request.body);
    },
  );
  app.post(
    '/pro/consultations/:id/photos',
    { onRequest: providerAuth.requireProvider(), schema: { params: idParams, body: photoBody } },
    async (request, reply) => {
      void reply.status(201);
      return sendPhoto(request, request.params.id, doctor(request), request.body);
    },
  );
  app.get(
    '/consultations/:id/photos/:name',
    { onRequest: auth.requireUser, schema: { params: photoParams } },
    (request, reply) => readPhoto(reply, request.params.id, parent(request), request.params.name),
  );
  app.get(
    '/pro/consultations/:id/photos/:name',
    { onRequest: providerAuth.requireProvider(), schema: { params: photoParams } },
    (request, reply) => readPhoto(reply, request.params.id, doctor(request), request.params.name),
  );

  // The socket: its ticket (from the room's answer) says who it is; a socket cannot send headers.
  app.get(
    '/consultations/:id/socket',
    {
      websocket: true,
      schema: {
        params: idParams,
        querystring: Type.Object({ ticket: Type.String({ maxLength: 1000 }) }),
      },
    },
    async (socket, request) => {
      const { id } = request.params;
      const visitor = visitorOfTicket(auth, request.query.ticket, id, clock());
      if (!visitor) return socket.close(ROOM_CLOSE.forbidden, 'Not your consultation');
      // Messages that arrive while the room is looked up wait for it.
      const early: string[] = [];
      const hold = (data: Buffer) => early.push(data.toString('utf8'));
      socket.on('message', hold);
      let booking: Awaited<ReturnType<typeof bookingFor>>;
      try {
        booking = await bookingFor(db, id, visitor);
      } catch {
        return socket.close(ROOM_CLOSE.forbidden, 'Not your consultation');
      }
      if (stateOf(booking, clock()).state !== 'open')
        return socket.close(ROOM_CLOSE.notOpen, 'The room is not open now');
      socket.off('message', hold);
      hub.join(id, visitor.side, socket);

      const recheck = async () => {
        try {
          const now = await bookingFor(db, id, visitor);
          if (stateOf(now, clock()).state !== 'open') hub.end(id);
        } catch {
          hub.end(id);
        }
      };
      const timer = setInterval(() => void recheck(), RECHECK_MS);
      timer.unref();
      socket.on('close', () => clearInterval(timer));

      const onMessage = async (data: string) => {
        const message = readClientMessage(data);
        if (!message) return;
        if (message.type === 'signal')
          hub.send(id, visitor.side === 'parent' ? 'doctor' : 'parent', message);
        else if (message.type === 'check') await recheck();
        else {
          try {
            await send(id, visitor, message.text);
          } catch (error) {
            socket.send(
              JSON.stringify({
                type: 'refused',
                message:
                  error instanceof HttpError
                    ? error.message
                    : 'The message could not be kept. Please send it again.',
              }),
            );
          }
        }
      };
      socket.on('message', (data: Buffer) => void onMessage(data.toString('utf8')));
      for (const data of early) void onMessage(data);
    },
  );
};
