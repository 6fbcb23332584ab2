import type { TFunction } from 'i18next';
import type { ShiftOrder } from '@/api/services/shifts';
import type { PrintJob } from '@/crud/print-handoff';
import type { HandoverRow, ShiftDetail, ShiftLine } from '@/domain/shifts';
import { formatPrice, formatYuan } from '@/utils/validators';
import type { XlsxCell, XlsxSheet } from '@/utils/xlsx';

const minute = (time: string) => time.slice(0, 16);
type Section = NonNullable<PrintJob['sections']>[number];

/** What a handover sheet is made of: the shift's detail, its money lines and its orders. */
export interface SheetData {
  detail: ShiftDetail;
  lines: ShiftLine[];
  orders: ShiftOrder[];
}

/** Who a sheet is made for, where and when: the reader's language, the place's name, the time it is made. */
export interface SheetContext {
  t: TFunction;
  placeName: string;
  printedAt: string;
}

/** '短款 ¥10.00', '长款 ¥5.00' or '账实相符'. */
export function diffText(diff: number, t: TFunction): string {
  if (Math.abs(diff) < 0.005) return t('orders.shift.diffOk');
  return t(diff < 0 ? 'orders.shift.diffShort' : 'orders.shift.diffOver', {
    amount: formatPrice(Math.abs(diff)),
  });
}

/** What every handover sheet reads of its shift's detail, a hotel's or a cafe's. */
interface HandoverDetail {
  startTime: string;
  endTime: string;
  pettyCash: number;
  figures: { cashExpected: number };
  goods: ReadonlyArray<{ name: string; quantity: number; amount: number }>;
  /** the handed-over record, null for the current shift */
  shift: Pick<HandoverRow, 'handOverName' | 'takeOverName' | 'countedCash' | 'cashDiff' | 'remark'> | null;
}

/** The cash lines of every handover sheet: the float, the cash expected against the cash counted. */
export function sheetCash(detail: HandoverDetail, t: TFunction): Array<[string, string]> {
  const s = detail.shift;
  const k = (key: string) => t(`orders.shift.${key}`);
  return [
    [k('pettyCash'), formatYuan(detail.pettyCash)],
    [k('cashExpected'), formatYuan(detail.figures.cashExpected)],
    [k('countedCash'), s ? formatYuan(s.countedCash) : ''],
    [k('cashDiff'), s ? diffText(s.cashDiff, t) : ''],
  ];
}

/** The goods sold in the shift, a table of every handover sheet; `amount` is its last column's title. */
export function goodsSection(detail: HandoverDetail, t: TFunction, amount: string): Section {
  const k = (key: string) => t(`orders.shift.${key}`);
  return {
    title: k('goodsTitle'),
    header: [k('goodsName'), k('quantity'), amount],
    rows: detail.goods.map((g) => [g.name, g.quantity, formatPrice(g.amount)]),
  };
}

/**
 * A handover sheet, a hotel's or a cafe's: the span, who handed over and who took over, the kind's `figures`,
 * the remark; its tables (`sections`); the two signatures.
 */
export function handoverSheet(
  detail: HandoverDetail,
  { t, placeName, printedAt }: SheetContext,
  { title, figures, sections }: { title: string; figures: Array<[string, string]>; sections: Section[] },
): PrintJob {
  const s = detail.shift;
  const k = (key: string) => t(`orders.shift.${key}`);
  const summary: Array<[string, string]> = [
    [k('span'), t('crud.range', { from: minute(detail.startTime), to: minute(detail.endTime) })],
    [k('handOverName'), s?.handOverName ?? ''],
    [k('takeOverName'), s?.takeOverName ?? ''],
    ...figures,
  ];
  if (s?.remark) summary.push([k('remark'), s.remark]);
  return {
    title,
    header: [],
    rows: [],
    printedAt,
    placeName,
    summary,
    sections,
    signatures: [k('signHandOver'), k('signTakeOver')],
  };
}

/**
 * The handover sheet (交班单) of a shift, as /print shows it and the Excel file holds it: who to whom and when,
 * the figures (income, cash expected against counted, deposits), then by payment method, the goods sold, the
 * orders of the shift and every money line, and the two signatures.
 */
export function shiftSheet({ detail, lines, orders }: SheetData, at: SheetContext): PrintJob {
  const { t } = at;
  const f = detail.figures;
  const k = (key: string) => t(`orders.shift.${key}`);
  return handoverSheet(detail, at, {
    title: k('sheetTitle'),
    figures: [
      [k('income'), formatYuan(f.income)],
      ...sheetCash(detail, t),
      [k('depositsTaken'), formatYuan(f.depositsTaken)],
      [k('depositsRefunded'), formatYuan(Math.abs(f.depositsRefunded))],
      [k('depositsHeld'), formatYuan(detail.depositsHeld)],
      [k('orderCount'), String(f.orderCount)],
    ],
    sections: [
      {
        title: k('methodTitle'),
        header: [k('method'), k('charges'), k('deposits'), k('refunds'), k('net')],
        rows: f.byMethod.map((m) => [
          t(`orders.payMethods.${m.method}`),
          formatPrice(m.charges),
          formatPrice(m.deposits),
          formatPrice(m.refunds),
          formatPrice(m.net),
        ]),
      },
      goodsSection(detail, t, t('orders.amount')),
      {
        title: k('ordersTitle'),
        header: [
          t('orders.orderNo'),
          t('orders.roomNo'),
          t('orders.guestName'),
          t('orders.status'),
          k('shiftAmount'),
        ],
        rows: orders.map((o) => [
          o.orderNo,
          o.roomNo,
          o.guestName,
          t(`orders.statuses.${o.status}`),
          formatPrice(o.shiftAmount),
        ]),
      },
      {
        title: k('linesTitle'),
        header: [
          t('orders.time'),
          t('orders.orderNo'),
          t('orders.roomNo'),
          t('orders.kind'),
          k('method'),
          t('orders.amount'),
        ],
        rows: lines.map((l) => [
          minute(l.time),
          l.orderNo,
          l.roomNo,
          k(`lineKinds.${l.kind}`),
          t(`orders.payMethods.${l.method}`),
          formatPrice(l.amount),
        ]),
      },
    ],
  });
}

/** The sheet as one Excel worksheet: the figures as label–value rows, then each table under its title. */
export function sheetToXlsx(job: PrintJob): XlsxSheet {
  const rows: XlsxCell[][] = (job.summary ?? []).map(([label, value]) => [label, value]);
  for (const s of job.sections ?? []) {
    rows.push([], [s.title], s.header, ...s.rows);
  }
  return { sheet: job.title, header: [job.title, job.placeName, job.printedAt], rows };
}
