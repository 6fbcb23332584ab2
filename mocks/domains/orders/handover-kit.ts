/**
 * What every shift handover of the mock shares, a hotel's (./shifts.ts, businessShiftChange) and an internet
 * cafe's (../netbar/handover.ts): the handovers stored (who to whom, the span, the float, the cash counted), the
 * history written the first time a place's shifts are read, the span a call asks about, the checks of a handover
 * sent (the declaration's rules, not in the future, no overlap) and the calls list, add, edit, delete and
 * changeStatus (接班, one way). What a shift took in is the kind's own: read from its books on every call.
 */
import {
  DEFAULT_PETTY_CASH,
  fullTime,
  overlaps,
  SHIFT_STATUS,
  shiftEntity,
} from '../../../src/domain/shifts';
import type { ShiftSchedule } from '../../../src/domain/shifts';
import { dayOf } from '../../../src/domain/calendar';
import {
  bodyValues,
  contains,
  CRUD_MSG,
  equalsNumber,
  foundRow,
  inDays,
  invalid,
  invalidField,
  ok,
  parseBody,
  placeWrite,
  route,
  rowsAt,
  sortedPage,
  type SortSpec,
} from '../../contract';
import { formatTime, type Db } from '../../db';
import { zhText, zhTextsUnder } from '../../messages';
import { int } from '../../validate';
import { firstSeeding } from '../seed-kit';
import { chinaDay, random } from '../statistics/routes';
import { ORDERS, type ShiftRow } from './tables';
import { round2 } from '../../../src/domain/money';

export const said = zhTextsUnder('orders.shift');

/** A place's three shifts of the day (a front desk, or a cafe's counter, that never closes). */
export const SHIFT_SCHEDULE: ShiftSchedule[] = [
  { id: 1, shiftName: '夜班', startTime: '00:00', endTime: '08:00' },
  { id: 2, shiftName: '早班', startTime: '08:00', endTime: '16:00' },
  { id: 3, shiftName: '中班', startTime: '16:00', endTime: '00:00' },
];
/** How many days of handovers a place starts with. */
const SEEDED_DAYS = 3;

/** One kind of handover: its calls, keys and books. `B` is what one call reads of the place, `R` a listed row. */
export interface HandoverKind<B, R extends { id: number }> {
  base: string;
  /** the route options of its reads (the list key in `perm`) */
  read: { auth: true; index: true; mutates: false; perm: string };
  perms: { add: string; edit: string; delete: string; status: string };
  /** who works 夜班, 早班 and 中班 in the seeded history */
  clerks: readonly [string, string, string];
  /** what one call needs of the place's books, read once per call */
  books: (db: Db, placeId: number, now: number) => B;
  /** the cash the drawer should hold at the end of a span that began with `pettyCash` */
  cashExpected: (books: B, start: string, end: string, pettyCash: number) => number;
  /** a stored handover with what its books say */
  present: (row: ShiftRow, books: B) => R;
  /** the listed rows' sortable fields beyond those every handover has (`STORED_SORTABLE`) */
  sortable: readonly string[];
}

const at = (day: number, hhmm: string) => `${dayOf(day)} ${hhmm}:00`;

/** What a listed handover says of itself, whatever its kind: what was sent, and the difference to `cashExpected`. */
export const storedPart = (row: ShiftRow, cashExpected: number) => ({
  id: row.id,
  handOverName: row.handOverName,
  takeOverName: row.takeOverName,
  startTime: row.startTime,
  endTime: row.endTime,
  pettyCash: row.pettyCash,
  countedCash: row.countedCash,
  remark: row.remark,
  status: row.status,
  cashExpected,
  cashDiff: round2(row.countedCash - cashExpected),
  createTime: row.createTime,
});

/** What the list sorts by in every kind: the times and cash of `storedPart`. */
const STORED_SORTABLE = ['startTime', 'endTime', 'countedCash', 'cashDiff', 'createTime'];

/**
 * A place's past handovers, written the first time its shifts are read: the last SEEDED_DAYS days, three shifts a
 * day, up to the last shift change before now. The cash counted is what the books say, now and then a little
 * short or over (with the clerk's remark); all are confirmed but the last, which waits for the next clerk.
 */
function ensureShifts<B>(kind: HandoverKind<B, { id: number }>, db: Db, placeId: number, now: number) {
  if (!firstSeeding(db, ORDERS.shiftSeeded, placeId)) return;
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
  const books = kind.books(db, placeId, now);
  const next = random(placeId * 7919 + today);
  const OFF = [-10, -20, 5, -0.5, 10];
  spans.forEach(({ start, end, clerk }, i) => {
    const expected = kind.cashExpected(books, start, end, DEFAULT_PETTY_CASH);
    const diff = next() < 0.8 ? 0 : OFF[Math.floor(next() * OFF.length)]!;
    const last = i === spans.length - 1;
    db.insert(ORDERS.shift, {
      placeId,
      handOverName: kind.clerks[clerk]!,
      takeOverName: kind.clerks[(clerk + 1) % kind.clerks.length]!,
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

/** The handovers of a place (its history written on the first read). */
export function shiftsAt<B>(kind: HandoverKind<B, { id: number }>, db: Db, placeId: number, now: number) {
  ensureShifts(kind, db, placeId, now);
  return rowsAt(db, ORDERS.shift, placeId);
}

/** Where the current shift began: at the end of the last handover, else at midnight. */
function currentStart(rows: readonly ShiftRow[], now: number): string {
  const last = rows.reduce<string | null>((m, r) => (m === null || r.endTime > m ? r.endTime : m), null);
  return last ?? `${dayOf(chinaDay(now))} 00:00:00`;
}

/** The span a call asks about: a handed-over shift by id, a span being handed over, else the current one. */
export function spanOf<B>(
  kind: HandoverKind<B, { id: number }>,
  db: Db,
  placeId: number,
  q: Record<string, unknown>,
  now: number,
) {
  const rows = shiftsAt(kind, db, placeId, now);
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

/** What a write reads of its call. */
interface ShiftCall {
  db: Db;
  place: { id: number };
  body: Record<string, unknown>;
  now: number;
}

/** The values of an add or edit, checked: the declaration's rules, then not in the future, then no overlap. */
function checkedShift<B>(kind: HandoverKind<B, { id: number }>, call: ShiftCall, self?: number) {
  const { db, place, body, now } = call;
  const v = parseBody(shiftEntity, bodyValues(shiftEntity, body));
  const startTime = fullTime(v.startTime);
  const endTime = fullTime(v.endTime);
  if (endTime > formatTime(now + 60_000)) invalidField('endTime', said('endInFuture'));
  const other = shiftsAt(kind, db, place.id, now).find(
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

const DEFAULT_SORT: SortSpec = { field: 'startTime', order: 'desc' };

/** The handover a write names by `id`. */
function findShift<B>(kind: HandoverKind<B, { id: number }>, { db, place, body, now }: ShiftCall): ShiftRow {
  return foundRow(shiftsAt(kind, db, place.id, now), body.id);
}

/** list, add (交班), edit, delete and changeStatus (接班) of a kind of handover. */
export function handoverHandlers<B, R extends { id: number }>(kind: HandoverKind<B, R>) {
  const { base, perms } = kind;
  const sortable = new Set([...STORED_SORTABLE, ...kind.sortable]);
  return [
    route.get(`${base}/list`, kind.read, ({ db, place, query, now }) => {
      const books = kind.books(db, place.id, now);
      const q = query;
      const rows = shiftsAt(kind, db, place.id, now)
        .filter(
          (r) =>
            (!q.handOverName || contains(r.handOverName, q.handOverName)) &&
            (!q.takeOverName || contains(r.takeOverName, q.takeOverName)) &&
            equalsNumber(r.status, q.status) &&
            inDays(q, r.startTime, r.endTime),
        )
        .map((r) => kind.present(r, books));
      return ok(sortedPage(rows, q, sortable, DEFAULT_SORT));
    }),

    route.post(`${base}/add`, placeWrite(perms.add), (call) => {
      const v = checkedShift(kind, call);
      const time = formatTime(call.now);
      const row = call.db.insert(ORDERS.shift, {
        placeId: call.place.id,
        ...v,
        status: SHIFT_STATUS.handedOver,
        createTime: time,
        updateTime: time,
      });
      return ok({ id: row.id }, '交班成功');
    }),

    // a shift confirmed by the next clerk is the record of what changed hands: it is no longer changed or removed
    route.post(`${base}/edit`, placeWrite(perms.edit), (call) => {
      const row = findShift(kind, call);
      if (row.status === SHIFT_STATUS.confirmed) invalid(said('confirmedLocked'));
      Object.assign(row, checkedShift(kind, call, row.id), { updateTime: formatTime(call.now) });
      return ok(null, '更新成功');
    }),

    route.post(`${base}/delete`, placeWrite(perms.delete), (call) => {
      const row = findShift(kind, call);
      if (row.status === SHIFT_STATUS.confirmed) invalid(said('confirmedLocked'));
      const rows = call.db.table(ORDERS.shift);
      rows.splice(rows.indexOf(row), 1);
      return ok(null, '删除成功');
    }),

    // 接班: the next clerk confirms what was handed over; one way
    route.post(`${base}/changeStatus`, placeWrite(perms.status), (call) => {
      const row = findShift(kind, call);
      if (int(call.body.status) !== SHIFT_STATUS.confirmed) invalid(CRUD_MSG.badStatus);
      if (row.status === SHIFT_STATUS.confirmed) invalid(said('alreadyConfirmed'));
      row.status = SHIFT_STATUS.confirmed;
      row.updateTime = formatTime(call.now);
      return ok(null, '接班成功');
    }),
  ];
}
