export { ConsultationRoom, roomProps } from './ConsultationRoom';
export type {
  ConsultationRoomProps,
  RoomCallState,
  RoomChatMessage,
  RoomViewPhase,
} from './ConsultationRoom';
