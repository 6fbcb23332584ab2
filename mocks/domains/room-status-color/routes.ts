/**
 * The place's room-status colours (§7 Place config: roomStatusColor list, edit, reset) and the per-room states of
 * the home board (merchantIndex/roomStatusBoard: the spec names no call for it, docs/api-contract.md). A place
 * keeps only the colours it changed; list merges them over the defaults (ROOM_STATUS_COLORS of
 * src/domain/room-status.ts), reset forgets them.
 */
import { atField, byId, ensure, ok, route, rowsAt, PLACE_READ, placeWrite } from '../../contract';
import { formatTime, type Db } from '../../db';
import { int } from '../../validate';
import { ROOMS } from '../rooms/tables';
import { chinaDay, roomStateOn } from '../statistics/routes';
import { ROOM_STATUS_COLOR, ROOM_STATUS_COLOR_TABLE } from './tables';
import { ROOM_STATUS_COLORS } from '../../../src/domain/room-status';

export { ROOM_STATUS_COLOR_TABLE } from './tables';

const COLOR = '/business-merchant/roomStatusColor';

export const COLOR_MSG = {
  status: '房态不存在',
  color: '请选择正确的颜色，如 #1677FF',
  reset: '已恢复默认颜色',
} as const;

export const HEX_COLOR_RE = /^#[0-9A-Fa-f]{6}$/;

function colorsOf(db: Db, placeId: number) {
  const own = rowsAt(db, ROOM_STATUS_COLOR, placeId);
  return ROOM_STATUS_COLORS.map((d) => {
    const row = own.find((r) => r.statusKey === d.statusKey);
    return {
      id: d.id,
      statusKey: d.statusKey,
      color: row?.color ?? d.color,
      defaultColor: d.color,
    };
  });
}

export const roomStatusColorHandlers = [
  route.get(`${COLOR}/list`, PLACE_READ, ({ db, place }) => ok(colorsOf(db, place.id))),

  route.post(`${COLOR}/edit`, placeWrite('room:color:edit'), ({ db, place, body, now }) => {
    const status = ROOM_STATUS_COLORS.find((d) => d.id === int(body.id));
    const color = typeof body.color === 'string' ? body.color.trim() : '';
    ensure(
      atField('id', status ? null : COLOR_MSG.status),
      atField('color', HEX_COLOR_RE.test(color) ? null : COLOR_MSG.color),
    );
    const row = rowsAt(db, ROOM_STATUS_COLOR, place.id).find((r) => r.statusKey === status!.statusKey);
    const value = color.toUpperCase();
    if (row) Object.assign(row, { color: value, updateTime: formatTime(now) });
    else
      db.insert(ROOM_STATUS_COLOR, {
        placeId: place.id,
        statusKey: status!.statusKey,
        color: value,
        updateTime: formatTime(now),
      });
    return ok(null, '更新成功');
  }),

  route.post(`${COLOR}/reset`, placeWrite('room:color:reset'), ({ db, place }) => {
    // the table by its name: its rows are put back whole, as the database stores them
    db.data.entities[ROOM_STATUS_COLOR_TABLE] = db
      .table(ROOM_STATUS_COLOR_TABLE)
      .filter((r) => r.placeId !== place.id);
    return ok(null, COLOR_MSG.reset);
  }),

  // Every room of the place with today's state, in the order the board draws them.
  route.post('/business-merchant/merchantIndex/roomStatusBoard', PLACE_READ, ({ db, place, now }) => {
    const day = chinaDay(now);
    const buildings = rowsAt(db, ROOMS.building, place.id);
    const models = rowsAt(db, ROOMS.model, place.id);
    return ok(
      rowsAt(db, ROOMS.room, place.id).map((r) => {
        const b = byId(buildings, r.buildingId);
        const m = byId(models, r.roomModelId);
        return {
          id: r.id,
          roomNo: r.roomNo,
          buildingId: r.buildingId,
          buildingName: b?.buildingName ?? '',
          buildingSort: b?.sort ?? 0,
          floor: r.floor,
          roomModelId: r.roomModelId,
          modelName: m?.modelName ?? '',
          shortName: m?.shortName ?? '',
          ...roomStateOn(r, day),
        };
      }),
    );
  }),
];
