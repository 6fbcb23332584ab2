import { entity, field, type EntityInput, type EntityRow } from './entity';

/**
 * Declarations of the room extras (§7 Rooms, Place config), shared by the pages (src/features/room-extras),
 * the mock (mocks/domains/room-extras/routes.ts) and the contract suite.
 */

/** Where /business-merchant serves the room extras: locks and their supplier, gateways, managers, PCs. */
export const LOCK_BASE = '/business-merchant/businessLock';
export const LOCK_SUPPLIER_BASE = '/business-merchant/lockSupplier';
export const LOCK_SUPPLIER_CONFIG_BASE = '/business-merchant/lockSupplierConfig';
export const SERVER_BASE = '/business-merchant/businessServer';
export const ROOM_MANAGER_BASE = '/business-merchant/businessRoomManager';
export const COMPUTER_BASE = '/business-merchant/businessComputer';
/** … and those of self check-in and sales: key-card boxes and their users, room shelves, OTA settings. */
export const PASS_BOX_BASE = '/business-merchant/passBox';
export const BOX_USER_BASE = '/business-merchant/boxUser';
export const ROOM_SHELF_BASE = '/business-merchant/businessRoomOnAndOffShelves';
export const OTA_CONFIG_BASE = '/business-merchant/businessRoomOtaConfig';

/** 1–20 letters, digits or hyphen, as printed on the lock */
export const LOCK_NO_RE = /^[A-Za-z0-9-]{1,20}$/;
const lockNoRule = (v: unknown) =>
  typeof v === 'string' && LOCK_NO_RE.test(v) ? null : 'roomExtras.lockNoRule';

/** A door lock of one room, with its brand and battery (businessLock); one lock per room. */
export const lockEntity = entity({
  lockNo: field.text({
    required: 'roomExtras.lockNoRequired',
    maxLength: 20,
    checks: [lockNoRule],
    unique: 'roomExtras.lockNoTaken',
    example: (n: number) => `LK-${n}`,
  }),
  roomId: field.ref('businessRoom', 'roomExtras.roomRequired', 'roomExtras.roomMissing', {
    unique: 'roomExtras.roomHasLock',
  }),
  roomNo: field.derived('text'),
  supplierId: field.ref('lockSupplier', 'roomExtras.supplierRequired', 'roomExtras.supplierMissing', {
    global: true,
  }),
  supplierName: field.derived('text'),
  battery: field.int({
    required: 'roomExtras.batteryRange',
    min: 0,
    max: 100,
    range: 'roomExtras.batteryRange',
    initial: 100,
  }),
  remark: field.remark(50),
  status: field.status(),
});
export type Lock = EntityRow<typeof lockEntity>;
export type LockInput = EntityInput<typeof lockEntity>;

/** 1 门锁网关, 2 取电网关, 3 前台读卡器 */
export const SERVER_TYPES = [1, 2, 3] as const;
export type ServerType = (typeof SERVER_TYPES)[number];

/** A lock or power gateway (or the front desk's card reader) on the place's network (businessServer). */
export const serverEntity = entity({
  serverName: field.name('roomExtras.serverNameRequired', 'roomExtras.serverNameTaken', 'Gateway'),
  type: field.oneOf(SERVER_TYPES, 'roomExtras.serverTypeRequired'),
  /** IPv4, unique per place with the port (the mock's rule) */
  ip: field.ipv4('roomExtras.ipRequired'),
  port: field.int({
    required: 'roomExtras.portRequired',
    min: 1,
    max: 65535,
    range: 'roomExtras.portRange',
    initial: 8090,
  }),
  remark: field.remark(50),
  status: field.status(),
});

export type Server = EntityRow<typeof serverEntity>;
export type ServerInput = EntityInput<typeof serverEntity>;

/** A housekeeping supervisor who looks after rooms (businessRoomManager); the phone is unique per place. */
export const roomManagerEntity = entity({
  name: field.name('roomExtras.managerNameRequired', undefined, 'LiuFang'),
  phone: field.mobile('roomExtras.phoneRequired', 'roomExtras.phoneTaken'),
  remark: field.remark(50),
  status: field.status(),
});

export type RoomManager = EntityRow<typeof roomManagerEntity>;
export type RoomManagerInput = EntityInput<typeof roomManagerEntity>;

/** Six pairs of hex digits separated by colons: 00:1A:2B:3C:4D:5E (stored upper-case). */
export const MAC_RE = /^[0-9A-Fa-f]{2}(:[0-9A-Fa-f]{2}){5}$/;
const checkMac = (v: unknown) => (MAC_RE.test(String(v)) ? null : 'roomExtras.macRule');
/** a hardware line of a PC (i7-13700F, RTX 4070 …): at most 50 characters */
const hardware = () =>
  field.text({ maxLength: 50, tooLong: 'roomExtras.hardwareTooLong', initial: '', example: 'i7-13700F' });

/** A PC of an e-sports room (businessComputer, §3 Machine remark), bound to a room or not. */
export const computerEntity = entity({
  computerName: field.name('roomExtras.computerNameRequired', 'roomExtras.computerNameTaken', 'PC'),
  roomId: field.int({ ref: { entity: 'businessRoom', missing: 'roomExtras.roomMissing' } }),
  roomNo: field.derived('text'),
  ip: field.ipv4('roomExtras.ipRequired'),
  mac: field.text({
    required: 'roomExtras.macRule',
    checks: [checkMac],
    unique: 'roomExtras.macTaken',
    example: (n: number) =>
      `00:1A:2B:3C:${((n >> 8) & 0xff).toString(16).padStart(2, '0')}:${(n & 0xff).toString(16).padStart(2, '0')}`.toUpperCase(),
  }),
  cpu: hardware(),
  gpu: hardware(),
  memory: hardware(),
  harddisk: hardware(),
  mainboard: hardware(),
  status: field.status(),
});
/** roomId: the room it is bound to, null when none */
export interface Computer extends Omit<EntityRow<typeof computerEntity>, 'roomId'> {
  roomId: number | null;
  status: 0 | 1;
}
export type ComputerInput = EntityInput<typeof computerEntity>;

/** 4–20 letters or digits, as printed on the card (stored upper-case). */
export const CARD_NO_RE = /^[A-Za-z0-9]{4,20}$/;
export const checkCardNo = (v: unknown) => (CARD_NO_RE.test(String(v)) ? null : 'roomExtras.cardNoRule');

/**
 * Someone (cleaner, front desk) whose card opens one box (boxUser). A phone or card is on a box once; the
 * server checks that among the box's users.
 */
export const boxUserEntity = entity({
  boxId: field.ref('passBox', 'roomExtras.boxRequired', 'roomExtras.boxMissing'),
  boxName: field.derived('text'),
  boxCode: field.derived('text'),
  name: field.name('roomExtras.userNameRequired', undefined, 'Wang'),
  phone: { ...field.mobile('validation.mobile'), tableRule: 'a phone once per box' },
  cardNo: field.text({
    required: 'roomExtras.cardNoRule',
    checks: [checkCardNo],
    tableRule: 'a card once per box',
    example: (n: number) => `CARD${String(n).padStart(4, '0')}`,
  }),
  remark: field.remark(50),
});
export type BoxUser = EntityRow<typeof boxUserEntity>;
export type BoxUserInput = EntityInput<typeof boxUserEntity>;

/** 1 小程序, 2 美团, 3 携程, 4 飞猪 */
export const SALE_CHANNEL_CODES = [1, 2, 3, 4] as const;
export type SaleChannel = (typeof SALE_CHANNEL_CODES)[number];
const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const isDate = (v: unknown) =>
  typeof v === 'string' &&
  DATE_RE.test(v) &&
  !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) &&
  new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);
const checkDate = (v: unknown) => (isDate(v) ? null : 'roomExtras.saleDateRequired');
const saleEndAfterStart = (end: unknown, row: Record<string, unknown>) =>
  typeof end === 'string' && typeof row.saleStart === 'string' && end < row.saleStart
    ? 'roomExtras.saleOrder'
    : null;

/**
 * A room type on sale on one channel for a date range (businessRoomOnAndOffShelves). The server also keeps
 * the count within the type's rooms, ranges of one type and channel apart, and a new choice of type enabled.
 */
export const roomShelfEntity = entity({
  roomModelId: field.ref('businessRoomModel', 'rooms.modelRequired', 'rooms.modelMissing', {
    tableRule: 'an enabled room type, whose ranges on the channel do not overlap',
  }),
  modelName: field.derived('text'),
  channel: field.oneOf(SALE_CHANNEL_CODES, 'roomExtras.channelRequired'),
  saleNum: field.int({
    required: 'roomExtras.saleNumRange',
    min: 1,
    max: 9999,
    range: 'roomExtras.saleNumRange',
    initial: 1,
    tableRule: 'at most the rooms of the type',
  }),
  saleStart: field.text({
    required: 'roomExtras.saleDateRequired',
    checks: [checkDate],
    // each example row another year, so that two never overlap
    example: (n: number) => `${2100 + n}-01-01`,
    bad: ['2030-02-30'],
    tableRule: 'no overlap with another range of the type on the channel',
  }),
  saleEnd: field.text({
    required: 'roomExtras.saleDateRequired',
    checks: [checkDate],
    cross: saleEndAfterStart,
    dependsOn: ['saleStart'],
    example: (n: number) => `${2100 + n}-01-31`,
  }),
  price: field.money({ required: 'roomExtras.priceRequired', max: 99_999.99, example: 199 }),
  remark: field.remark(50),
  status: field.status(),
});
/** status: 1 on the shelf (on sale), 0 off; new rows start off */
export interface RoomShelf extends EntityRow<typeof roomShelfEntity> {
  channel: SaleChannel;
  status: 0 | 1;
}
export type RoomShelfInput = EntityInput<typeof roomShelfEntity>;
