/** The tables of the rooms domain (§7 Rooms, mocks/domains/rooms/routes.ts) and the rows they store. */
import { defineTables, type StampedRow, type StoredRow } from '../../table';

/** The tables of mocks/domains/rooms/routes.ts, by name. */
export const ROOM_TABLES = {
  building: 'businessBuilding',
  model: 'businessRoomModel',
  room: 'businessRoom',
} as const;

/** A building of a place and its floors (a range without floor 0). */
export interface BuildingRow extends StampedRow {
  placeId: number;
  buildingName: string;
  floorStart: number;
  floorEnd: number;
  sort: number;
  remark: string;
  /** 1 enabled, 0 disabled */
  status: number;
}

/** A room type: its price, beds, facilities (ROOM_FACILITY values) and pictures (data: URLs). */
export interface RoomModelRow extends StampedRow {
  placeId: number;
  modelName: string;
  shortName: string;
  basePrice: number;
  /** a BED_TYPE value */
  bedType: string;
  area: number;
  capacity: number;
  facilities: string[];
  images: string[];
  /** HTML */
  description: string;
  status: number;
}

/** A room; the seed leaves out an empty lockNo, remark and managerId (the handler answers '', '' and null). */
export interface RoomRow extends StoredRow {
  placeId: number;
  buildingId: number;
  floor: number;
  roomModelId: number;
  roomNo: string;
  status: number;
  lockNo?: string;
  remark?: string;
  /** the room manager (businessRoomManager) the room is bound to */
  managerId?: number | null;
  createTime: string;
  updateTime?: string;
}

/** The rooms domain's tables with their row types: `db.table(ROOMS.room)` is a RoomRow[]. */
export const ROOMS = defineTables<{ building: BuildingRow; model: RoomModelRow; room: RoomRow }>(ROOM_TABLES);
