/**
 * The place's books, read from the orders (./stays.ts) for the home page, the shifts and the statistics, so that
 * the three say the same (docs/orders.md "One set of books"):
 * - revenue (营业额) is earned when it is used: each night on its day, an hour room on its day, goods when
 *   bought, damage when charged (not waived) — the home page's 今日营业额 and the report's income by day;
 * - collection (收款) is money taken: every payment line at its time (./shifts.ts `linesOf`) — a shift's income,
 *   the home page's 今日收款 and the report's collection by payment method.
 */
import { addDays, type Day } from '../../../src/domain/calendar';
import { ORDER_STATUS } from '../../../src/domain/orders';
import { shiftFigures, type GoodsSold, type ShiftLine } from '../../../src/domain/shifts';
import type { DerivedOrder } from './stays';
import { round2 } from '../../../src/domain/money';

/** What a day earned, by kind. */
export interface Revenue {
  room: number;
  goods: number;
  damage: number;
  total: number;
}

/** The revenue of each day of [from, to] (both in), from the stays that happened (not reservations or no-shows). */
export function revenueByDay(all: readonly DerivedOrder[], from: Day, to: Day): Map<Day, Revenue> {
  const out = new Map<Day, Revenue>();
  for (let d = from; d <= to; d = addDays(d, 1)) out.set(d, { room: 0, goods: 0, damage: 0, total: 0 });
  const add = (day: string, kind: 'room' | 'goods' | 'damage', amount: number) => {
    const r = out.get(day.slice(0, 10));
    if (r) r[kind] += amount;
  };
  for (const { order: o, children } of all) {
    if (o.status !== ORDER_STATUS.inHouse && o.status !== ORDER_STATUS.checkedOut) continue;
    for (const n of o.nightly) add(n.day, 'room', n.price);
    for (const c of children) if (c.kind === 'goods') add(c.time, 'goods', c.amount);
    if (o.damage && o.damageAmount > 0) add(o.damage.time, 'damage', o.damageAmount);
  }
  for (const r of out.values()) {
    r.room = round2(r.room);
    r.goods = round2(r.goods);
    r.damage = round2(r.damage);
    r.total = round2(r.room + r.goods + r.damage);
  }
  return out;
}

/** The lines of a derivation of the orders, kept with it (ordersOf answers the same array while it holds). */
const linesKept = new WeakMap<readonly DerivedOrder[], ShiftLine[]>();

/** Every money line of the orders, oldest first: payments, deposits, and deposits refunded at check-out. */
export function linesOf(all: readonly DerivedOrder[]): ShiftLine[] {
  const kept = linesKept.get(all);
  if (kept) return kept;
  const out = collectLines(all);
  linesKept.set(all, out);
  return out;
}

function collectLines(all: readonly DerivedOrder[]): ShiftLine[] {
  const out: ShiftLine[] = [];
  for (const { order: o } of all) {
    const base = { orderId: o.id, orderNo: o.orderNo, roomNo: o.roomNo, guestName: o.guestName };
    for (const p of o.payments) {
      out.push({
        ...base,
        kind: p.deposit ? 'deposit' : 'charge',
        method: p.method,
        amount: p.amount,
        time: p.time,
      });
      if (p.deposit && o.checkOutTime)
        out.push({ ...base, kind: 'refund', method: p.method, amount: -p.amount, time: o.checkOutTime });
    }
  }
  return out.sort((a, b) => (a.time < b.time ? -1 : a.time > b.time ? 1 : 0));
}

/** The money lines of [start, end) ('YYYY-MM-DD HH:mm:ss'). */
export const linesIn = (lines: readonly ShiftLine[], start: string, end: string) =>
  lines.filter((l) => l.time >= start && l.time < end);

/** What was collected over days [from, to]: the figures of their lines (no float: not a drawer). */
export const collectionOf = (lines: readonly ShiftLine[], from: Day, to: Day) =>
  shiftFigures(linesIn(lines, ...daysSpan(from, to)), 0);

/** The goods sold in a span, by name, dearest first, with the orders they were sold on (a child order's title is 'name ×qty'). */
export function goodsSold(
  all: readonly DerivedOrder[],
  start: string,
  end: string,
): Array<GoodsSold & { orderIds: Set<number> }> {
  const by = new Map<string, GoodsSold & { orderIds: Set<number> }>();
  for (const d of all)
    for (const c of d.children) {
      if (c.kind !== 'goods' || c.time < start || c.time >= end) continue;
      const m = /^(.*) ×(\d+)$/.exec(c.title);
      const name = m ? m[1]! : c.title;
      const g = by.get(name) ?? { name, quantity: 0, amount: 0, orderIds: new Set<number>() };
      g.quantity += m ? Number(m[2]) : 1;
      g.amount = round2(g.amount + c.amount);
      g.orderIds.add(c.orderId);
      by.set(name, g);
    }
  return [...by.values()].sort((a, b) => b.amount - a.amount || b.quantity - a.quantity);
}

/** The span of whole days [from, to]: from the first's midnight to the midnight after the last. */
export const daysSpan = (from: Day, to: Day): [string, string] => [
  `${from} 00:00:00`,
  `${addDays(to, 1)} 00:00:00`,
];
