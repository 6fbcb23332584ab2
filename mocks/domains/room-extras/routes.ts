/**
 * /business-merchant room extras of the current place (§7 Rooms, Place config): door locks with their
 * supplier, gateways, room managers and the PCs of e-sports rooms, serving exactly the shapes of
 * src/api/services/room-extras.ts. The plain calls come from `crud()`; the supplier lists and the computer
 * bindings are routes on the same contract checks.
 */
import {
  atField,
  crud,
  CRUD_MSG,
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
import { formatTime, type Db, type EntityRow } from '../../db';
import { ROOM_EXTRA_TABLES, ROOM_TABLES } from '../../seed';
import { computerEntity, lockEntity, roomManagerEntity, serverEntity } from '../../../src/domain/room-extras';
import { int } from '../../validate';
import { zhText } from '../../messages';

const BASE = '/business-merchant';
const LOCK = `${BASE}/businessLock`;
const SERVER = `${BASE}/businessServer`;
const MANAGER = `${BASE}/businessRoomManager`;
const COMPUTER = `${BASE}/businessComputer`;

export const ROOM_EXTRA_MSG = {
  roomRequired: zhText({ key: 'roomExtras.roomRequired' }),
  roomMissing: zhText({ key: 'roomExtras.roomMissing' }),
  addressTaken: '该IP和端口已被其他服务器使用',
  notBound: '该电脑未绑定房间',
  sameComputer: '请选择另一台电脑',
  bothUnbound: '两台电脑都未绑定房间，无需交换',
} as const;

const byId = (rows: EntityRow[], id: unknown) => rows.find((r) => r.id === id);
const roomOf = (db: Db, placeId: number, id: unknown) => byId(rowsAt(db, ROOM_TABLES.room, placeId), id);

/* ------------------------------------------------------------------ locks */

function presentLock(row: EntityRow, ctx: CrudContext) {
  const room = roomOf(ctx.db, placeIdOf(ctx), row.roomId);
  const supplier = byId(ctx.db.table(ROOM_EXTRA_TABLES.supplier), row.supplierId);
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
function validateServer({ row, siblings }: CrudValidateArgs): Problem {
  return atField(
    'port',
    siblings.some((s) => s.ip === row.ip && s.port === row.port) ? ROOM_EXTRA_MSG.addressTaken : null,
  );
}

/* ------------------------------------------------------------------ computers */

function presentComputer(row: EntityRow, ctx: CrudContext) {
  const room = row.roomId == null ? undefined : roomOf(ctx.db, placeIdOf(ctx), row.roomId);
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
  byId(rowsAt(db, ROOM_EXTRA_TABLES.computer, placeId), int(id)) ?? invalid(CRUD_MSG.notFound);

const asc = (field: string) => ({ field, order: 'asc' as const });

export const roomExtraHandlers = [
  ...crud(LOCK, {
    perms: 'room:lock',
    table: ROOM_EXTRA_TABLES.lock,
    entity: lockEntity,
    defaults: () => ({ status: 1, remark: '' }),
    filters: { lockNo: 'contains', roomId: 'equals', supplierId: 'equals', status: 'equals' },
    defaultSort: [asc('lockNo')],
    present: presentLock,
  }),

  route.post(`${BASE}/lockSupplier/getSupplierList`, PLACE_READ, ({ db }) =>
    ok(db.table(ROOM_EXTRA_TABLES.supplier).map(({ id, supplierName }) => ({ id, supplierName }))),
  ),

  route.post(`${BASE}/lockSupplierConfig/getConfigByPlaceId`, PLACE_READ, ({ db, place }) => {
    const config = rowsAt(db, ROOM_EXTRA_TABLES.supplierConfig, place.id)[0];
    if (!config) return ok(null);
    const supplier = byId(db.table(ROOM_EXTRA_TABLES.supplier), config.supplierId);
    const key = String(config.appKey);
    return ok({
      supplierId: config.supplierId,
      supplierName: supplier?.supplierName ?? '',
      appKey: `****${key.slice(-4)}`,
      serverUrl: config.serverUrl,
    });
  }),

  ...crud(SERVER, {
    perms: 'room:server',
    table: ROOM_EXTRA_TABLES.server,
    entity: serverEntity,
    defaults: () => ({ status: 1, remark: '' }),
    filters: { serverName: 'contains', ip: 'contains', type: 'equals', status: 'equals' },
    defaultSort: [asc('id')],
    validate: validateServer,
  }),

  ...crud(MANAGER, {
    perms: 'room:manager',
    table: ROOM_EXTRA_TABLES.manager,
    entity: roomManagerEntity,
    defaults: () => ({ status: 1, remark: '' }),
    filters: { name: 'contains', phone: 'contains', status: 'equals' },
    defaultSort: [asc('id')],
  }),

  ...crud(COMPUTER, {
    perms: 'room:computer',
    table: ROOM_EXTRA_TABLES.computer,
    entity: computerEntity,
    clean: { mac: (v) => v.toUpperCase() },
    defaults: () => ({ status: 1, roomId: null, cpu: '', gpu: '', memory: '', harddisk: '', mainboard: '' }),
    filters: { computerName: 'contains', roomId: 'equals', ip: 'contains', status: 'equals' },
    defaultSort: [asc('computerName')],
    present: presentComputer,
  }),

  route.post(`${COMPUTER}/computerBinding`, placeWrite('room:computer:edit'), ({ db, place, body, now }) => {
    const pc = computerOf(db, place.id, body.id);
    const roomId = int(body.roomId);
    if (roomId === null) invalidField('roomId', ROOM_EXTRA_MSG.roomRequired);
    if (!roomOf(db, place.id, roomId)) invalidField('roomId', ROOM_EXTRA_MSG.roomMissing);
    pc.roomId = roomId;
    pc.updateTime = formatTime(now);
    return ok(null, '绑定成功');
  }),

  route.post(
    `${COMPUTER}/computerRemoveBinding`,
    placeWrite('room:computer:edit'),
    ({ db, place, body, now }) => {
      const pc = computerOf(db, place.id, body.id);
      if (pc.roomId == null) invalid(ROOM_EXTRA_MSG.notBound);
      pc.roomId = null;
      pc.updateTime = formatTime(now);
      return ok(null, '解绑成功');
    },
  ),

  route.post(
    `${COMPUTER}/computerExchangeBinding`,
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

  route.post(`${COMPUTER}/getComputetByBind`, PLACE_READ, (ctx) => {
    const roomId = int(ctx.body.roomId);
    if (roomId === null) invalidField('roomId', ROOM_EXTRA_MSG.roomRequired);
    return ok(
      rowsAt(ctx.db, ROOM_EXTRA_TABLES.computer, ctx.place.id)
        .filter((c) => c.roomId === roomId)
        .sort((x, y) => String(x.computerName).localeCompare(String(y.computerName)))
        .map((c) => presentComputer(c, ctx as unknown as CrudContext)),
    );
  }),
];
