/**
 * Home statistics (§7 Orders and statistics: merchantIndex incomeStatistics, roomStatusStatistics,
 * sevenDaysRoomStatistics). The board's state of each room on each day is drawn here from a seeded generator
 * (`roomStateOn`: the same place and day always give the same states, and they move with the data); the orders
 * are derived from those states (mocks/domains/orders/stays.ts) and the money figures read from the orders
 * (mocks/domains/orders/books.ts), so the home page, the orders, the shifts and the report agree.
 */
import { ok, route, rowsAt, PLACE_READ } from '../../contract';
import { now, type Db, type StoredRow } from '../../db';
import { collectionOf, linesOf, revenueByDay } from '../orders/books';
import { ordersOf } from '../orders/stays';
import { ROOMS } from '../rooms/tables';
import { random } from '../fake';
import { round2 } from '../../../src/domain/money';
import {
  countStatuses,
  type Housekeeping,
  type Occupancy,
  type RoomState,
} from '../../../src/domain/room-status';

const DAY = 86_400_000;
/** Days since the epoch in China time, so "today" turns at midnight in Hangzhou, not in UTC. */
export const chinaDay = (ms: number): number => Math.floor((ms + 8 * 3600_000) / DAY);
const isoDay = (day: number) => new Date(day * DAY).toISOString().slice(0, 10);

/** the seeded generator the books draw with (mocks/domains/fake.ts), for the modules that take it from here */
export { random };

/**
 * What a room is doing on a day, apart from its housekeeping and any block, as PMS boards keep them apart.
 * A disabled room (status 0) is blocked and vacant.
 */
export function roomStateOn(room: StoredRow & { status?: unknown }, day: number): RoomState {
  const next = random(room.id * 7919 + day * 104_729);
  if (room.status === 0) return { occupancy: 'vacant', housekeeping: 'clean', block: 'disabled' };
  if (next() < 0.03) return { occupancy: 'vacant', housekeeping: 'dirty', block: 'repair' };
  const r = next();
  const occupancy: Occupancy = r < 0.55 ? 'occupied' : r < 0.65 ? 'reserved' : r < 0.73 ? 'hourly' : 'vacant';
  const h = next();
  const housekeeping: Housekeeping =
    occupancy === 'vacant'
      ? h < 0.2
        ? 'dirty'
        : h < 0.5
          ? 'inspected'
          : 'clean'
      : h < 0.3
        ? 'dirty'
        : 'clean';
  return { occupancy, housekeeping, block: null };
}

/**
 * A day's revenue as the orders book it (mocks/domains/orders/books.ts): the nights and hour rooms of that day at
 * the prices the place's rules gave them, and the goods and damage charged that day ("goods" holds both: the
 * home page shows rooms and the rest).
 */
export function dayIncome(db: Db, placeId: number, day: number) {
  return incomeOver(db, placeId, day, day).get(isoDay(day))!;
}

/** The revenue of each day of a range, from one reading of the orders. */
function incomeOver(db: Db, placeId: number, from: number, to: number) {
  const days = revenueByDay(ordersOf(db, placeId, now()), isoDay(from), isoDay(to));
  return new Map(
    [...days].map(([d, r]) => [d, { room: r.room, goods: round2(r.goods + r.damage), total: r.total }]),
  );
}

/** The rooms of a place by status on a day, counted as the board counts them; the call has no inspected count. */
export function roomStatusOn(db: Db, placeId: number, day: number) {
  const { inspected: _inspected, ...counts } = countStatuses(
    rowsAt(db, ROOMS.room, placeId).map((r) => roomStateOn(r, day)),
  );
  const inService = counts.total - counts.repair - counts.disabled;
  const occupancyRate = inService > 0 ? round2((counts.occupied + counts.hourly) / inService) : 0;
  return { ...counts, occupancyRate };
}

export const statisticsHandlers = [
  route.post('/business-merchant/merchantIndex/incomeStatistics', PLACE_READ, ({ db, place, now }) => {
    const today = chinaDay(now);
    const dayOfMonth = new Date(today * DAY).getUTCDate();
    const days = incomeOver(db, place.id, Math.min(today - dayOfMonth + 1, today - 1), today);
    const t = days.get(isoDay(today))!;
    let month = 0;
    for (const [d, r] of days) if (d >= isoDay(today - dayOfMonth + 1)) month += r.total;
    const lines = linesOf(ordersOf(db, place.id, now));
    return ok({
      todayIncome: t.total,
      roomIncome: t.room,
      goodsIncome: t.goods,
      // what was taken today, deposits apart: the sum of today's shifts
      todayCollection: collectionOf(lines, isoDay(today), isoDay(today)).income,
      yesterdayIncome: days.get(isoDay(today - 1))!.total,
      monthIncome: round2(month),
    });
  }),
  route.post('/business-merchant/merchantIndex/roomStatusStatistics', PLACE_READ, ({ db, place, now }) =>
    ok(roomStatusOn(db, place.id, chinaDay(now))),
  ),
  route.post('/business-merchant/merchantIndex/sevenDaysRoomStatistics', PLACE_READ, ({ db, place, now }) => {
    const today = chinaDay(now);
    const income = incomeOver(db, place.id, today - 6, today);
    return ok(
      Array.from({ length: 7 }, (_, i) => {
        const day = today - 6 + i;
        const s = roomStatusOn(db, place.id, day);
        return {
          date: isoDay(day),
          occupied: s.occupied + s.hourly,
          total: s.total,
          occupancyRate: s.occupancyRate,
          income: income.get(isoDay(day))!.total,
        };
      }),
    );
  }),
];
