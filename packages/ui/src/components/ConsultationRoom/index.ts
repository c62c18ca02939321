export { ConsultationRoom } from './ConsultationRoom';
export type { ConsultationRoomProps, RoomChatMessage, RoomViewPhase } from './ConsultationRoom';
