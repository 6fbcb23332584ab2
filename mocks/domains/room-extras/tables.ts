/**
 * The tables of the room extras (§7 Rooms, Place config; mocks/domains/room-extras/routes.ts) and the rows they
 * store.
 */
import { defineTables, type StoredRow } from '../../table';
import { ROOM_SALE_TABLES } from '../room-sales/tables';

/**
 * The tables of mocks/domains/room-extras/routes.ts, each named as the entity of its calls
 * (/business-merchant/businessLock/list …); lockSupplier is platform-wide.
 */
export const EXTRA_TABLES = {
  lock: 'businessLock',
  supplier: 'lockSupplier',
  supplierConfig: 'lockSupplierConfig',
  server: 'businessServer',
  manager: 'businessRoomManager',
  computer: 'businessComputer',
} as const;

/** The tables of the room extras and of the room sales (mocks/domains/room-sales/tables.ts). */
export const ROOM_EXTRA_TABLES = { ...EXTRA_TABLES, ...ROOM_SALE_TABLES } as const;

/** A door lock of one room; the seed leaves out an empty remark (the handler answers ''). */
export interface LockRow extends StoredRow {
  placeId: number;
  lockNo: string;
  roomId: number;
  supplierId: number;
  /** per cent */
  battery: number;
  remark?: string;
  /** 1 enabled, 0 disabled */
  status: number;
  createTime: string;
  updateTime?: string;
}

/** A lock brand the platform works with (platform-wide: no place). */
export interface LockSupplierRow extends StoredRow {
  placeId: null;
  supplierName: string;
}

/** The place's account at its lock supplier; the app key is answered masked. */
export interface LockSupplierConfigRow extends StoredRow {
  placeId: number;
  supplierId: number;
  appKey: string;
  serverUrl: string;
  createTime: string;
}

/** A lock or power gateway (or card reader) on the place's network. */
export interface ServerRow extends StoredRow {
  placeId: number;
  serverName: string;
  ip: string;
  port: number;
  /** a SERVER_TYPES value: 1 lock gateway, 2 power gateway, 3 card reader */
  type: number;
  remark: string;
  status: number;
  createTime: string;
  updateTime?: string;
}

/** A housekeeping supervisor rooms are bound to (businessRoom.managerId). */
export interface RoomManagerRow extends StoredRow {
  placeId: number;
  name: string;
  phone: string;
  remark: string;
  status: number;
  createTime: string;
  updateTime?: string;
}

/** A PC of an e-sports room, bound to a room or spare (roomId null). */
export interface ComputerRow extends StoredRow {
  placeId: number;
  computerName: string;
  roomId: number | null;
  ip: string;
  /** upper-case */
  mac: string;
  cpu: string;
  gpu: string;
  memory: string;
  harddisk: string;
  mainboard: string;
  status: number;
  createTime: string;
  updateTime?: string;
}

/** The room extras' tables with their row types: `db.table(ROOM_EXTRAS.lock)` is a LockRow[]. */
export const ROOM_EXTRAS = defineTables<{
  lock: LockRow;
  supplier: LockSupplierRow;
  supplierConfig: LockSupplierConfigRow;
  server: ServerRow;
  manager: RoomManagerRow;
  computer: ComputerRow;
}>(EXTRA_TABLES);
