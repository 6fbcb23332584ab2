/**
 * The tables of self check-in and sales (§7 Rooms; mocks/domains/room-sales/routes.ts) and the rows they store:
 * pass boxes and their users, room shelves and the OTA settings.
 */
import { defineTables, type StoredRow } from '../../table';

/**
 * The tables of mocks/domains/room-sales/routes.ts, each named as the entity of its calls
 * (/business-merchant/passBox/getBoxList …); ROOM_EXTRA_TABLES names them with the room extras'.
 */
export const ROOM_SALE_TABLES = {
  passBox: 'passBox',
  boxUser: 'boxUser',
  shelf: 'businessRoomOnAndOffShelves',
  otaConfig: 'businessRoomOtaConfig',
} as const;

/** A box of key cards, at a room's door (roomId) or spare (null); `online` is reported by the box. */
export interface PassBoxRow extends StoredRow {
  placeId: number;
  boxCode: string;
  boxName: string;
  location: string;
  slotCount: number;
  /** 1 online, 0 offline */
  online: number;
  roomId: number | null;
  createTime: string;
  updateTime?: string;
}

/** Someone whose card opens one box. */
export interface BoxUserRow extends StoredRow {
  placeId: number;
  boxId: number;
  name: string;
  phone: string;
  /** upper-case */
  cardNo: string;
  remark: string;
  createTime: string;
  updateTime?: string;
}

/** A room type on sale on one channel for a date range. */
export interface RoomShelfRow extends StoredRow {
  placeId: number;
  roomModelId: number;
  /** a SALE_CHANNEL_CODES value: 1 小程序, 2 美团, 3 携程, 4 飞猪 */
  channel: number;
  saleNum: number;
  /** 'YYYY-MM-DD' */
  saleStart: string;
  saleEnd: string;
  price: number;
  remark: string;
  /** 1 on sale, 0 off the shelf */
  status: number;
  createTime: string;
  updateTime?: string;
}

/** How OTA bookings are taken in (getLiveInConfig). */
export interface LiveInConfig {
  /** 1: accepted without the front desk confirming */
  autoAccept: number;
  /** HH:mm */
  checkInTime: string;
  checkOutTime: string;
  /** 1: the guest's ID card is checked */
  requireIdCard: number;
  /** 0–720 */
  guaranteeMinutes: number;
}

/** Hour rooms on OTA channels (getHourRoomConfig). */
export interface HourRoomConfig {
  enabled: number;
  /** hours, 1–12, ascending */
  hourOptions: number[];
  /** HH:mm */
  sellStart: string;
  sellEnd: string;
  latestCheckout: string;
}

/** The place's OTA settings: one row, made with the defaults on the first save. */
export interface OtaConfigRow extends StoredRow {
  placeId: number;
  liveIn: LiveInConfig;
  hourRoom: HourRoomConfig;
  createTime: string;
  updateTime?: string;
}

/** The room sales' tables with their row types: `db.table(ROOM_SALES.shelf)` is a RoomShelfRow[]. */
export const ROOM_SALES = defineTables<{
  passBox: PassBoxRow;
  boxUser: BoxUserRow;
  shelf: RoomShelfRow;
  otaConfig: OtaConfigRow;
}>(ROOM_SALE_TABLES);
