import { request, requestEnvelope } from '../client';
import { resource } from '../resource';
import type { EnableStatus } from './rooms';

/**
 * §7 Rooms, the room extras of the current place: door locks (businessLock) with their supplier
 * (lockSupplier, lockSupplierConfig), lock/power gateways (businessServer), room managers
 * (businessRoomManager) and the PCs of e-sports rooms (businessComputer). The mock
 * (mocks/handlers/room-extras.ts) serves exactly these shapes; docs/api-contract.md lists the calls.
 */

const BASE = '/business-merchant';
const LOCK = `${BASE}/businessLock`;
const SERVER = `${BASE}/businessServer`;
const MANAGER = `${BASE}/businessRoomManager`;
const COMPUTER = `${BASE}/businessComputer`;

/** A door lock of one room. */
export interface Lock {
  id: number;
  /** 1–20 letters, digits or hyphen, unique per place */
  lockNo: string;
  roomId: number;
  /** derived */
  roomNo: string;
  supplierId: number;
  /** derived */
  supplierName: string;
  /** battery level, 0–100 % */
  battery: number;
  remark: string;
  status: EnableStatus;
  createTime: string;
}

export type LockInput = Pick<Lock, 'lockNo' | 'roomId' | 'supplierId' | 'battery' | 'remark'>;

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

/** 1 门锁网关, 2 取电网关, 3 前台读卡器 */
export type ServerType = 1 | 2 | 3;

/** A lock or power gateway (or the front desk's card reader) on the place's network. */
export interface Server {
  id: number;
  serverName: string;
  /** IPv4, unique per place with the port */
  ip: string;
  /** 1–65535 */
  port: number;
  type: ServerType;
  remark: string;
  status: EnableStatus;
  createTime: string;
}

export type ServerInput = Pick<Server, 'serverName' | 'ip' | 'port' | 'type' | 'remark'>;

/** A housekeeping supervisor who looks after rooms. */
export interface RoomManager {
  id: number;
  name: string;
  /** mobile, unique per place */
  phone: string;
  remark: string;
  status: EnableStatus;
  createTime: string;
}

export type RoomManagerInput = Pick<RoomManager, 'name' | 'phone' | 'remark'>;

/** A PC of an e-sports room (§3 Machine remark fields). */
export interface Computer {
  id: number;
  /** unique per place */
  computerName: string;
  /** the room it is bound to, null when none */
  roomId: number | null;
  /** derived, '' when unbound */
  roomNo: string;
  ip: string;
  /** XX:XX:XX:XX:XX:XX, unique per place */
  mac: string;
  cpu: string;
  gpu: string;
  memory: string;
  harddisk: string;
  mainboard: string;
  status: EnableStatus;
  createTime: string;
}

export type ComputerInput = Pick<
  Computer,
  'computerName' | 'roomId' | 'ip' | 'mac' | 'cpu' | 'gpu' | 'memory' | 'harddisk' | 'mainboard'
>;

const msgOf = async (p: Promise<{ msg: string }>) => (await p).msg;
const post = (url: string, data: unknown) => msgOf(requestEnvelope({ method: 'post', url, data }));

export const lockApi = {
  ...resource<Lock, LockInput>({ base: LOCK }),
  suppliers: () => request<LockSupplier[]>({ method: 'post', url: `${BASE}/lockSupplier/getSupplierList` }),
  /** null when the place has no supplier account yet */
  supplierConfig: () =>
    request<LockSupplierConfig | null>({
      method: 'post',
      url: `${BASE}/lockSupplierConfig/getConfigByPlaceId`,
    }),
};

export const serverApi = resource<Server, ServerInput>({ base: SERVER });

export const roomManagerApi = resource<RoomManager, RoomManagerInput>({ base: MANAGER });

export const computerApi = {
  ...resource<Computer, ComputerInput>({ base: COMPUTER }),
  bind: (id: number, roomId: number) => post(`${COMPUTER}/computerBinding`, { id, roomId }),
  unbind: (id: number) => post(`${COMPUTER}/computerRemoveBinding`, { id }),
  /** the two computers swap their rooms */
  exchange: (id: number, targetId: number) => post(`${COMPUTER}/computerExchangeBinding`, { id, targetId }),
  /** the computers bound to a room */
  boundTo: (roomId: number) =>
    request<Computer[]>({ method: 'post', url: `${COMPUTER}/getComputetByBind`, data: { roomId } }),
};
