import { entity, field, type EntityInput, type EntityRow } from './entity';

/**
 * Declarations of the room extras (§7 Rooms, Place config), shared by the pages (src/features/room-extras),
 * the mock (mocks/handlers/room-extras.ts) and the contract suite.
 */

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
