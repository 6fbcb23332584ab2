import type { BoardRoom } from '@/api/services/room-board';
import { createTileStore, type TileStore } from '@/utils/tile-store';

/**
 * The rooms of one board, outside React (src/utils/tile-store.ts): a change to one room reaches exactly one
 * tile; a room added, removed, renumbered or moved regroups the board.
 */
export type RoomStore = TileStore<BoardRoom>;

const ROOM_FIELDS = {
  layout: [
    'roomNo',
    'buildingId',
    'buildingName',
    'buildingSort',
    'floor',
    'roomModelId',
    'modelName',
    'shortName',
  ],
  state: ['occupancy', 'housekeeping', 'block'],
} as const satisfies { layout: ReadonlyArray<keyof BoardRoom>; state: ReadonlyArray<keyof BoardRoom> };

export const createRoomStore = (initial: readonly BoardRoom[] = []): RoomStore =>
  createTileStore(ROOM_FIELDS, initial);
