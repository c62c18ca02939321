/*
 * The consultations domain (issue 53 item 1): a paid vet booking's room — who may join, when, the
 * chat, and the socket that introduces the two browsers. Other domains use it only through this
 * file.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  ROOM_CLOSE,
  type ChatResponse,
  type ConsultationRoom,
  type IceServer,
} from '@petverse/api/contract';
import type { Database } from '../db/client';
import type { Auth } from '../lib/auth';
import { HttpError, badRequest } from '../lib/errors';
import { idParams } from '../lib/schemas';
import { providerOf, type ProviderAuth } from '../providers';
import { createRoomHub, readClientMessage } from './hub';
import {
  addMessage,
  bookingFor,
  chatText,
  nameOf,
  requireOpen,
  roomAnswer,
  stateOf,
  visitorOfTicket,
  type Visitor,
} from './room';

export interface ConsultationsContext {
  db: Database;
  clock: () => Date;
  auth: Auth;
  providerAuth: ProviderAuth;
  /** STUN/TURN servers for the calls (ICE_SERVERS); none on one machine. */
  iceServers: IceServer[];
}

/** How often an open room looks at its booking again (its end, a clinic marking it done). */
const RECHECK_MS = 30_000;

export const consultationRoutes: FastifyPluginAsyncTypebox<ConsultationsContext> = async (
  app,
  { db, clock, auth, providerAuth, iceServers },
) => {
  const hub = createRoomHub();
  const parent = (request: { userId: string }): Visitor => ({
    side: 'parent',
    userId: request.userId,
  });
  const doctor = (request: Parameters<typeof providerOf>[0]): Visitor => {
    const me = providerOf(request);
    return { side: 'doctor', providerId: me.providerId, name: me.name };
  };
  const room = async (bookingId: string, visitor: Visitor): Promise<ConsultationRoom> =>
    roomAnswer(db, await bookingFor(db, bookingId, visitor), visitor, {
      auth,
      iceServers,
      now: clock(),
    });
  const send = async (
    bookingId: string,
    visitor: Visitor,
    text: unknown,
  ): Promise<ChatResponse> => {
    const booking = await bookingFor(db, bookingId, visitor);
    requireOpen(stateOf(booking, clock()).state);
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
