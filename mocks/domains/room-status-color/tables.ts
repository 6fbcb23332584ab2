/** The table of the room-status colours (mocks/domains/room-status-color/routes.ts) and the rows it stores. */
import { defineTable, type StoredRow } from '../../table';

/**
 * A colour the place changed; a status without a row shows its default (ROOM_STATUS_COLORS,
 * src/domain/room-status.ts).
 */
export interface RoomStatusColorRow extends StoredRow {
  placeId: number;
  /** a ROOM_STATUS_COLORS statusKey */
  statusKey: string;
  /** '#RRGGBB', upper-case */
  color: string;
  updateTime: string;
}

/** A place keeps only the colours it changed. */
export const ROOM_STATUS_COLOR_TABLE = 'roomStatusColor';

export const ROOM_STATUS_COLOR = defineTable<RoomStatusColorRow>(ROOM_STATUS_COLOR_TABLE);
