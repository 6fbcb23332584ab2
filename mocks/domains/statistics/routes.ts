/**
 * Home statistics (§7 Orders and statistics: merchantIndex incomeStatistics, roomStatusStatistics,
 * sevenDaysRoomStatistics). The mock has no orders yet, so a day's business is simulated from the place's real
 * rooms and prices with a seeded generator: the same place and day always give the same figures, and they move
 * with the data (more rooms, higher prices, a disabled room).
 */
import { ok, route, rowsAt, PLACE_READ } from '../../contract';
import type { Db, StoredRow } from '../../db';
import { ROOMS } from '../rooms/tables';

export type Occupancy = 'vacant' | 'occupied' | 'reserved' | 'hourly';
export type Housekeeping = 'clean' | 'dirty' | 'inspected';
export type Block = 'repair' | 'disabled' | null;

export interface RoomState {
  occupancy: Occupancy;
  housekeeping: Housekeeping;
  block: Block;
}

const DAY = 86_400_000;
/** Days since the epoch in China time, so "today" turns at midnight in Hangzhou, not in UTC. */
export const chinaDay = (ms: number): number => Math.floor((ms + 8 * 3600_000) / DAY);
const isoDay = (day: number) => new Date(day * DAY).toISOString().slice(0, 10);

/** mulberry32: a small seeded generator (no Math.random: the figures must be reproducible). */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

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

const round2 = (n: number) => Math.round(n * 100) / 100;

/** A day's income: a night per occupied room at its type's price, 40 % for hour rooms, goods on top. */
export function dayIncome(db: Db, placeId: number, day: number) {
  const prices = new Map(rowsAt(db, ROOMS.model, placeId).map((m) => [m.id, m.basePrice]));
  let room = 0;
  for (const r of rowsAt(db, ROOMS.room, placeId)) {
    const { occupancy, block } = roomStateOn(r, day);
    if (block) continue;
    const price = prices.get(r.roomModelId) ?? 0;
    if (occupancy === 'occupied') room += price;
    else if (occupancy === 'hourly') room += price * 0.4;
  }
  const goods = room * (0.06 + random(placeId * 31 + day)() * 0.04);
  return { room: round2(room), goods: round2(goods), total: round2(room + goods) };
}

export function roomStatusOn(db: Db, placeId: number, day: number) {
  const counts = {
    total: 0,
    vacant: 0,
    occupied: 0,
    reserved: 0,
    hourly: 0,
    dirty: 0,
    repair: 0,
    disabled: 0,
  };
  for (const r of rowsAt(db, ROOMS.room, placeId)) {
    const s = roomStateOn(r, day);
    counts.total++;
    if (s.block) counts[s.block]++;
    else counts[s.occupancy]++;
    if (!s.block && s.housekeeping === 'dirty') counts.dirty++;
  }
  const inService = counts.total - counts.repair - counts.disabled;
  const occupancyRate = inService > 0 ? round2((counts.occupied + counts.hourly) / inService) : 0;
  return { ...counts, occupancyRate };
}

export const statisticsHandlers = [
  route.post('/business-merchant/merchantIndex/incomeStatistics', PLACE_READ, ({ db, place, now }) => {
    const today = chinaDay(now);
    const t = dayIncome(db, place.id, today);
    const dayOfMonth = new Date(today * DAY).getUTCDate();
    let month = 0;
    for (let d = today - dayOfMonth + 1; d <= today; d++) month += dayIncome(db, place.id, d).total;
    return ok({
      todayIncome: t.total,
      roomIncome: t.room,
      goodsIncome: t.goods,
      // deposits of today's arrivals come in on top of what is booked
      todayCollection: round2(t.total * 1.15),
      yesterdayIncome: dayIncome(db, place.id, today - 1).total,
      monthIncome: round2(month),
    });
  }),
  route.post('/business-merchant/merchantIndex/roomStatusStatistics', PLACE_READ, ({ db, place, now }) =>
    ok(roomStatusOn(db, place.id, chinaDay(now))),
  ),
  route.post('/business-merchant/merchantIndex/sevenDaysRoomStatistics', PLACE_READ, ({ db, place, now }) => {
    const today = chinaDay(now);
    return ok(
      Array.from({ length: 7 }, (_, i) => {
        const day = today - 6 + i;
        const s = roomStatusOn(db, place.id, day);
        return {
          date: isoDay(day),
          occupied: s.occupied + s.hourly,
          total: s.total,
          occupancyRate: s.occupancyRate,
          income: dayIncome(db, place.id, day).total,
        };
      }),
    );
  }),
];
