/**
 * Shift handovers (§7 Orders and statistics: businessShiftChange list/add/edit/delete/changeStatus,
 * /business-wy/shiftChange/list, shiftDetail, incomeDetail, businessOrder/listOrderByShift). What a shift took in
 * is read from the orders (./stays.ts) on every call: the money lines of its span (payments, deposits, and the
 * deposits refunded at check-out), so a shift, the orders and the statistics always say the same. Stored is only
 * what the clerk says: who, when, the float and the cash counted. docs/orders.md "Shift handovers".
 */
import { orderTotals, type Order } from '../../../src/domain/orders';
import {
  SHIFT_BASE,
  SHIFT_ORDERS,
  SHIFT_SCHEDULE_LIST,
  shiftFigures,
  type Shift,
  type ShiftDetail,
  type ShiftLine,
} from '../../../src/domain/shifts';
import { compareRows, ok, paginate, route, sortOf } from '../../contract';
import { formatTime, type Db } from '../../db';
import { ORDER_READ } from './routes';
import { ordersOf, type DerivedOrder } from './stays';
import type { ShiftRow } from './tables';
import { goodsSold, linesIn as linesWithin, linesOf } from './books';
import {
  handoverHandlers,
  SHIFT_SCHEDULE,
  shiftsAt as kindShiftsAt,
  spanOf,
  storedPart,
  type HandoverKind,
} from './handover-kit';
import { round2 } from '../../../src/domain/money';

export { SHIFT_SCHEDULE };

/* ------------------------------------------------------------------ money lines of a span */

/** What one call needs of the place's orders, read once per call. */
export interface Books {
  all: DerivedOrder[];
  lines: ShiftLine[];
}
export const booksOf = (db: Db, placeId: number, now: number): Books => {
  const all = ordersOf(db, placeId, now);
  return { all, lines: linesOf(all) };
};

const linesIn = (books: Books, start: string, end: string) => linesWithin(books.lines, start, end);

/** The deposits of the guests in house at `end`: taken by then, not yet refunded. */
function depositsHeld(books: Books, end: string): number {
  let sum = 0;
  for (const { order: o } of books.all) {
    if (!o.checkInTime || o.checkInTime >= end) continue;
    if (o.checkOutTime && o.checkOutTime < end) continue;
    for (const p of o.payments) if (p.deposit && p.time < end) sum += p.amount;
  }
  return round2(sum);
}

export function present(row: ShiftRow, books: Books): Shift {
  const figures = shiftFigures(linesIn(books, row.startTime, row.endTime), row.pettyCash);
  return {
    ...storedPart(row, figures.cashExpected),
    income: figures.income,
    depositsHeld: depositsHeld(books, row.endTime),
    orderCount: figures.orderCount,
  };
}

/** The resource keys of the handover page (the menu's 交班管理 node). */
export const SHIFT_PERMS = {
  add: 'handover:detail:add',
  edit: 'handover:detail:edit',
  delete: 'handover:detail:delete',
  status: 'handover:detail:status',
} as const;
const SHIFT_READ = { ...ORDER_READ, perm: 'handover:detail:list' } as const;

/** The hotel's handovers: what a shift took in is read from the orders of its span. */
const HOTEL: HandoverKind<Books, Shift> = {
  base: SHIFT_BASE,
  read: SHIFT_READ,
  perms: SHIFT_PERMS,
  clerks: ['王磊', '周敏', '陈晓雨'],
  books: booksOf,
  cashExpected: (books, start, end, pettyCash) =>
    shiftFigures(linesIn(books, start, end), pettyCash).cashExpected,
  present,
  sortable: ['income'],
};

/** The hotel's handovers of a place (its history written on the first read). */
export const shiftsAt = (db: Db, placeId: number, now: number) => kindShiftsAt(HOTEL, db, placeId, now);
/** Writes a place's past handovers if they are not yet (a test's starting point). */
export const ensureShifts = (db: Db, placeId: number, now: number) => void shiftsAt(db, placeId, now);

export const shiftHandlers = [
  ...handoverHandlers(HOTEL),

  route.get(SHIFT_SCHEDULE_LIST, ORDER_READ, () => ok(SHIFT_SCHEDULE)),

  // a handed-over shift by id, or the current one (no id): everything its sheet shows
  route.post(`${SHIFT_BASE}/shiftDetail`, SHIFT_READ, ({ db, place, body, now }) => {
    const span = spanOf(HOTEL, db, place.id, body, now);
    const books = booksOf(db, place.id, now);
    const detail: ShiftDetail = {
      startTime: span.start,
      endTime: span.current ? formatTime(now) : span.end,
      pettyCash: span.pettyCash,
      figures: shiftFigures(linesIn(books, span.start, span.end), span.pettyCash),
      depositsHeld: depositsHeld(books, span.end),
      goods: goodsSold(books.all, span.start, span.end).map(({ name, quantity, amount }) => ({
        name,
        quantity,
        amount,
      })),
      shift: span.row ? present(span.row, books) : null,
    };
    return ok(detail);
  }),

  // the money lines of a shift (or the current one), oldest first
  route.get(`${SHIFT_BASE}/incomeDetail`, SHIFT_READ, ({ db, place, query, now }) => {
    const span = spanOf(HOTEL, db, place.id, query, now);
    return ok(linesIn(booksOf(db, place.id, now), span.start, span.end));
  }),

  // the orders whose money moved in a shift, with what moved (shiftAmount), paged
  route.get(SHIFT_ORDERS, SHIFT_READ, ({ db, place, query, now }) => {
    const span = spanOf(HOTEL, db, place.id, query, now);
    const books = booksOf(db, place.id, now);
    const moved = new Map<number, number>();
    for (const l of linesIn(books, span.start, span.end))
      moved.set(l.orderId, round2((moved.get(l.orderId) ?? 0) + l.amount));
    const rows: Array<Order & { shiftAmount: number }> = books.all
      .filter((d) => moved.has(d.order.id))
      .map((d) => ({ ...d.order, ...orderTotals(d.order), shiftAmount: moved.get(d.order.id)! }));
    rows.sort(compareRows([sortOf(query) ?? { field: 'roomNo', order: 'asc' }]));
    return ok(paginate(rows, query));
  }),
];
