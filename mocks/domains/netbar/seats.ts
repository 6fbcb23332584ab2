/**
 * The cafe's seats (§7 Internet cafe: placeConfig, orderSeatConfig; §2 /manageSite; docs/netbar.md "Seats"):
 * the areas with their rates by member level and the seats (declared entities, src/domain/netbar-seats.ts), the
 * live seat map and the map's layout. What a seat is doing is drawn, not stored: 上机 from the books' sessions
 * running now, 故障 from the seat's status, 预订 and 离线 from a seeded draw per quarter hour. A change to a seat's
 * state goes out as a push (businessType 110 `{ seatId, patch }`), a change to the plan as `{ layout: true }`.
 */
import {
  MAX_ROWS,
  NETBAR_SEAT_BASE,
  seatAreaEntity,
  seatEntity,
  type MapSeat,
  type SeatMap,
  type SeatPatch,
} from '../../../src/domain/netbar-seats';
import {
  byId,
  crud,
  CRUD_OPS,
  invalid,
  ok,
  PLACE_READ,
  placeIdOf,
  placeWrite,
  route,
  type CrudContext,
} from '../../contract';
import { formatTime, type Db } from '../../db';
import { zhTextsUnder } from '../../messages';
import { pushTo } from '../../realtime';
import { int } from '../../validate';
import { random } from '../statistics/routes';
import { netbarBooks, regular } from './books';
import { SEAT_TABLES, seatPlan, type SeatAreaRow, type SeatRow } from './seat-tables';

/** The push kind of a seat's change (src/realtime/push-frame.ts PUSH_KIND.seatState). */
export const SEAT_PUSH = 110;
const said = zhTextsUnder('netbarSeats');
const QUARTER = 15 * 60_000;

const prepare = (ctx: CrudContext) => void seatPlan(ctx.db, placeIdOf(ctx), ctx.now);

/** The first cell of an area's grid no other seat holds, row by row. */
function freeCell(seats: readonly SeatRow[], area: SeatAreaRow, except: number): { x: number; y: number } {
  const taken = new Set(
    seats.filter((s) => s.areaId === area.id && s.id !== except).map((s) => `${s.x},${s.y}`),
  );
  for (let y = 0; y < MAX_ROWS; y++)
    for (let x = 0; x < area.columns; x++) if (!taken.has(`${x},${y}`)) return { x, y };
  return invalid(said('areaFull'));
}

/** What every seat of a cafe is doing at `now`. */
export function seatStates(db: Db, placeId: number, now: number): MapSeat[] {
  const { seats } = seatPlan(db, placeId, now);
  const on = new Map(
    netbarBooks(db, placeId, now)
      .sessions.filter((s) => s.start <= now && now < s.end)
      .map((s) => [s.seatNo, s]),
  );
  const quarter = Math.floor(now / QUARTER);
  return seats.map((seat) => {
    const base = { id: seat.id, seatNo: seat.seatNo, areaId: seat.areaId, x: seat.x, y: seat.y };
    const session = on.get(seat.seatNo);
    const guest = session
      ? { memberName: session.memberName, levelName: session.levelName, since: formatTime(session.start) }
      : { memberName: '', levelName: '', since: '' };
    if (seat.status === 0) return { ...base, state: 'fault', ...guest };
    if (session) return { ...base, state: 'online', ...guest };
    const next = random(placeId * 7919 + seat.id * 31 + quarter);
    const draw = next();
    if (seat.bookable === 1 && draw < 0.15) {
      const who = regular(next() * 1000);
      const until = (quarter + 1) * QUARTER + Math.floor(next() * (seat.maxBookMinutes / 15)) * QUARTER;
      return {
        ...base,
        state: 'booked',
        memberName: who.name,
        levelName: who.level.levelName,
        since: formatTime(until),
      };
    }
    return { ...base, state: draw > 0.94 ? 'offline' : 'free', memberName: '', levelName: '', since: '' };
  });
}

/** Tell the place's consoles what one seat is doing now. */
function pushSeat(db: Db, placeId: number, seatId: number, now: number) {
  const seat = seatStates(db, placeId, now).find((s) => s.id === seatId);
  if (!seat) return;
  const patch: SeatPatch = {
    state: seat.state,
    memberName: seat.memberName,
    levelName: seat.levelName,
    since: seat.since,
  };
  pushTo(placeId, { businessType: SEAT_PUSH, data: { seatId, patch } });
}
const pushLayout = (placeId: number) => pushTo(placeId, { businessType: SEAT_PUSH, data: { layout: true } });

export const seatHandlers = [
  ...crud(seatAreaEntity, {
    perms: 'netbar:seat',
    table: SEAT_TABLES.area,
    ops: ['list', 'add', 'edit', 'delete'],
    prepare,
    defaults: (ctx) => ({
      remark: '',
      sort: Math.max(0, ...seatPlan(ctx.db, placeIdOf(ctx), ctx.now).areas.map((a) => a.sort)) + 1,
    }),
    filters: { areaName: 'contains' },
    defaultSort: [
      { field: 'sort', order: 'asc' },
      { field: 'id', order: 'asc' },
    ],
    beforeDelete: (row, ctx) =>
      seatPlan(ctx.db, placeIdOf(ctx), ctx.now).seats.some((s) => s.areaId === row.id)
        ? said('areaHasSeats')
        : null,
    present: (row, ctx) => ({
      ...row,
      seatCount: seatPlan(ctx.db, placeIdOf(ctx), ctx.now).seats.filter((s) => s.areaId === row.id).length,
    }),
    // fewer columns: the seats beyond the last one move to the area's first free cells
    afterChange: ({ op, ids }, ctx) => {
      if (op !== 'edit') return;
      const { areas, seats } = seatPlan(ctx.db, placeIdOf(ctx), ctx.now);
      const area = byId(areas, ids[0]!);
      if (!area) return;
      const outside = seats.filter((s) => s.areaId === area.id && s.x >= area.columns);
      for (const seat of outside) Object.assign(seat, freeCell(seats, area, seat.id));
      if (outside.length > 0) pushLayout(placeIdOf(ctx));
    },
  }),

  ...crud(seatEntity, {
    perms: 'netbar:seat',
    table: SEAT_TABLES.seat,
    ops: [...CRUD_OPS],
    prepare,
    defaults: () => ({ status: 1, remark: '', hardware: '', x: 0, y: 0 }),
    filters: { seatNo: 'contains', areaId: 'equals', status: 'equals', bookable: 'equals' },
    defaultSort: { field: 'seatNo', order: 'asc' },
    // a new seat, or one moved to another area, takes the area's first free cell
    validate: ({ row, existing, ctx }) => {
      if (existing && existing.areaId === row.areaId) return null;
      const { areas, seats } = seatPlan(ctx.db, placeIdOf(ctx), ctx.now);
      const area = byId(areas, row.areaId);
      if (area) Object.assign(row, freeCell(seats, area, row.id));
      return null;
    },
    present: (row, ctx) => ({
      ...row,
      areaName: byId(seatPlan(ctx.db, placeIdOf(ctx), ctx.now).areas, row.areaId)?.areaName ?? '',
    }),
    afterStatus: (row, ctx) => pushSeat(ctx.db, placeIdOf(ctx), row.id, ctx.now),
    afterChange: ({ op }, ctx) => {
      if (op !== 'changeStatus') pushLayout(placeIdOf(ctx));
    },
  }),

  // the live map: every area and seat, and what each seat is doing now
  route.get(
    `${NETBAR_SEAT_BASE}/seatMap`,
    { ...PLACE_READ, perm: 'netbar:seat:list' },
    ({ db, place, now }): ReturnType<typeof ok<SeatMap>> => {
      const { areas } = seatPlan(db, place.id, now);
      return ok({
        areas: [...areas]
          .sort((a, b) => a.sort - b.sort || a.id - b.id)
          .map(({ id, areaName, columns, sort }) => ({ id, areaName, columns, sort })),
        seats: seatStates(db, place.id, now),
        now: formatTime(now),
      });
    },
  ),

  // the map's edit mode: where seats sit on their area's grid (within its columns; two seats never share a cell)
  route.post(`${NETBAR_SEAT_BASE}/saveLayout`, placeWrite('netbar:seat:edit'), ({ db, place, body, now }) => {
    const { areas, seats } = seatPlan(db, place.id, now);
    const sent = Array.isArray(body.seats) ? (body.seats as unknown[]) : invalid(said('layoutEmpty'));
    if (sent.length === 0) invalid(said('layoutEmpty'));
    const moves = new Map<number, { x: number; y: number }>();
    for (const item of sent) {
      const m = (item ?? {}) as Record<string, unknown>;
      const id = int(m.id);
      const x = int(m.x);
      const y = int(m.y);
      const seat = id === null ? undefined : byId(seats, id);
      if (!seat) invalid(said('seatMissing'));
      const area = byId(areas, seat.areaId)!;
      if (x === null || y === null || x < 0 || y < 0 || x >= area.columns || y >= MAX_ROWS)
        invalid(said('cellOutside', { seatNo: seat.seatNo, columns: area.columns, rows: MAX_ROWS }));
      moves.set(seat.id, { x, y });
    }
    const at = new Map<string, SeatRow>();
    for (const seat of seats) {
      const cell = moves.get(seat.id) ?? seat;
      const key = `${seat.areaId}:${cell.x},${cell.y}`;
      const other = at.get(key);
      if (other) {
        const [a, b] = [other.seatNo, seat.seatNo].sort();
        invalid(said('cellTaken', { a, b }));
      }
      at.set(key, seat);
    }
    const updateTime = formatTime(now);
    for (const seat of seats) {
      const cell = moves.get(seat.id);
      if (cell && (cell.x !== seat.x || cell.y !== seat.y)) Object.assign(seat, cell, { updateTime });
    }
    pushLayout(place.id);
    return ok(null, '更新成功');
  }),
];
