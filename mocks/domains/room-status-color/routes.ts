/**
 * The place's room-status colours (§7 Place config: roomStatusColor list, edit, reset) and the per-room states of
 * the home board (merchantIndex/roomStatusBoard: the spec names no call for it, docs/api-contract.md). A place
 * keeps only the colours it changed; list merges them over the defaults, reset forgets them.
 */
import { atField, ensure, ok, route, PLACE_READ, placeWrite } from '../../contract';
import { formatTime, type Db } from '../../db';
import { ROOM_TABLES } from '../../seed';
import { int } from '../../validate';
import { chinaDay, roomStateOn } from '../statistics/routes';

const COLOR = '/business-merchant/roomStatusColor';
export const ROOM_STATUS_COLOR_TABLE = 'roomStatusColor';

/** What a tile can show, in legend order, with the colours a new place starts with. */
export const ROOM_STATUS_COLORS = [
  { id: 1, statusKey: 'vacant', color: '#52C41A' },
  { id: 2, statusKey: 'occupied', color: '#1677FF' },
  { id: 3, statusKey: 'reserved', color: '#722ED1' },
  { id: 4, statusKey: 'hourly', color: '#13C2C2' },
  { id: 5, statusKey: 'dirty', color: '#FA8C16' },
  { id: 6, statusKey: 'inspected', color: '#FADB14' },
  { id: 7, statusKey: 'repair', color: '#F5222D' },
  { id: 8, statusKey: 'disabled', color: '#8C8C8C' },
] as const;

export const COLOR_MSG = {
  status: '房态不存在',
  color: '请选择正确的颜色，如 #1677FF',
  reset: '已恢复默认颜色',
} as const;

export const HEX_COLOR_RE = /^#[0-9A-Fa-f]{6}$/;

function colorsOf(db: Db, placeId: number) {
  const own = db.table(ROOM_STATUS_COLOR_TABLE).filter((r) => r.placeId === placeId);
  return ROOM_STATUS_COLORS.map((d) => {
    const row = own.find((r) => r.statusKey === d.statusKey);
    return {
      id: d.id,
      statusKey: d.statusKey,
      color: (row?.color as string | undefined) ?? d.color,
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
    const table = db.table(ROOM_STATUS_COLOR_TABLE);
    const row = table.find((r) => r.placeId === place.id && r.statusKey === status!.statusKey);
    const value = color.toUpperCase();
    if (row) Object.assign(row, { color: value, updateTime: formatTime(now) });
    else
      table.push({
        id: db.nextId(ROOM_STATUS_COLOR_TABLE),
        placeId: place.id,
        statusKey: status!.statusKey,
        color: value,
        updateTime: formatTime(now),
      });
    return ok(null, '更新成功');
  }),

  route.post(`${COLOR}/reset`, placeWrite('room:color:reset'), ({ db, place }) => {
    db.data.entities[ROOM_STATUS_COLOR_TABLE] = db
      .table(ROOM_STATUS_COLOR_TABLE)
      .filter((r) => r.placeId !== place.id);
    return ok(null, COLOR_MSG.reset);
  }),

  // Every room of the place with today's state, in the order the board draws them.
  route.post('/business-merchant/merchantIndex/roomStatusBoard', PLACE_READ, ({ db, place, now }) => {
    const day = chinaDay(now);
    const at = (table: string) => db.table(table).filter((r) => r.placeId === place.id);
    const buildings = new Map(at(ROOM_TABLES.building).map((b) => [b.id, b]));
    const models = new Map(at(ROOM_TABLES.model).map((m) => [m.id, m]));
    return ok(
      at(ROOM_TABLES.room).map((r) => {
        const b = buildings.get(Number(r.buildingId));
        const m = models.get(Number(r.roomModelId));
        return {
          id: r.id,
          roomNo: String(r.roomNo),
          buildingId: Number(r.buildingId),
          buildingName: String(b?.buildingName ?? ''),
          buildingSort: Number(b?.sort ?? 0),
          floor: Number(r.floor),
          roomModelId: Number(r.roomModelId),
          modelName: String(m?.modelName ?? ''),
          shortName: String(m?.shortName ?? ''),
          ...roomStateOn(r, day),
        };
      }),
    );
  }),
];
