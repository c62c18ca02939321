/*
 * The rooms' sockets on this instance: each booking's room holds at most one socket per side. The
 * server relays WebRTC's signalling between the two and keeps the chat; the call's media go from
 * browser to browser. Both sides of a room must reach the same instance (operations.md: route
 * `/api/consultations/{id}/socket` by the booking's id); the chat is kept in the database, so a
 * page that reconnects elsewhere still reads it whole.
 */
import type { WebSocket } from '@fastify/websocket';
import {
  ROOM_CLOSE,
  type RoomClientMessage,
  type RoomServerMessage,
  type RoomSide,
} from '@petverse/api/contract';

const other = (side: RoomSide): RoomSide => (side === 'parent' ? 'doctor' : 'parent');

export interface RoomHub {
  /** Puts a socket in its room (an older socket of the same side gives way), until it closes. */
  join(bookingId: string, side: RoomSide, socket: WebSocket): void;
  /** Sends to one side of a room, if it is there. */
  send(bookingId: string, side: RoomSide, message: RoomServerMessage): void;
  /** Sends to both sides. */
  broadcast(bookingId: string, message: RoomServerMessage): void;
  /** Tells both sides the room ended and closes their sockets. */
  end(bookingId: string): void;
  /** How many rooms have a socket (for tests and the start-up log). */
  size(): number;
}

export function createRoomHub(): RoomHub {
  const rooms = new Map<string, Map<RoomSide, WebSocket>>();
  const write = (socket: WebSocket | undefined, message: RoomServerMessage) => {
    if (socket && socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
  };
  const hub: RoomHub = {
    join(bookingId, side, socket) {
      const room = rooms.get(bookingId) ?? new Map<RoomSide, WebSocket>();
      rooms.set(bookingId, room);
      room.get(side)?.close(ROOM_CLOSE.replaced, 'Joined again elsewhere');
      room.set(side, socket);
      socket.on('close', () => {
        if (room.get(side) !== socket) return;
        room.delete(side);
        if (room.size === 0) rooms.delete(bookingId);
        write(room.get(other(side)), { type: 'peer', present: false });
      });
      write(socket, { type: 'peer', present: room.has(other(side)) });
      write(room.get(other(side)), { type: 'peer', present: true });
    },
    send(bookingId, side, message) {
      write(rooms.get(bookingId)?.get(side), message);
    },
    broadcast(bookingId, message) {
      for (const socket of rooms.get(bookingId)?.values() ?? []) write(socket, message);
    },
    end(bookingId) {
      const room = rooms.get(bookingId);
      if (!room) return;
      rooms.delete(bookingId);
      for (const socket of room.values()) {
        write(socket, { type: 'ended' });
        socket.close(1000, 'The consultation ended');
      }
    },
    size: () => rooms.size,
  };
  return hub;
}

/** A socket's message as the room reads it, or null when it is not one. */
export function readClientMessage(raw: string): RoomClientMessage | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object') return null;
  const { type } = parsed as { type?: unknown };
  if (type === 'signal' && 'data' in parsed) return { type, data: parsed.data };
  if (type === 'chat') {
    const { text } = parsed as { text?: unknown };
    // What is not text is refused as an empty message would be (room.ts, chatText).
    return { type, text: typeof text === 'string' ? text : '' };
  }
  if (type === 'check') return { type };
  return null;
}
