/**
 * Shift handovers (§7 Orders and statistics: businessShiftChange list/add/edit/delete/changeStatus,
 * /business-wy/shiftChange/list, shiftDetail, incomeDetail, businessOrder/listOrderByShift). What a shift took in
 * is read from the orders (./stays.ts) on every call: the money lines of its span (payments, deposits, and the
 * deposits refunded at check-out), so a shift, the orders and the statistics always say the same. Stored is only
 * what the clerk says: who, when, the float and the cash counted. docs/orders.md "Shift handovers".
 */
import { orderTotals, type Order } from '../../../src/domain/orders';
import {
  DEFAULT_PETTY_CASH,
  fullTime,
  overlaps,
  SHIFT_BASE,
  SHIFT_ORDERS,
  SHIFT_SCHEDULE_LIST,
  SHIFT_STATUS,
  shiftEntity,
  shiftFigures,
  type Shift,
  type ShiftDetail,
  type ShiftLine,
  type ShiftSchedule,
} from '../../../src/domain/shifts';
import {
  bodyValues,
  compareRows,
  CRUD_MSG,
  invalid,
  invalidField,
  ok,
  paginate,
  parseBody,
  placeWrite,
  route,
  rowsAt,
  sortOf,
  type SortSpec,
} from '../../contract';
import { formatTime, type Db } from '../../db';
import { zhText } from '../../messages';
import { int } from '../../validate';
import { chinaDay, random } from '../statistics/routes';
import { ORDER_READ } from './routes';
import { ordersOf, type DerivedOrder } from './stays';
import { ORDERS, type ShiftRow } from './tables';
import { goodsSold, linesIn as linesWithin, linesOf } from './books';
import { dayOf } from '../../../src/domain/calendar';

const said = (key: string, params?: Record<string, unknown>) =>
  zhText({ key: `orders.shift.${key}`, params });
const round2 = (n: number) => Math.round(n * 100) / 100;

/** The place's three shifts of the day (a front desk that never closes). */
export const SHIFT_SCHEDULE: ShiftSchedule[] = [
  { id: 1, shiftName: '夜班', startTime: '00:00', endTime: '08:00' },
  { id: 2, shiftName: '早班', startTime: '08:00', endTime: '16:00' },
  { id: 3, shiftName: '中班', startTime: '16:00', endTime: '00:00' },
];
/** Who works which of them in the seeded history: 夜班, 早班, 中班. */
const CLERKS = ['王磊', '周敏', '陈晓雨'];
/** How many days of handovers a place starts with. */
const SEEDED_DAYS = 3;

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
    id: row.id,
    handOverName: row.handOverName,
    takeOverName: row.takeOverName,
    startTime: row.startTime,
    endTime: row.endTime,
    pettyCash: row.pettyCash,
    countedCash: row.countedCash,
    remark: row.remark,
    status: row.status,
    income: figures.income,
    cashExpected: figures.cashExpected,
    cashDiff: round2(row.countedCash - figures.cashExpected),
    depositsHeld: depositsHeld(books, row.endTime),
    orderCount: figures.orderCount,
    createTime: row.createTime,
  };
}

/* ------------------------------------------------------------------ the place's shifts */

const at = (day: number, hhmm: string) => `${dayOf(day)} ${hhmm}:00`;

/**
 * A place's past handovers, written the first time its shifts are read: the last SEEDED_DAYS days, three shifts a
 * day, up to the last shift change before now. The cash counted is what the orders say, now and then a little
 * short or over (with the clerk's remark); all are confirmed but the last, which waits for the next clerk.
 */
export function ensureShifts(db: Db, placeId: number, now: number): void {
  if (rowsAt(db, ORDERS.shiftSeeded, placeId).length > 0) return;
  db.insert(ORDERS.shiftSeeded, { placeId });
  const nowText = formatTime(now);
  const today = chinaDay(now);
  const spans: Array<{ start: string; end: string; clerk: number }> = [];
  for (let day = today - SEEDED_DAYS; day <= today; day++)
    SHIFT_SCHEDULE.forEach((s, i) => {
      const start = at(day, s.startTime);
      const end = i === SHIFT_SCHEDULE.length - 1 ? at(day + 1, '00:00') : at(day, s.endTime);
      if (end <= nowText) spans.push({ start, end, clerk: i });
    });
  if (spans.length === 0) return;
  const books = booksOf(db, placeId, now);
  const next = random(placeId * 7919 + today);
  const OFF = [-10, -20, 5, -0.5, 10];
  spans.forEach(({ start, end, clerk }, i) => {
    const expected = shiftFigures(linesIn(books, start, end), DEFAULT_PETTY_CASH).cashExpected;
    const diff = next() < 0.8 ? 0 : OFF[Math.floor(next() * OFF.length)]!;
    const last = i === spans.length - 1;
    db.insert(ORDERS.shift, {
      placeId,
      handOverName: CLERKS[clerk]!,
      takeOverName: CLERKS[(clerk + 1) % CLERKS.length]!,
      startTime: start,
      endTime: end,
      pettyCash: DEFAULT_PETTY_CASH,
      countedCash: round2(Math.max(0, expected + diff)),
      remark: diff < 0 ? `现金短款 ${-diff} 元，已登记` : diff > 0 ? `现金长款 ${diff} 元` : '',
      status: last ? SHIFT_STATUS.handedOver : SHIFT_STATUS.confirmed,
      createTime: end,
      updateTime: end,
    });
  });
}

export const shiftsAt = (db: Db, placeId: number, now: number) => {
  ensureShifts(db, placeId, now);
  return rowsAt(db, ORDERS.shift, placeId);
};

/** Where the current shift began: at the end of the last handover, else at midnight. */
function currentStart(rows: readonly ShiftRow[], now: number): string {
  const last = rows.reduce<string | null>((m, r) => (m === null || r.endTime > m ? r.endTime : m), null);
  return last ?? `${dayOf(chinaDay(now))} 00:00:00`;
}

/** The span a call asks about: a handed-over shift by id, else the current one (its start to now). */
function spanOf(db: Db, placeId: number, q: Record<string, unknown>, now: number) {
  const rows = shiftsAt(db, placeId, now);
  const id = int(q.id ?? q.shiftId);
  if (q.id !== undefined || q.shiftId !== undefined) {
    const row = rows.find((r) => r.id === id);
    if (!row) invalid(said('notFound'));
    return { row, start: row.startTime, end: row.endTime, pettyCash: row.pettyCash, current: false };
  }
  // a span being handed over (the form's preview): as typed, if it reads as one
  const pettyCash = Number(q.pettyCash ?? DEFAULT_PETTY_CASH);
  const float = Number.isFinite(pettyCash) && pettyCash >= 0 ? pettyCash : DEFAULT_PETTY_CASH;
  if (typeof q.startTime === 'string' && typeof q.endTime === 'string') {
    const problem = shiftEntity.firstProblem(
      { ...q, countedCash: 0, handOverName: '-', takeOverName: '-' },
      [],
    );
    if (problem) invalidField(problem.field, zhText(problem));
    return {
      row: null,
      start: fullTime(q.startTime),
      end: fullTime(q.endTime),
      pettyCash: float,
      current: false,
    };
  }
  return {
    row: null,
    start: currentStart(rows, now),
    end: formatTime(now + 1000),
    pettyCash: float,
    current: true,
  };
}

/* ------------------------------------------------------------------ a handover as sent */

/** The values of an add or edit, checked: the declaration's rules, then not in the future, then no overlap. */
function checkedShift(db: Db, placeId: number, body: Record<string, unknown>, now: number, self?: number) {
  const v = parseBody(shiftEntity, bodyValues(shiftEntity, body));
  const startTime = fullTime(v.startTime);
  const endTime = fullTime(v.endTime);
  if (endTime > formatTime(now + 60_000)) invalidField('endTime', said('endInFuture'));
  const other = shiftsAt(db, placeId, now).find(
    (r) => r.id !== self && overlaps(startTime, endTime, r.startTime, r.endTime),
  );
  if (other)
    invalidField(
      'startTime',
      said('overlap', {
        start: other.startTime.slice(0, 16),
        end: other.endTime.slice(0, 16),
        name: other.handOverName,
      }),
    );
  return { ...v, startTime, endTime, remark: v.remark ?? '' };
}

const SORTABLE = new Set(['startTime', 'endTime', 'countedCash', 'cashDiff', 'income', 'createTime']);
const DEFAULT_SORT: SortSpec = { field: 'startTime', order: 'desc' };
const contains = (cell: string, value: string) => cell.toLowerCase().includes(value.toLowerCase());

function findShift(db: Db, placeId: number, body: Record<string, unknown>, now: number): ShiftRow {
  const id = int(body.id);
  return shiftsAt(db, placeId, now).find((r) => r.id === id) ?? invalid(CRUD_MSG.notFound);
}

/** The resource keys of the handover page (the menu's 交班管理 node). */
export const SHIFT_PERMS = {
  add: 'handover:detail:add',
  edit: 'handover:detail:edit',
  delete: 'handover:detail:delete',
  status: 'handover:detail:status',
} as const;
const SHIFT_READ = { ...ORDER_READ, perm: 'handover:detail:list' } as const;

export const shiftHandlers = [
  route.get(`${SHIFT_BASE}/list`, SHIFT_READ, ({ db, place, query, now }) => {
    const books = booksOf(db, place.id, now);
    const q = query;
    const rows = shiftsAt(db, place.id, now)
      .filter(
        (r) =>
          (!q.handOverName || contains(r.handOverName, q.handOverName)) &&
          (!q.takeOverName || contains(r.takeOverName, q.takeOverName)) &&
          (!q.status || Number(q.status) === r.status) &&
          (!q.startDate || r.endTime.slice(0, 10) >= q.startDate) &&
          (!q.endDate || r.startTime.slice(0, 10) <= q.endDate),
      )
      .map((r) => present(r, books));
    const sort = sortOf(q) ?? DEFAULT_SORT;
    if (!SORTABLE.has(sort.field)) invalid(CRUD_MSG.badSortField);
    rows.sort(compareRows([sort]));
    return ok(paginate(rows, q));
  }),

  route.post(`${SHIFT_BASE}/add`, placeWrite(SHIFT_PERMS.add), ({ db, place, body, now }) => {
    const v = checkedShift(db, place.id, body, now);
    const time = formatTime(now);
    const row = db.insert(ORDERS.shift, {
      placeId: place.id,
      ...v,
      status: SHIFT_STATUS.handedOver,
      createTime: time,
      updateTime: time,
    });
    return ok({ id: row.id }, '交班成功');
  }),

  // a shift confirmed by the next clerk is the record of what changed hands: it is no longer changed or removed
  route.post(`${SHIFT_BASE}/edit`, placeWrite(SHIFT_PERMS.edit), ({ db, place, body, now }) => {
    const row = findShift(db, place.id, body, now);
    if (row.status === SHIFT_STATUS.confirmed) invalid(said('confirmedLocked'));
    Object.assign(row, checkedShift(db, place.id, body, now, row.id), { updateTime: formatTime(now) });
    return ok(null, '更新成功');
  }),

  route.post(`${SHIFT_BASE}/delete`, placeWrite(SHIFT_PERMS.delete), ({ db, place, body, now }) => {
    const row = findShift(db, place.id, body, now);
    if (row.status === SHIFT_STATUS.confirmed) invalid(said('confirmedLocked'));
    const rows = db.table(ORDERS.shift);
    rows.splice(rows.indexOf(row), 1);
    return ok(null, '删除成功');
  }),

  // 接班: the next clerk confirms what was handed over; one way
  route.post(`${SHIFT_BASE}/changeStatus`, placeWrite(SHIFT_PERMS.status), ({ db, place, body, now }) => {
    const row = findShift(db, place.id, body, now);
    if (int(body.status) !== SHIFT_STATUS.confirmed) invalid(CRUD_MSG.badStatus);
    if (row.status === SHIFT_STATUS.confirmed) invalid(said('alreadyConfirmed'));
    row.status = SHIFT_STATUS.confirmed;
    row.updateTime = formatTime(now);
    return ok(null, '接班成功');
  }),

  route.get(SHIFT_SCHEDULE_LIST, ORDER_READ, () => ok(SHIFT_SCHEDULE)),

  // a handed-over shift by id, or the current one (no id): everything its sheet shows
  route.post(`${SHIFT_BASE}/shiftDetail`, SHIFT_READ, ({ db, place, body, now }) => {
    const span = spanOf(db, place.id, body, now);
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
    const span = spanOf(db, place.id, query, now);
    return ok(linesIn(booksOf(db, place.id, now), span.start, span.end));
  }),

  // the orders whose money moved in a shift, with what moved (shiftAmount), paged
  route.get(SHIFT_ORDERS, SHIFT_READ, ({ db, place, query, now }) => {
    const span = spanOf(db, place.id, query, now);
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
