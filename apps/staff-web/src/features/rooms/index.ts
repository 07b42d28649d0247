/** What other features may use of rooms: the room list (the stay form picks a room from it). */
export { useRooms } from './use-rooms.ts';
