import type { BoardRoom } from '@/api/services/room-board';
import type { RoomStore } from './room-store';

/**
 * Where a live push reaches the board on screen: the home page registers its store while mounted, and the socket
 * layer (businessType 4 on home, a later issue) calls `pushRoomState`. Only the tile of that room re-renders.
 */
const mounted = new Map<number, RoomStore>();

export function registerBoard(placeId: number, store: RoomStore): () => void {
  mounted.set(placeId, store);
  return () => {
    if (mounted.get(placeId) === store) mounted.delete(placeId);
  };
}

/** Applies one room's new state to the board of that place, if one is on screen; false when none is. */
export function pushRoomState(
  placeId: number,
  roomId: number,
  patch: Partial<Omit<BoardRoom, 'id'>>,
): boolean {
  const store = mounted.get(placeId);
  if (!store?.get(roomId)) return false;
  store.update(roomId, patch);
  return true;
}
