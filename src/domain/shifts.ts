/**
 * Shift handovers (§7 Orders and statistics: businessShiftChange, shiftDetail, incomeDetail, listOrderByShift):
 * what travels and what the page and the mock agree on. DOM-free: imported by /handOver/detail and by the mock
 * (mocks/domains/orders/shifts.ts).
 *
 * A shift runs from the end of the last handover to the moment its desk clerk hands over. What it took in is not
 * typed by anyone: it is read from the orders (their payments, deposits and refunds within the shift), so the
 * shift, the orders and the statistics say the same. The clerk types only the cash counted in the drawer; the
 * difference to what the orders say the drawer should hold is the shift's 差额.
 */
import { entity, field, type EntityInput } from './entity';
import type { PayMethod } from './orders';
import { round2 } from './money';

export const SHIFT_BASE = '/business-merchant/businessShiftChange';
/** The place's shift schedule (班次), offered as the handover form's times. */
export const SHIFT_SCHEDULE_LIST = '/business-wy/shiftChange/list';
export const SHIFT_ORDERS = '/business-merchant/businessOrder/listOrderByShift';

/** 1 handed over and waiting for the next clerk to confirm it (待接班); 2 confirmed (已接班): final. */
export const SHIFT_STATUS = { handedOver: 1, confirmed: 2 } as const;
export type ShiftStatus = (typeof SHIFT_STATUS)[keyof typeof SHIFT_STATUS];

/**
 * The cash a shift starts with in the drawer unless the clerk says otherwise (备用金): enough to refund the cash
 * deposits of the morning's check-outs.
 */
export const DEFAULT_PETTY_CASH = 2000;

/** 'YYYY-MM-DD HH:mm' or with seconds, China time, as every time of the backend. */
const DATE_TIME_RE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01]) ([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;
const dateTime = (v: unknown) =>
  typeof v === 'string' && DATE_TIME_RE.test(v) ? null : 'orders.shift.timeBad';
/** A time as the backend stores it: with seconds. */
export const fullTime = (t: string) => (t.length === 16 ? `${t}:00` : t);

/**
 * What a handover sends: who hands over to whom, the shift's span, the float it began with and the cash counted.
 * The server adds what the orders say (income, cash expected, the difference) and refuses a span that overlaps
 * another shift of the place (a table rule) or ends in the future.
 */
export const shiftEntity = entity(
  {
    handOverName: field.text({ required: 'orders.shift.handOverRequired', maxLength: 20, example: 'Zhou' }),
    takeOverName: field.text({ required: 'orders.shift.takeOverRequired', maxLength: 20, example: 'Chen' }),
    startTime: field.text({
      required: 'orders.shift.startRequired',
      checks: [dateTime],
      tableRule: 'overlaps no other shift of the place',
    }),
    endTime: field.text({
      required: 'orders.shift.endRequired',
      checks: [dateTime],
      cross: (end, row) =>
        typeof row.startTime === 'string' &&
        typeof end === 'string' &&
        fullTime(end) <= fullTime(row.startTime)
          ? 'orders.shift.endBeforeStart'
          : null,
      dependsOn: ['startTime'],
      tableRule: 'not in the future; overlaps no other shift of the place',
    }),
    pettyCash: field.money({ min: 0, initial: DEFAULT_PETTY_CASH }),
    countedCash: field.money({ required: 'orders.shift.countedRequired', min: 0 }),
    remark: field.remark(100),
  },
  { base: SHIFT_BASE },
);
export type ShiftInput = EntityInput<typeof shiftEntity>;

/**
 * What every handover as listed has, a hotel's or an internet cafe's (src/domain/netbar.ts): what was sent, and
 * what the books say of its span.
 */
export interface HandoverRow {
  id: number;
  handOverName: string;
  takeOverName: string;
  startTime: string;
  endTime: string;
  pettyCash: number;
  countedCash: number;
  remark: string;
  status: ShiftStatus;
  /** the money taken in (deposits apart) */
  income: number;
  /** petty cash + cash taken − cash paid back */
  cashExpected: number;
  /** counted − expected: negative is cash missing */
  cashDiff: number;
  createTime: string;
}

/** A hotel's shift as the list answers it: its income is the charges of the orders (room, goods, damage). */
export interface Shift extends HandoverRow {
  /** deposits of the guests in house when the shift ended */
  depositsHeld: number;
  orderCount: number;
}

/** One movement of money in a shift, from an order (incomeDetail). */
export interface ShiftLine {
  orderId: number;
  orderNo: string;
  roomNo: string;
  guestName: string;
  /** a charge (room, goods, damage), a deposit taken, a deposit refunded at check-out (negative) */
  kind: 'charge' | 'deposit' | 'refund';
  method: PayMethod;
  amount: number;
  time: string;
}

/** What came in by one payment method. */
export interface MethodTotals {
  method: PayMethod;
  charges: number;
  deposits: number;
  /** negative */
  refunds: number;
  /** charges + deposits + refunds: what the method holds more at the end */
  net: number;
}

/** The figures of a shift, from its lines. */
export interface ShiftFigures {
  byMethod: MethodTotals[];
  income: number;
  depositsTaken: number;
  /** negative */
  depositsRefunded: number;
  cashExpected: number;
  orderCount: number;
}

/** Goods sold in a shift, by name. */
export interface GoodsSold {
  name: string;
  quantity: number;
  amount: number;
}

/** shiftDetail: a shift (or the current one, not yet handed over) with everything its sheet shows. */
export interface ShiftDetail {
  startTime: string;
  endTime: string;
  pettyCash: number;
  figures: ShiftFigures;
  depositsHeld: number;
  goods: GoodsSold[];
  /** the handed-over record, null for the current shift */
  shift: Shift | null;
}

/** One of the place's shifts of the day (早班 08:00–16:00 …), as /business-wy/shiftChange/list answers. */
export interface ShiftSchedule {
  id: number;
  shiftName: string;
  /** 'HH:mm'; an end before the start runs past midnight */
  startTime: string;
  endTime: string;
}

const METHOD_ORDER: readonly PayMethod[] = ['cash', 'wechat', 'alipay', 'card', 'balance', 'ota'];

/**
 * A shift's figures from its money lines: per method the charges, deposits and refunds; the income (charges of
 * every method); and the cash the drawer should hold (the float, plus cash taken, less cash refunded).
 */
export function shiftFigures(lines: readonly ShiftLine[], pettyCash: number): ShiftFigures {
  const by = new Map<PayMethod, MethodTotals>();
  for (const l of lines) {
    const m = by.get(l.method) ?? { method: l.method, charges: 0, deposits: 0, refunds: 0, net: 0 };
    if (l.kind === 'charge') m.charges = round2(m.charges + l.amount);
    else if (l.kind === 'deposit') m.deposits = round2(m.deposits + l.amount);
    else m.refunds = round2(m.refunds + l.amount);
    m.net = round2(m.charges + m.deposits + m.refunds);
    by.set(l.method, m);
  }
  const byMethod = [...by.values()].sort(
    (a, b) => METHOD_ORDER.indexOf(a.method) - METHOD_ORDER.indexOf(b.method),
  );
  const sum = (f: (m: MethodTotals) => number) => round2(byMethod.reduce((s, m) => s + f(m), 0));
  return {
    byMethod,
    income: sum((m) => m.charges),
    depositsTaken: sum((m) => m.deposits),
    depositsRefunded: sum((m) => m.refunds),
    cashExpected: round2(pettyCash + (by.get('cash')?.net ?? 0)),
    orderCount: new Set(lines.map((l) => l.orderId)).size,
  };
}

/** Whether two spans [a, b) and [c, d) share a moment. */
export const overlaps = (a: string, b: string, c: string, d: string) => a < d && c < b;
