import type { BoardRoom } from '@/api/services/room-board';
import { PUSH_KIND, usePush, type PushFrame } from '@/realtime/realtime';
import type { RoomStore } from './room-store';

/**
 * Where a live push reaches the board on screen: the home page registers its store while mounted, and a push of
 * businessType 4 (`{ roomId, patch }`) calls `pushRoomState`. Only the tile of that room re-renders.
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

/** The keys of a room a push may change: what it is doing, housekeeping, a block. */
const PATCHABLE = ['occupancy', 'housekeeping', 'block'] as const;

/** A businessType 4 frame's room and the part of it that changed, or null when the frame is not one. */
export function roomPushOf(frame: PushFrame): { roomId: number; patch: Partial<BoardRoom> } | null {
  const data = frame.data as { roomId?: unknown; patch?: unknown } | undefined;
  if (typeof data?.roomId !== 'number' || typeof data.patch !== 'object' || data.patch === null) return null;
  const raw = data.patch as Record<string, unknown>;
  const patch = Object.fromEntries(PATCHABLE.filter((k) => k in raw).map((k) => [k, raw[k]]));
  return { roomId: data.roomId, patch: patch as Partial<BoardRoom> };
}

/** While the board of `placeId` is on screen, room pushes (businessType 4) update their tile. */
export function useLiveRooms(placeId: number): void {
  usePush(PUSH_KIND.roomState, (frame) => {
    const push = roomPushOf(frame);
    if (push) pushRoomState(placeId, push.roomId, push.patch);
  });
}
