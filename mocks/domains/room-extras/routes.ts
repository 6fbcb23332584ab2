/**
 * /business-merchant room extras of the current place (§7 Rooms, Place config): door locks with their
 * supplier, gateways, room managers and the PCs of e-sports rooms, serving exactly the shapes of
 * src/api/services/room-extras.ts. The plain calls come from `crud()`; the supplier lists and the computer
 * bindings are routes on the same contract checks.
 */
import {
  asc,
  atField,
  byId,
  crud,
  foundRow,
  invalid,
  invalidField,
  ok,
  route,
  type CrudContext,
  type CrudValidateArgs,
  type Problem,
  rowsAt,
  placeIdOf,
  PLACE_READ,
  placeWrite,
} from '../../contract';
import { formatTime, type Db } from '../../db';
import type { StoredRow, Table } from '../../table';
import {
  COMPUTER_BASE,
  computerEntity,
  LOCK_BASE,
  LOCK_SUPPLIER_BASE,
  LOCK_SUPPLIER_CONFIG_BASE,
  lockEntity,
  ROOM_MANAGER_BASE,
  roomManagerEntity,
  SERVER_BASE,
  serverEntity,
} from '../../../src/domain/room-extras';
import { int } from '../../validate';
import { zhText } from '../../messages';
import { ROOMS } from '../rooms/tables';
import { ROOM_EXTRAS, type ComputerRow, type LockRow, type ServerRow } from './tables';

/** The messages of a body's room (a lock's, a computer's, a pass box's): room-sales/routes.ts answers them too. */
export const ROOM_REF_MSG = {
  roomRequired: zhText({ key: 'roomExtras.roomRequired' }),
  roomMissing: zhText({ key: 'roomExtras.roomMissing' }),
} as const;

export const ROOM_EXTRA_MSG = {
  ...ROOM_REF_MSG,
  addressTaken: '该IP和端口已被其他服务器使用',
  notBound: '该电脑未绑定房间',
  sameComputer: '请选择另一台电脑',
  bothUnbound: '两台电脑都未绑定房间，无需交换',
} as const;

/** A room of the place by an id read from a body. */
export const roomOf = (db: Db, placeId: number, id: unknown) => byId(rowsAt(db, ROOMS.room, placeId), id);

/** The room a bind call names (its body's `roomId`): required, and a room of the place. */
export function roomToBind(db: Db, placeId: number, id: unknown): number {
  const roomId = int(id);
  if (roomId === null) invalidField('roomId', ROOM_REF_MSG.roomRequired);
  if (!roomOf(db, placeId, roomId)) invalidField('roomId', ROOM_REF_MSG.roomMissing);
  return roomId;
}

/** A row that sits in a room or is spare (null): a computer, a pass box. */
type RoomBound = { roomId: number | null; updateTime?: string };

/** Binds a computer or a pass box to a room, or unbinds it (null), changed at `now`. */
export function setRoom(row: RoomBound, roomId: number | null, now: number) {
  row.roomId = roomId;
  row.updateTime = formatTime(now);
}

/**
 * The bind call of a table whose rows sit in a room: the row by `id`, the room by `roomId` (`roomToBind`), what
 * else the table allows (`check` refuses by throwing), then the row moves into the room.
 */
export function bindRoute<Row extends StoredRow & RoomBound>(
  path: string,
  perm: string,
  table: Table<Row>,
  check?: (row: Row, roomId: number, ctx: { db: Db; place: { id: number } }) => void,
) {
  return route.post(path, placeWrite(perm), ({ db, place, body, now }) => {
    const row = foundRow(rowsAt(db, table, place.id), body.id);
    const roomId = roomToBind(db, place.id, body.roomId);
    check?.(row, roomId, { db, place });
    setRoom(row, roomId, now);
    return ok(null, '绑定成功');
  });
}

/** The unbind call of a table whose rows sit in a room: the row by `id`, refused with `notBound` when roomless. */
export function unbindRoute<Row extends StoredRow & RoomBound>(
  path: string,
  perm: string,
  table: Table<Row>,
  notBound: string,
) {
  return route.post(path, placeWrite(perm), ({ db, place, body, now }) => {
    const row = foundRow(rowsAt(db, table, place.id), body.id);
    if (row.roomId == null) invalid(notBound);
    setRoom(row, null, now);
    return ok(null, '解绑成功');
  });
}

/* ------------------------------------------------------------------ locks */

function presentLock(row: LockRow, ctx: CrudContext) {
  const room = roomOf(ctx.db, placeIdOf(ctx), row.roomId);
  const supplier = byId(ctx.db.table(ROOM_EXTRAS.supplier), row.supplierId);
  return {
    id: row.id,
    lockNo: row.lockNo,
    roomId: row.roomId,
    roomNo: room?.roomNo ?? '',
    supplierId: row.supplierId,
    supplierName: supplier?.supplierName ?? '',
    battery: row.battery,
    remark: row.remark ?? '',
    status: row.status,
    createTime: row.createTime,
  };
}

/* ------------------------------------------------------------------ servers */

/** The field rules are the declaration's (serverEntity); left here: one address per gateway. */
function validateServer({ row, siblings }: CrudValidateArgs<ServerRow>): Problem {
  return atField(
    'port',
    siblings.some((s) => s.ip === row.ip && s.port === row.port) ? ROOM_EXTRA_MSG.addressTaken : null,
  );
}

/* ------------------------------------------------------------------ computers */

function presentComputer(row: ComputerRow, db: Db, placeId: number) {
  const room = row.roomId == null ? undefined : roomOf(db, placeId, row.roomId);
  return {
    id: row.id,
    computerName: row.computerName,
    roomId: row.roomId ?? null,
    roomNo: room?.roomNo ?? '',
    ip: row.ip,
    mac: row.mac,
    cpu: row.cpu ?? '',
    gpu: row.gpu ?? '',
    memory: row.memory ?? '',
    harddisk: row.harddisk ?? '',
    mainboard: row.mainboard ?? '',
    status: row.status,
    createTime: row.createTime,
  };
}

const computerOf = (db: Db, placeId: number, id: unknown) =>
  foundRow(rowsAt(db, ROOM_EXTRAS.computer, placeId), id);

export const roomExtraHandlers = [
  ...crud(LOCK_BASE, {
    perms: 'room:lock',
    table: ROOM_EXTRAS.lock,
    entity: lockEntity,
    defaults: () => ({ status: 1, remark: '' }),
    filters: { lockNo: 'contains', roomId: 'equals', supplierId: 'equals', status: 'equals' },
    defaultSort: [asc('lockNo')],
    present: presentLock,
  }),

  route.post(`${LOCK_SUPPLIER_BASE}/getSupplierList`, PLACE_READ, ({ db }) =>
    ok(db.table(ROOM_EXTRAS.supplier).map(({ id, supplierName }) => ({ id, supplierName }))),
  ),

  route.post(`${LOCK_SUPPLIER_CONFIG_BASE}/getConfigByPlaceId`, PLACE_READ, ({ db, place }) => {
    const config = rowsAt(db, ROOM_EXTRAS.supplierConfig, place.id)[0];
    if (!config) return ok(null);
    const supplier = byId(db.table(ROOM_EXTRAS.supplier), config.supplierId);
    return ok({
      supplierId: config.supplierId,
      supplierName: supplier?.supplierName ?? '',
      appKey: `****${config.appKey.slice(-4)}`,
      serverUrl: config.serverUrl,
    });
  }),

  ...crud(SERVER_BASE, {
    perms: 'room:server',
    table: ROOM_EXTRAS.server,
    entity: serverEntity,
    defaults: () => ({ status: 1, remark: '' }),
    filters: { serverName: 'contains', ip: 'contains', type: 'equals', status: 'equals' },
    defaultSort: [asc('id')],
    validate: validateServer,
  }),

  ...crud(ROOM_MANAGER_BASE, {
    perms: 'room:manager',
    table: ROOM_EXTRAS.manager,
    entity: roomManagerEntity,
    defaults: () => ({ status: 1, remark: '' }),
    filters: { name: 'contains', phone: 'contains', status: 'equals' },
    defaultSort: [asc('id')],
  }),

  ...crud(COMPUTER_BASE, {
    perms: 'room:computer',
    table: ROOM_EXTRAS.computer,
    entity: computerEntity,
    clean: { mac: (v) => v.toUpperCase() },
    defaults: () => ({ status: 1, roomId: null, cpu: '', gpu: '', memory: '', harddisk: '', mainboard: '' }),
    filters: { computerName: 'contains', roomId: 'equals', ip: 'contains', status: 'equals' },
    defaultSort: [asc('computerName')],
    present: (row, ctx) => presentComputer(row, ctx.db, placeIdOf(ctx)),
  }),

  bindRoute(`${COMPUTER_BASE}/computerBinding`, 'room:computer:edit', ROOM_EXTRAS.computer),

  unbindRoute(
    `${COMPUTER_BASE}/computerRemoveBinding`,
    'room:computer:edit',
    ROOM_EXTRAS.computer,
    ROOM_EXTRA_MSG.notBound,
  ),

  route.post(
    `${COMPUTER_BASE}/computerExchangeBinding`,
    placeWrite('room:computer:edit'),
    ({ db, place, body, now }) => {
      const a = computerOf(db, place.id, body.id);
      if (int(body.targetId) === a.id) invalidField('targetId', ROOM_EXTRA_MSG.sameComputer);
      const b = computerOf(db, place.id, body.targetId);
      if (a.roomId == null && b.roomId == null) invalid(ROOM_EXTRA_MSG.bothUnbound);
      [a.roomId, b.roomId] = [b.roomId ?? null, a.roomId ?? null];
      a.updateTime = b.updateTime = formatTime(now);
      return ok(null, '交换成功');
    },
  ),

  route.post(`${COMPUTER_BASE}/getComputetByBind`, PLACE_READ, ({ db, place, body }) => {
    const roomId = int(body.roomId);
    if (roomId === null) invalidField('roomId', ROOM_EXTRA_MSG.roomRequired);
    return ok(
      rowsAt(db, ROOM_EXTRAS.computer, place.id)
        .filter((c) => c.roomId === roomId)
        .sort((x, y) => x.computerName.localeCompare(y.computerName))
        .map((c) => presentComputer(c, db, place.id)),
    );
  }),
];
