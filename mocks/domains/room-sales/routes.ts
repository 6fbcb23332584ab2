/**
 * /business-merchant room extras of self check-in and sales (§7 Rooms): the pass boxes that hold key cards
 * (passBox getBoxList / bindRoom / unBindRoom) and the people allowed to open them (boxUser list / bindUser /
 * editUser / unBindUser), which room types are on sale on which channel (businessRoomOnAndOffShelves) and the
 * place's OTA settings (businessRoomOtaConfig). Serves exactly the shapes of src/api/services/room-extras.ts.
 */
import {
  asc,
  atField,
  byId,
  crud,
  ensure,
  foundRow,
  invalid,
  invalidField,
  ok,
  route,
  switchValue,
  type CrudContext,
  type CrudValidateArgs,
  type Problem,
  rowsAt,
  placeIdOf,
  PLACE_READ,
  placeWrite,
} from '../../contract';
import { formatTime, type Db } from '../../db';
import { int, text } from '../../validate';
import { zhText } from '../../messages';
import {
  BOX_USER_BASE,
  boxUserEntity,
  OTA_CONFIG_BASE,
  PASS_BOX_BASE,
  ROOM_SHELF_BASE,
  roomShelfEntity,
} from '../../../src/domain/room-extras';
import { bindRoute, ROOM_REF_MSG, roomOf, unbindRoute } from '../room-extras/routes';
import { ROOMS } from '../rooms/tables';
import {
  ROOM_SALES,
  type BoxUserRow,
  type HourRoomConfig,
  type LiveInConfig,
  type OtaConfigRow,
  type PassBoxRow,
  type RoomShelfRow,
} from './tables';

export const ROOM_SALE_MSG = {
  ...ROOM_REF_MSG,
  roomHasBox: '该房间已绑定房卡盒',
  boxNotBound: '该房卡盒未绑定房间',
  boxRequired: zhText({ key: 'roomExtras.boxRequired' }),
  boxMissing: zhText({ key: 'roomExtras.boxMissing' }),
  userNameRequired: zhText({ key: 'roomExtras.userNameRequired' }),
  cardNo: zhText({ key: 'roomExtras.cardNoRule' }),
  phoneOnBox: '该手机号已绑定此房卡盒',
  cardOnBox: '该卡号已绑定此房卡盒',
  modelRequired: zhText({ key: 'rooms.modelRequired' }),
  modelMissing: zhText({ key: 'rooms.modelMissing' }),
  modelDisabled: '该房型已停用，不能上架销售',
  channel: zhText({ key: 'roomExtras.channelRequired' }),
  saleNum: zhText({ key: 'roomExtras.saleNumRange' }),
  saleDate: zhText({ key: 'roomExtras.saleDateRequired' }),
  saleOrder: zhText({ key: 'roomExtras.saleOrder' }),
  saleOverlap: '该房型在此渠道已有重叠的销售日期',
  // one message for a price that is not one, has three decimals or is out of range (page and mock alike)
  price: zhText({ key: 'fieldRules.moneyRange', params: { min: 0.01, max: 99_999.99 } }),
  onShelfDelete: '请先下架再删除',
  saleEnded: '销售日期已结束，请先修改销售日期',
  time: '请输入正确的时间，如 14:00',
  checkOutOrder: '退房时间须早于入住时间',
  guaranteeMinutes: '保留时长须为0-720之间的整数（分钟）',
  hourOptionsRequired: '请至少选择一种钟点房时长',
  hourOptions: '钟点房时长须为1-12之间的整数小时',
  sellOrder: '可售结束时间须晚于开始时间',
  latestCheckout: '最晚退房时间不能早于可售结束时间',
  switchValue: '开关值须为0或1',
} as const;

/** '上架数量不能超过该房型的房间数（72间）' */
export const saleNumTooMany = (rooms: number) => `上架数量不能超过该房型的房间数（${rooms}间）`;
/** '该房间已绑定房卡盒 PB-0001' */
export const roomHasBox = (boxCode: unknown) => `${ROOM_SALE_MSG.roomHasBox} ${String(boxCode)}`;

const TIME_RE = /^([01]\d|2[0-3]):[0-5]\d$/;
export const HOUR_MIN = 1;
export const HOUR_MAX = 12;
export const GUARANTEE_MAX = 720;

/* ------------------------------------------------------------------ pass boxes */

function presentBox(row: PassBoxRow, ctx: CrudContext) {
  const placeId = placeIdOf(ctx);
  const room = row.roomId == null ? undefined : roomOf(ctx.db, placeId, row.roomId);
  return {
    id: row.id,
    boxCode: row.boxCode,
    boxName: row.boxName,
    location: row.location ?? '',
    slotCount: row.slotCount,
    online: row.online,
    roomId: row.roomId ?? null,
    roomNo: room?.roomNo ?? '',
    userCount: rowsAt(ctx.db, ROOM_SALES.boxUser, placeId).filter((u) => u.boxId === row.id).length,
    createTime: row.createTime,
  };
}

/* ------------------------------------------------------------------ box users */

/** The field rules are the declaration's (boxUserEntity); left here: a phone or a card once per box. */
function validateBoxUser({ row, siblings }: CrudValidateArgs<BoxUserRow>): Problem {
  const sameBox = siblings.filter((s) => s.boxId === row.boxId);
  return (
    atField('phone', sameBox.some((s) => s.phone === row.phone) ? ROOM_SALE_MSG.phoneOnBox : null) ??
    atField('cardNo', sameBox.some((s) => s.cardNo === row.cardNo) ? ROOM_SALE_MSG.cardOnBox : null)
  );
}

function presentBoxUser(row: BoxUserRow, ctx: CrudContext) {
  const box = byId(rowsAt(ctx.db, ROOM_SALES.passBox, placeIdOf(ctx)), row.boxId);
  return {
    id: row.id,
    boxId: row.boxId,
    boxName: box?.boxName ?? '',
    boxCode: box?.boxCode ?? '',
    name: row.name,
    phone: row.phone,
    cardNo: row.cardNo,
    remark: row.remark ?? '',
    createTime: row.createTime,
  };
}

/* ------------------------------------------------------------------ shelves */

/** Today in China, as the sale dates are written. */
const today = (now: number) => formatTime(now).slice(0, 10);

/**
 * The field rules are the declaration's (roomShelfEntity); left here what needs other rows: a new choice of
 * type enabled, no more rooms than the type has, no overlap with the type's other ranges on the channel.
 */
function validateShelf({ row, existing, siblings, ctx }: CrudValidateArgs<RoomShelfRow>): Problem {
  const placeId = placeIdOf(ctx);
  const model = byId(rowsAt(ctx.db, ROOMS.model, placeId), row.roomModelId)!;
  const { saleStart: start, saleEnd: end } = row;
  const rooms = rowsAt(ctx.db, ROOMS.room, placeId).filter((r) => r.roomModelId === row.roomModelId);
  // a row that keeps its type after the type was disabled may still be edited (and taken off the shelf)
  const newModel = !existing || existing.roomModelId !== row.roomModelId;
  const overlaps = siblings.some(
    (s) =>
      s.roomModelId === row.roomModelId &&
      s.channel === row.channel &&
      s.saleStart <= end &&
      start <= s.saleEnd,
  );
  return (
    atField('roomModelId', model.status !== 1 && newModel ? ROOM_SALE_MSG.modelDisabled : null) ??
    atField('saleNum', row.saleNum > rooms.length ? saleNumTooMany(rooms.length) : null) ??
    atField('saleStart', overlaps ? ROOM_SALE_MSG.saleOverlap : null)
  );
}

function presentShelf(row: RoomShelfRow, ctx: CrudContext) {
  const model = byId(rowsAt(ctx.db, ROOMS.model, placeIdOf(ctx)), row.roomModelId);
  return {
    id: row.id,
    roomModelId: row.roomModelId,
    modelName: model?.modelName ?? '',
    channel: row.channel,
    saleNum: row.saleNum,
    saleStart: row.saleStart,
    saleEnd: row.saleEnd,
    price: row.price,
    remark: row.remark ?? '',
    status: row.status,
    createTime: row.createTime,
  };
}

/* ------------------------------------------------------------------ OTA settings */

export const DEFAULT_LIVE_IN: LiveInConfig = {
  autoAccept: 0,
  checkInTime: '14:00',
  checkOutTime: '12:00',
  requireIdCard: 1,
  guaranteeMinutes: 120,
};

export const DEFAULT_HOUR_ROOM: HourRoomConfig = {
  enabled: 0,
  hourOptions: [3, 4],
  sellStart: '08:00',
  sellEnd: '20:00',
  latestCheckout: '22:00',
};

const flag = (field: string, v: unknown) =>
  atField(field, v === 0 || v === 1 ? null : ROOM_SALE_MSG.switchValue);
const time = (field: string, v: unknown) =>
  atField(field, typeof v === 'string' && TIME_RE.test(v) ? null : ROOM_SALE_MSG.time);

function readLiveIn(body: Record<string, unknown>): LiveInConfig {
  const v = {
    autoAccept: int(body.autoAccept),
    checkInTime: text(body.checkInTime),
    checkOutTime: text(body.checkOutTime),
    requireIdCard: int(body.requireIdCard),
    guaranteeMinutes: int(body.guaranteeMinutes),
  };
  const minutes = v.guaranteeMinutes;
  ensure(
    flag('autoAccept', v.autoAccept),
    time('checkInTime', v.checkInTime),
    time('checkOutTime', v.checkOutTime),
    // the room is cleaned between the two: the guest leaves before the next one arrives
    atField('checkOutTime', v.checkOutTime < v.checkInTime ? null : ROOM_SALE_MSG.checkOutOrder),
    flag('requireIdCard', v.requireIdCard),
    atField(
      'guaranteeMinutes',
      minutes !== null && minutes >= 0 && minutes <= GUARANTEE_MAX ? null : ROOM_SALE_MSG.guaranteeMinutes,
    ),
  );
  // the checks above refused a missing switch or minutes
  return { ...v, autoAccept: v.autoAccept!, requireIdCard: v.requireIdCard!, guaranteeMinutes: minutes! };
}

function readHourRoom(body: Record<string, unknown>): HourRoomConfig {
  const raw = body.hourOptions;
  const hours = Array.isArray(raw) ? raw.map((h) => int(h)) : null;
  const v = {
    enabled: int(body.enabled),
    hourOptions: hours ? [...new Set(hours)].sort((a, b) => (a ?? 0) - (b ?? 0)) : [],
    sellStart: text(body.sellStart),
    sellEnd: text(body.sellEnd),
    latestCheckout: text(body.latestCheckout),
  };
  ensure(
    flag('enabled', v.enabled),
    atField('hourOptions', hours === null ? ROOM_SALE_MSG.hourOptions : null),
    atField(
      'hourOptions',
      v.enabled === 1 && v.hourOptions.length === 0 ? ROOM_SALE_MSG.hourOptionsRequired : null,
    ),
    atField(
      'hourOptions',
      v.hourOptions.every((h) => h !== null && h >= HOUR_MIN && h <= HOUR_MAX)
        ? null
        : ROOM_SALE_MSG.hourOptions,
    ),
    time('sellStart', v.sellStart),
    time('sellEnd', v.sellEnd),
    atField('sellEnd', v.sellStart < v.sellEnd ? null : ROOM_SALE_MSG.sellOrder),
    time('latestCheckout', v.latestCheckout),
    atField('latestCheckout', v.latestCheckout >= v.sellEnd ? null : ROOM_SALE_MSG.latestCheckout),
  );
  // the checks above refused a missing switch and an option that is not a whole number
  return { ...v, enabled: v.enabled!, hourOptions: v.hourOptions.filter((h) => h !== null) };
}

/** The place's settings row, if it saved any. */
const otaRow = (db: Db, placeId: number): OtaConfigRow | undefined =>
  rowsAt(db, ROOM_SALES.otaConfig, placeId)[0];

/** The place's settings row, created with the defaults on the first save. */
function otaRowToSave(db: Db, placeId: number, now: number): OtaConfigRow {
  const t = formatTime(now);
  return (
    otaRow(db, placeId) ??
    db.insert(ROOM_SALES.otaConfig, {
      placeId,
      liveIn: { ...DEFAULT_LIVE_IN },
      hourRoom: { ...DEFAULT_HOUR_ROOM },
      createTime: t,
      updateTime: t,
    })
  );
}

/** The sections of the OTA settings, each with its own pair of calls (getLiveInConfig / updateLiveInConfig …). */
const OTA_SECTIONS = [
  { call: 'LiveIn', key: 'liveIn', defaults: DEFAULT_LIVE_IN, read: readLiveIn },
  { call: 'HourRoom', key: 'hourRoom', defaults: DEFAULT_HOUR_ROOM, read: readHourRoom },
] as const;

/* ------------------------------------------------------------------ routes */

export const roomSaleHandlers = [
  ...crud(PASS_BOX_BASE, {
    table: ROOM_SALES.passBox,
    ops: ['list'],
    paths: { list: 'getBoxList' },
    filters: {
      boxCode: 'contains',
      boxName: 'contains',
      online: 'equals',
      roomId: 'equals',
      // 0: not bound to a room, 1: bound
      bound: (v, r) => (v === '1' ? r.roomId !== null : v === '0' ? r.roomId === null : true),
    },
    defaultSort: [asc('boxCode')],
    present: presentBox,
  }),

  // a room holds one box
  bindRoute(
    `${PASS_BOX_BASE}/bindRoom`,
    'room:passBox:edit',
    ROOM_SALES.passBox,
    (box, roomId, { db, place }) => {
      const other = rowsAt(db, ROOM_SALES.passBox, place.id).find(
        (b) => b.roomId === roomId && b.id !== box.id,
      );
      if (other) invalidField('roomId', roomHasBox(other.boxCode));
    },
  ),

  unbindRoute(
    `${PASS_BOX_BASE}/unBindRoom`,
    'room:passBox:edit',
    ROOM_SALES.passBox,
    ROOM_SALE_MSG.boxNotBound,
  ),

  ...crud(BOX_USER_BASE, {
    perms: 'room:boxUser',
    table: ROOM_SALES.boxUser,
    ops: ['list', 'add', 'edit', 'delete'],
    paths: { add: 'bindUser', edit: 'editUser', delete: 'unBindUser' },
    entity: boxUserEntity,
    clean: { cardNo: (v) => v.toUpperCase() },
    defaults: () => ({ remark: '' }),
    filters: { boxId: 'equals', name: 'contains', phone: 'contains', cardNo: 'contains' },
    defaultSort: [asc('boxCode'), asc('id')],
    validate: validateBoxUser,
    present: presentBoxUser,
  }),

  ...crud(ROOM_SHELF_BASE, {
    perms: 'room:shelf',
    table: ROOM_SALES.shelf,
    // the status switch is onAndOffShelves below: putting a row on sale has its own checks
    ops: ['list', 'add', 'edit', 'delete'],
    entity: roomShelfEntity,
    // a new row starts off the shelf: it goes on sale when the operator says so
    defaults: () => ({ status: 0, remark: '' }),
    filters: { roomModelId: 'equals', channel: 'equals', status: 'equals' },
    defaultSort: [asc('roomModelId'), asc('channel')],
    validate: validateShelf,
    beforeDelete: (row) => (row.status === 1 ? ROOM_SALE_MSG.onShelfDelete : null),
    present: presentShelf,
  }),

  route.post(
    `${ROOM_SHELF_BASE}/onAndOffShelves`,
    placeWrite('room:shelf:status'),
    ({ db, place, body, now }) => {
      const row = foundRow(rowsAt(db, ROOM_SALES.shelf, place.id), body.id);
      const status = switchValue(body.status);
      if (status === 1) {
        const model = byId(rowsAt(db, ROOMS.model, place.id), row.roomModelId);
        if (!model || model.status !== 1) invalid(ROOM_SALE_MSG.modelDisabled);
        if (row.saleEnd < today(now)) invalid(ROOM_SALE_MSG.saleEnded);
      }
      row.status = status;
      row.updateTime = formatTime(now);
      return ok(null, status === 1 ? '上架成功' : '下架成功');
    },
  ),

  // each section of the OTA settings read (the defaults under what was saved) and saved on its own
  ...OTA_SECTIONS.flatMap(({ call, key, defaults, read }) => [
    route.post(`${OTA_CONFIG_BASE}/get${call}Config`, PLACE_READ, ({ db, place }) =>
      ok({ ...defaults, ...otaRow(db, place.id)?.[key] }),
    ),
    route.post(
      `${OTA_CONFIG_BASE}/update${call}Config`,
      placeWrite('room:ota:edit'),
      ({ db, place, body, now }) => {
        const section = read(body);
        const row = otaRowToSave(db, place.id, now);
        Object.assign(row, { [key]: section, updateTime: formatTime(now) });
        return ok(null, '更新成功');
      },
    ),
  ]),
];
