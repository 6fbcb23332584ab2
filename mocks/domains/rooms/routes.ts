/**
 * /business-merchant: buildings (with their floor range), room types and rooms of the current place
 * (§7 Rooms), serving exactly the shapes of src/api/services/rooms.ts. The plain calls come from `crud()`;
 * the extras (getAddParamList, addBatch, generateQrCode, getOffPass, bindManager, getModelAndRoom) are routes
 * on the same contract checks. Adding rooms (one or a batch) beyond the place's room quota (edition base plus
 * room licences, mocks/domains/common-license/routes.ts) answers code 2901.
 */
import {
  asc,
  atField,
  byId,
  compareRows,
  crud,
  CRUD_MSG,
  CRUD_OPS,
  ensure,
  foundRow,
  invalid,
  invalidField,
  ok,
  randomHex,
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
import { ROOM_EXTRAS } from '../room-extras/tables';
import { ROOMS, type BuildingRow, type RoomModelRow, type RoomRow } from './tables';
import { int, text } from '../../validate';
import {
  BUILDING_BASE,
  buildingEntity,
  ROOM_BASE,
  ROOM_MODEL_BASE,
  roomEntity,
  roomModelEntity,
} from '../../../src/domain/rooms';
import { zhText } from '../../messages';
import { pushTo } from '../../realtime';
import { ensureRoomQuota } from '../common-license/routes';
import { seedOf } from '../fake';
import { chinaDay, roomStateOn } from '../statistics/routes';

/** The paths of src/domain/rooms.ts by table, for the tests of other domains that name them so. */

export const ROOM_MSG = {
  buildingHasRooms: '该楼栋下还有房间，请先删除房间',
  modelHasRooms: '该房型下还有房间，请先删除房间',
  buildingRequired: zhText({ key: 'rooms.buildingRequired' }),
  buildingMissing: zhText({ key: 'rooms.buildingMissing' }),
  buildingDisabled: '该楼栋已停用',
  modelRequired: zhText({ key: 'rooms.modelRequired' }),
  modelMissing: zhText({ key: 'rooms.modelMissing' }),
  modelDisabled: '该房型已停用',
  roomNoTaken: zhText({ key: 'rooms.roomNoTaken' }),
  prefix: '房间号前缀只能包含字母、数字或横线',
  batchNo: '房号须为1-99999之间的整数',
  batchOrder: '结束房号不能小于起始房号',
  batchTooMany: '每次最多批量添加200间房',
  batchTooLong: '生成的房间号超过10位',
  noRooms: '请选择房间',
  managerMissing: '房间管理员不存在或已被删除',
  managerDisabled: '该房间管理员已停用',
  roomDisabled: '房间已停用，无法获取离线密码',
} as const;

/** '第8、9层还有房间，不能缩小楼层范围' */
export const floorsInUse = (floors: number[]) => `第${floors.join('、')}层还有房间，不能缩小楼层范围`;
/** '楼层须在1到12之间（没有0层）' */
export const floorOutside = (b: Pick<BuildingRow, 'floorStart' | 'floorEnd'>) =>
  `楼层须在${b.floorStart}到${b.floorEnd}之间（没有0层）`;
/** '房间号已存在：805、806'; more than ten are cut short with the count */
export const roomNosTaken = (nos: string[]) =>
  `${ROOM_MSG.roomNoTaken}：${nos.slice(0, 10).join('、')}${nos.length > 10 ? `等${nos.length}间` : ''}`;

export const BATCH_MAX = 200;
const PREFIX_RE = /^[A-Za-z0-9-]{0,9}$/;
/** Where the guest self-service page of a room lives (the text of its QR code). */
export const SELF_SERVICE_BASE = 'https://m.example-hotel.cn/r';
export const OFF_PASS_TTL_MS = 30 * 60_000;

/* ------------------------------------------------------------------ lookups */

const roomsAt = (db: Db, placeId: number) => rowsAt(db, ROOMS.room, placeId);

/**
 * Strips <script> elements and inline event handlers with a regex: enough that the demo never stores a
 * script, not a sanitiser (the console sanitises rich text before sending it and again before showing it).
 */
export function stripScripts(html: string): string {
  return html
    .replace(/<script\b[\s\S]*?<\/script\s*>/gi, '')
    .replace(/<\/?script\b[^>]*>/gi, '')
    .replace(/\son[a-z]+\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi, '');
}

/* ------------------------------------------------------------------ buildings */

/** Floors of the building's rooms that a new range would leave out. */
function floorsOutside(db: Db, building: BuildingRow, start: number, end: number): number[] {
  const floors = roomsAt(db, building.placeId)
    .filter((r) => r.buildingId === building.id)
    .map((r) => r.floor)
    .filter((f) => f < start || f > end);
  return [...new Set(floors)].sort((a, b) => a - b);
}

/** The field rules are the declaration's (buildingEntity); left here: a new range must keep the rooms' floors. */
function validateBuilding({ row, existing, ctx }: CrudValidateArgs<BuildingRow>): Problem {
  if (!existing) return null;
  const start = row.floorStart;
  const outside = floorsOutside(ctx.db, existing, start, row.floorEnd);
  if (outside.length === 0) return null;
  return { field: outside[0]! < start ? 'floorStart' : 'floorEnd', msg: floorsInUse(outside) };
}

function presentBuilding(row: BuildingRow, ctx: CrudContext) {
  const { id, buildingName, floorStart, floorEnd, sort, remark, status, createTime } = row;
  const roomCount = roomsAt(ctx.db, placeIdOf(ctx)).filter((r) => r.buildingId === id).length;
  return { id, buildingName, floorStart, floorEnd, sort, remark, status, roomCount, createTime };
}

/* ------------------------------------------------------------------ room types */

/** A room type as stored, without its place and updateTime, and how many rooms are of it. */
function presentModel(row: RoomModelRow, ctx: CrudContext) {
  const { placeId: _placeId, updateTime: _updateTime, ...model } = row;
  const roomCount = roomsAt(ctx.db, placeIdOf(ctx)).filter((r) => r.roomModelId === row.id).length;
  return { ...model, roomCount };
}

/* ------------------------------------------------------------------ rooms */

interface RoomPlacement {
  buildingId: unknown;
  floor: unknown;
  roomModelId: unknown;
}

/**
 * The building (of this place, enabled), the floor (in its range, not 0) and the room type (of this place,
 * enabled). A room that keeps its disabled building or type on edit is let through: only a new choice must
 * be an enabled one, as the add form offers only those.
 */
function checkPlacement(db: Db, placeId: number, v: RoomPlacement, existing: RoomRow | null): Problem {
  const building = byId(rowsAt(db, ROOMS.building, placeId), v.buildingId);
  const model = byId(rowsAt(db, ROOMS.model, placeId), v.roomModelId);
  const floor = v.floor;
  const isNew = (key: 'buildingId' | 'roomModelId') => !existing || existing[key] !== v[key];
  return (
    atField('buildingId', v.buildingId === null ? ROOM_MSG.buildingRequired : null) ??
    atField('buildingId', building ? null : ROOM_MSG.buildingMissing) ??
    atField('buildingId', building!.status !== 1 && isNew('buildingId') ? ROOM_MSG.buildingDisabled : null) ??
    atField(
      'floor',
      typeof floor === 'number' && floor !== 0 && floor >= building!.floorStart && floor <= building!.floorEnd
        ? null
        : floorOutside(building!),
    ) ??
    atField('roomModelId', v.roomModelId === null ? ROOM_MSG.modelRequired : null) ??
    atField('roomModelId', model ? null : ROOM_MSG.modelMissing) ??
    atField('roomModelId', model!.status !== 1 && isNew('roomModelId') ? ROOM_MSG.modelDisabled : null)
  );
}

const placementOf = (r: RoomRow): RoomPlacement => ({
  buildingId: r.buildingId,
  floor: r.floor,
  roomModelId: r.roomModelId,
});

// Room numbers are painted on doors: A801 and a801 are the same door.
const sameNo = (a: unknown, b: string) => String(a).toLowerCase() === b.toLowerCase();

/** The field rules are the declaration's (roomEntity); left here: an enabled building and type, a floor the building has, the quota. */
function validateRoom({ mode, row, existing, ctx }: CrudValidateArgs<RoomRow>): Problem {
  const problem = checkPlacement(ctx.db, placeIdOf(ctx), placementOf(row), existing);
  // a valid new room still needs room in the place's quota (code 2901: the console offers 去扩容)
  if (!problem && mode === 'add') ensureRoomQuota(ctx.db, ctx.place!, 1, ctx.now);
  return problem;
}

function presentRoom(row: RoomRow, ctx: CrudContext) {
  const placeId = placeIdOf(ctx);
  const building = byId(rowsAt(ctx.db, ROOMS.building, placeId), row.buildingId);
  const model = byId(rowsAt(ctx.db, ROOMS.model, placeId), row.roomModelId);
  return {
    id: row.id,
    buildingId: row.buildingId,
    buildingName: building?.buildingName ?? '',
    floor: row.floor,
    roomModelId: row.roomModelId,
    modelName: model?.modelName ?? '',
    roomNo: row.roomNo,
    // seeded rooms leave empty values out to keep the stored database small
    lockNo: row.lockNo ?? '',
    remark: row.remark ?? '',
    status: row.status,
    managerId: row.managerId ?? null,
    // '' when none, or when the manager was deleted since
    managerName: byId(rowsAt(ctx.db, ROOM_EXTRAS.manager, placeId), row.managerId ?? null)?.name ?? '',
    createTime: row.createTime,
  };
}

/** Rooms in building order (the building's sort), then floor, then room number (801 before 1001). */
function roomOrder(db: Db, placeId: number) {
  const buildingSort = new Map(rowsAt(db, ROOMS.building, placeId).map((b) => [b.id, b.sort]));
  const byNo = compareRows([{ field: 'roomNo', order: 'asc' }]);
  return (a: RoomRow, b: RoomRow) =>
    (buildingSort.get(a.buildingId) ?? 0) - (buildingSort.get(b.buildingId) ?? 0) ||
    a.buildingId - b.buildingId ||
    a.floor - b.floor ||
    byNo(a, b);
}

/** Room ids of the body, each a room of the place; refuses an empty list and ids of another place. */
function roomsOfBody(db: Db, placeId: number, ids: unknown): RoomRow[] {
  if (!Array.isArray(ids) || ids.length === 0) invalid(ROOM_MSG.noRooms);
  const mine = new Map(roomsAt(db, placeId).map((r) => [r.id, r]));
  return [...new Set(ids.map((v) => int(v)))].map(
    (id) => (id === null ? undefined : mine.get(id)) ?? invalid(CRUD_MSG.notFound),
  );
}

export const roomHandlers = [
  ...crud(BUILDING_BASE, {
    perms: 'room:building',
    table: ROOMS.building,
    ops: [...CRUD_OPS, 'deleteBatch'],
    entity: buildingEntity,
    // a new building goes after the others unless the form sets its place
    defaults: (ctx) => ({
      status: 1,
      remark: '',
      sort: Math.max(0, ...rowsAt(ctx.db, ROOMS.building, placeIdOf(ctx)).map((b) => b.sort)) + 1,
    }),
    filters: { buildingName: 'contains', status: 'equals' },
    defaultSort: [asc('sort'), asc('id')],
    validate: validateBuilding,
    beforeDelete: (row, ctx) =>
      roomsAt(ctx.db, placeIdOf(ctx)).some((r) => r.buildingId === row.id) ? ROOM_MSG.buildingHasRooms : null,
    present: presentBuilding,
  }),

  ...crud(ROOM_MODEL_BASE, {
    perms: 'room:model',
    table: ROOMS.model,
    ops: [...CRUD_OPS, 'deleteBatch'],
    entity: roomModelEntity,
    clean: { description: stripScripts },
    defaults: () => ({ status: 1 }),
    filters: { modelName: 'contains', bedType: 'equals', status: 'equals' },
    beforeDelete: (row, ctx) =>
      roomsAt(ctx.db, placeIdOf(ctx)).some((r) => r.roomModelId === row.id) ? ROOM_MSG.modelHasRooms : null,
    present: presentModel,
  }),

  route.post(`${ROOM_MODEL_BASE}/getModelAndRoom`, PLACE_READ, ({ db, place }) => {
    const rooms = roomsAt(db, place.id).sort(roomOrder(db, place.id));
    const buildings = rowsAt(db, ROOMS.building, place.id);
    const models = rowsAt(db, ROOMS.model, place.id).sort((a, b) => a.id - b.id);
    return ok(
      models.map((m) => ({
        id: m.id,
        modelName: m.modelName,
        rooms: rooms
          .filter((r) => r.roomModelId === m.id)
          .map((r) => ({
            id: r.id,
            roomNo: r.roomNo,
            buildingName: byId(buildings, r.buildingId)?.buildingName ?? '',
            floor: r.floor,
            status: r.status,
          })),
      })),
    );
  }),

  ...crud(ROOM_BASE, {
    perms: 'room:info',
    table: ROOMS.room,
    ops: [...CRUD_OPS, 'deleteBatch'],
    entity: roomEntity,
    defaults: () => ({ status: 1, managerId: null, lockNo: '', remark: '' }),
    // the home board of every console open at the place follows at once (§4: businessType 4)
    afterStatus: (row, ctx) => {
      pushTo(row.placeId!, {
        businessType: 4,
        data: { roomId: row.id, patch: roomStateOn(row, chinaDay(ctx.now)) },
      });
    },
    filters: {
      roomNo: 'contains',
      buildingId: 'equals',
      floor: 'equals',
      roomModelId: 'equals',
      status: 'equals',
      managerId: 'equals',
    },
    defaultSort: [asc('buildingId'), asc('floor'), asc('roomNo')],
    validate: validateRoom,
    present: presentRoom,
  }),

  route.post(`${ROOM_BASE}/getAddParamList`, PLACE_READ, ({ db, place }) => {
    const buildings = rowsAt(db, ROOMS.building, place.id)
      .filter((b) => b.status === 1)
      .sort((a, b) => a.sort - b.sort || a.id - b.id);
    const models = rowsAt(db, ROOMS.model, place.id)
      .filter((m) => m.status === 1)
      .sort((a, b) => a.id - b.id);
    return ok({
      buildings: buildings.map(({ id, buildingName, floorStart, floorEnd }) => ({
        id,
        buildingName,
        floorStart,
        floorEnd,
      })),
      roomModels: models.map(({ id, modelName, basePrice }) => ({ id, modelName, basePrice })),
    });
  }),

  // Our extension (§7 names no batch call): numbers startNo..endNo on one floor, all or none.
  route.post(`${ROOM_BASE}/addBatch`, placeWrite('room:info:add'), ({ db, place, body, now }) => {
    const placement = {
      buildingId: int(body.buildingId),
      floor: int(body.floor),
      roomModelId: int(body.roomModelId),
    };
    const prefix = text(body.prefix);
    const startNo = int(body.startNo);
    const endNo = int(body.endNo);
    const inRange = (n: number | null) => n !== null && n >= 1 && n <= 99_999;
    ensure(
      checkPlacement(db, place.id, placement, null),
      atField('prefix', PREFIX_RE.test(prefix) ? null : ROOM_MSG.prefix),
      atField('startNo', inRange(startNo) ? null : ROOM_MSG.batchNo),
      atField('endNo', inRange(endNo) ? null : ROOM_MSG.batchNo),
    );
    if (endNo! < startNo!) invalidField('endNo', ROOM_MSG.batchOrder);
    if (endNo! - startNo! + 1 > BATCH_MAX) invalidField('endNo', ROOM_MSG.batchTooMany);
    if (`${prefix}${endNo}`.length > 10) invalidField('prefix', ROOM_MSG.batchTooLong);
    const numbers = Array.from({ length: endNo! - startNo! + 1 }, (_, i) => `${prefix}${startNo! + i}`);
    const rooms = roomsAt(db, place.id);
    const taken = numbers.filter((no) => rooms.some((r) => sameNo(r.roomNo, no)));
    if (taken.length > 0) invalidField('startNo', roomNosTaken(taken));
    ensureRoomQuota(db, place, numbers.length, now);
    const t = formatTime(now);
    const table = db.table(ROOMS.room);
    for (const roomNo of numbers) {
      table.push({
        id: db.nextId(ROOMS.room),
        placeId: place.id,
        // checkPlacement refused a missing building, floor or type
        buildingId: placement.buildingId!,
        floor: placement.floor!,
        roomModelId: placement.roomModelId!,
        roomNo,
        lockNo: '',
        remark: '',
        status: 1,
        managerId: null,
        createTime: t,
        updateTime: t,
      });
    }
    return ok({ count: numbers.length }, '新增成功');
  }),

  route.post(`${ROOM_BASE}/generateQrCode`, PLACE_READ, ({ db, place, body }) => {
    const room = foundRow(roomsAt(db, place.id), body.id);
    // a short stable tag (FNV-1a in hex), so a room's QR code text is the same every time it is generated
    const tag = seedOf(`${place.id}/${room.id}/${room.createTime}`).toString(16).padStart(8, '0');
    return ok({ roomId: room.id, content: `${SELF_SERVICE_BASE}/${place.id}/${room.id}?t=${tag}` });
  }),

  route.post(`${ROOM_BASE}/getOffPass`, PLACE_READ, ({ db, place, body, now }) => {
    const room = foundRow(roomsAt(db, place.id), body.id);
    if (room.status !== 1) invalid(ROOM_MSG.roomDisabled);
    // a one-off door code is random by nature; six digits from 3 random bytes
    const password = String(parseInt(randomHex(3), 16) % 1_000_000).padStart(6, '0');
    return ok({ roomId: room.id, password, validUntil: formatTime(now + OFF_PASS_TTL_MS) });
  }),

  route.post(`${ROOM_BASE}/bindManager`, placeWrite('room:info:edit'), ({ db, place, body, now }) => {
    const rooms = roomsOfBody(db, place.id, body.roomIds);
    const raw = body.managerId;
    // null (or nothing) clears; anything else must be an enabled room manager of this place
    const unbind = raw === undefined || raw === null || raw === '';
    const managerId = unbind ? null : int(raw);
    const manager = byId(rowsAt(db, ROOM_EXTRAS.manager, place.id), managerId);
    if (!unbind && !manager) invalidField('managerId', ROOM_MSG.managerMissing);
    if (manager && manager.status !== 1) invalidField('managerId', ROOM_MSG.managerDisabled);
    const t = formatTime(now);
    for (const r of rooms) Object.assign(r, { managerId, updateTime: t });
    return ok(null, '更新成功');
  }),
];
