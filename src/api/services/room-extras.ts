import { request } from '../client';
import { postWrite, resource, settingsCalls } from '../resource';
import {
  BOX_USER_BASE,
  COMPUTER_BASE,
  LOCK_BASE,
  LOCK_SUPPLIER_BASE,
  LOCK_SUPPLIER_CONFIG_BASE,
  OTA_CONFIG_BASE,
  PASS_BOX_BASE,
  ROOM_MANAGER_BASE,
  ROOM_SHELF_BASE,
  SERVER_BASE,
  type BoxUser,
  type BoxUserInput,
  type Computer,
  type ComputerInput,
  type RoomShelf,
  type RoomShelfInput,
  type SaleChannel,
  type Lock,
  type LockInput,
  type RoomManager,
  type RoomManagerInput,
  type Server,
  type ServerInput,
  type ServerType,
} from '@/domain/room-extras';

/**
 * §7 Rooms, the room extras of the current place: door locks (businessLock) with their supplier
 * (lockSupplier, lockSupplierConfig), lock/power gateways (businessServer), room managers
 * (businessRoomManager), the PCs of e-sports rooms (businessComputer), the key-card boxes and their users
 * (passBox, boxUser), the room shelves (businessRoomOnAndOffShelves) and the OTA settings
 * (businessRoomOtaConfig). The mocks (mocks/domains/room-extras/routes.ts, room-sales.ts) serve exactly these
 * shapes; docs/api-contract.md lists the calls.
 */

/** Locks are declared in src/domain/room-extras.ts. */
export type { Lock, LockInput };

/** A lock brand the platform integrates with. */
export interface LockSupplier {
  id: number;
  supplierName: string;
}

/** The place's lock supplier account; appKey is masked (`****` + its last 4 characters). */
export interface LockSupplierConfig {
  supplierId: number;
  supplierName: string;
  appKey: string;
  serverUrl: string;
}

/** Servers and room managers are declared in src/domain/room-extras.ts. */
export type { RoomManager, RoomManagerInput, Server, ServerInput, ServerType };

/** A PC of an e-sports room (§3 Machine remark fields): declared in src/domain/room-extras.ts. */
export type { Computer, ComputerInput };

export const lockApi = {
  ...resource<Lock, LockInput>({ base: LOCK_BASE }),
  suppliers: () => request<LockSupplier[]>({ method: 'post', url: `${LOCK_SUPPLIER_BASE}/getSupplierList` }),
  /** null when the place has no supplier account yet */
  supplierConfig: () =>
    request<LockSupplierConfig | null>({
      method: 'post',
      url: `${LOCK_SUPPLIER_CONFIG_BASE}/getConfigByPlaceId`,
    }),
};

export const serverApi = resource<Server, ServerInput>({ base: SERVER_BASE });

export const roomManagerApi = resource<RoomManager, RoomManagerInput>({ base: ROOM_MANAGER_BASE });

export const computerApi = {
  ...resource<Computer, ComputerInput>({ base: COMPUTER_BASE }),
  bind: (id: number, roomId: number) => postWrite(`${COMPUTER_BASE}/computerBinding`, { id, roomId }),
  unbind: (id: number) => postWrite(`${COMPUTER_BASE}/computerRemoveBinding`, { id }),
  /** the two computers swap their rooms */
  exchange: (id: number, targetId: number) =>
    postWrite(`${COMPUTER_BASE}/computerExchangeBinding`, { id, targetId }),
  /** the computers bound to a room */
  boundTo: (roomId: number) =>
    request<Computer[]>({ method: 'post', url: `${COMPUTER_BASE}/getComputetByBind`, data: { roomId } }),
};

/* ------------------------------------------------------------------ self check-in and sales */

/**
 * A key-card box at a room door or the front desk (registered by the kiosk supplier, not by the merchant):
 * the merchant binds it to one room (a room holds at most one box) and names who may open it.
 */
export interface PassBox {
  id: number;
  /** printed on the box, e.g. PB-0001 */
  boxCode: string;
  boxName: string;
  location: string;
  /** key cards it holds */
  slotCount: number;
  /** 1 online, 0 offline (reported by the box) */
  online: 0 | 1;
  roomId: number | null;
  /** derived, '' when unbound */
  roomNo: string;
  /** derived: box users authorised on it */
  userCount: number;
  createTime: string;
}

/** A box's users and a room type on sale on a channel: declared in src/domain/room-extras.ts. */
export type { BoxUser, BoxUserInput, RoomShelf, RoomShelfInput, SaleChannel };

/** How OTA orders for stays are taken. Times are HH:mm; check-out is before check-in (cleaning between). */
export interface LiveInConfig {
  /** 1: OTA orders are accepted without the front desk confirming */
  autoAccept: 0 | 1;
  checkInTime: string;
  checkOutTime: string;
  /** 1: the guest's ID card is checked at check-in */
  requireIdCard: 0 | 1;
  /** how long an unguaranteed booking is held after the check-in time, 0–720 minutes */
  guaranteeMinutes: number;
}

/** Hour rooms on OTA channels. */
export interface HourRoomConfig {
  enabled: 0 | 1;
  /** the lengths sold, 1–12 hours, at least one when enabled */
  hourOptions: number[];
  /** HH:mm, the window in which an hour room may start; start < end */
  sellStart: string;
  sellEnd: string;
  /** HH:mm, not before sellEnd */
  latestCheckout: string;
}

export const passBoxApi = {
  ...resource<PassBox>({ base: PASS_BOX_BASE, paths: { list: 'getBoxList' } }),
  bindRoom: (id: number, roomId: number) => postWrite(`${PASS_BOX_BASE}/bindRoom`, { id, roomId }),
  unbindRoom: (id: number) => postWrite(`${PASS_BOX_BASE}/unBindRoom`, { id }),
};

export const boxUserApi = resource<BoxUser, BoxUserInput>({
  base: BOX_USER_BASE,
  paths: { add: 'bindUser', edit: 'editUser', delete: 'unBindUser' },
});

/** The engine's status switch puts a row on or off the shelf through onAndOffShelves {id, status}. */
export const roomShelfApi = resource<RoomShelf, RoomShelfInput>({
  base: ROOM_SHELF_BASE,
  paths: { changeStatus: 'onAndOffShelves' },
});

/** The OTA settings, each read and saved whole (businessRoomOtaConfig). */
export const otaConfigApi = {
  liveIn: settingsCalls<LiveInConfig>(
    { url: `${OTA_CONFIG_BASE}/getLiveInConfig` },
    `${OTA_CONFIG_BASE}/updateLiveInConfig`,
  ),
  hourRoom: settingsCalls<HourRoomConfig>(
    { url: `${OTA_CONFIG_BASE}/getHourRoomConfig` },
    `${OTA_CONFIG_BASE}/updateHourRoomConfig`,
  ),
};
