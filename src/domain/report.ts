/**
 * The business report (§7 Orders and statistics: todayshiftchange, todayincome, collectionincome,
 * getOtaStatistics, getOtaFinanceStatistics; /business-erppro/saleDocument statistics and rankings; cleaning
 * statistics): what travels for a range of days, and the presets of the range. DOM-free: the report page and the
 * mock (mocks/domains/orders/report.ts) share it. Every figure is read from the orders, so the report, the home
 * page and the shifts agree (docs/orders.md "One set of books").
 */
import { addDays, type Day } from './calendar';
import type { OrderChannel } from './orders';
import type { OtaGoodsChannel } from './ota-goods';
import type { MethodTotals, Shift } from './shifts';

export const REPORT_BASE = '/business-merchant/statistics';
export const REPORT_CALLS = {
  shifts: `${REPORT_BASE}/todayshiftchange`,
  income: `${REPORT_BASE}/todayincome`,
  collection: `${REPORT_BASE}/collectionincome`,
  ota: `${REPORT_BASE}/getOtaStatistics`,
  otaFinance: `${REPORT_BASE}/getOtaFinanceStatistics`,
  sales: '/business-erppro/saleDocument/statistics',
  ranking: '/business-erppro/saleDocument/rankings',
  cleaning: `${REPORT_BASE}/cleaningStatistics`,
} as const;

/** How far back a report reaches (the orders the place keeps at hand). */
export const REPORT_MAX_DAYS_BACK = 30;

/** The range presets of the report; 自定义 is any range the picker gives. */
export const REPORT_PRESETS = ['today', 'yesterday', 'week', 'month', 'custom'] as const;
export type ReportPreset = (typeof REPORT_PRESETS)[number];

/**
 * The days a preset covers on `today`: 本周 runs from Monday, 本月 from the 1st (both to today), each cut to the
 * days the report reaches.
 * @example presetRange('week', '2026-11-26') // ['2026-11-23', '2026-11-26'] (a Thursday)
 */
export function presetRange(preset: Exclude<ReportPreset, 'custom'>, today: Day): [Day, Day] {
  const earliest = addDays(today, -REPORT_MAX_DAYS_BACK);
  const cut = (d: Day): Day => (d < earliest ? earliest : d);
  switch (preset) {
    case 'today':
      return [today, today];
    case 'yesterday':
      return [addDays(today, -1), addDays(today, -1)];
    case 'week': {
      const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0
      return [cut(addDays(today, -weekday)), today];
    }
    case 'month':
      return [cut(`${today.slice(0, 8)}01`), today];
  }
}

export interface DayIncome {
  date: Day;
  room: number;
  goods: number;
  damage: number;
  total: number;
}
export interface IncomeReport {
  days: DayIncome[];
  total: Omit<DayIncome, 'date'>;
}
export interface ShiftReport {
  shifts: Shift[];
  income: number;
  cashExpected: number;
  countedCash: number;
  cashDiff: number;
}
export interface CollectionReport {
  byMethod: MethodTotals[];
  income: number;
  depositsTaken: number;
  depositsRefunded: number;
}
/** OTA room orders booked in the range, by channel; OTA goods orders by platform. */
export interface OtaReport {
  rooms: Array<{ channel: OrderChannel; orders: number; nights: number; amount: number }>;
  goods: Array<{ channel: OtaGoodsChannel; orders: number; verified: number; amount: number }>;
}
/** What each platform owes the place after its commission. */
export interface OtaFinanceRow {
  /** 'room:3' (携程 rooms) or 'goods:meituan' */
  key: string;
  kind: 'room' | 'goods';
  channel: string;
  amount: number;
  commission: number;
  settleAmount: number;
}
export interface SalesReport {
  orders: number;
  quantity: number;
  amount: number;
}
export interface SalesRank {
  rank: number;
  name: string;
  quantity: number;
  amount: number;
  /** of the range's goods amount, 0–1 */
  share: number;
}
export interface CleaningReport {
  total: number;
  byCleaner: Array<{ cleaner: string; rooms: number; checkouts: number; requests: number; minutes: number }>;
  days: Array<{ date: Day; rooms: number }>;
}

/** The OTA commission on room nights, by channel (the platforms' usual rates for a budget hotel). */
export const OTA_ROOM_COMMISSION: Readonly<Partial<Record<OrderChannel, number>>> = {
  3: 0.15,
  4: 0.1,
  5: 0.12,
};
