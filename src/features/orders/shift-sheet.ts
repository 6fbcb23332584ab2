import type { TFunction } from 'i18next';
import type { ShiftOrder } from '@/api/services/shifts';
import type { PrintJob } from '@/crud/print-handoff';
import type { ShiftDetail, ShiftLine } from '@/domain/shifts';
import { formatPrice, formatYuan } from '@/utils/validators';
import type { XlsxCell, XlsxSheet } from '@/utils/xlsx';

const minute = (time: string) => time.slice(0, 16);

/** What a handover sheet is made of: the shift's detail, its money lines and its orders. */
export interface SheetData {
  detail: ShiftDetail;
  lines: ShiftLine[];
  orders: ShiftOrder[];
}

/** '短款 ¥10.00', '长款 ¥5.00' or '账实相符'. */
export function diffText(diff: number, t: TFunction): string {
  if (Math.abs(diff) < 0.005) return t('orders.shift.diffOk');
  return t(diff < 0 ? 'orders.shift.diffShort' : 'orders.shift.diffOver', {
    amount: formatPrice(Math.abs(diff)),
  });
}

/** The first lines of every handover sheet: the span, who handed over and who took over. */
export function sheetHead(
  detail: {
    startTime: string;
    endTime: string;
    shift: { handOverName: string; takeOverName: string } | null;
  },
  t: TFunction,
): Array<[string, string]> {
  const k = (key: string) => t(`orders.shift.${key}`);
  return [
    [k('span'), t('crud.range', { from: minute(detail.startTime), to: minute(detail.endTime) })],
    [k('handOverName'), detail.shift?.handOverName ?? ''],
    [k('takeOverName'), detail.shift?.takeOverName ?? ''],
  ];
}

/**
 * The handover sheet (交班单) of a shift, as /print shows it and the Excel file holds it: who to whom and when,
 * the figures (income, cash expected against counted, deposits), then by payment method, the goods sold, the
 * orders of the shift and every money line, and the two signatures.
 */
export function shiftSheet(
  { detail, lines, orders }: SheetData,
  t: TFunction,
  placeName: string,
  printedAt: string,
): PrintJob {
  const s = detail.shift;
  const f = detail.figures;
  const k = (key: string) => t(`orders.shift.${key}`);
  const summary: Array<[string, string]> = [
    ...sheetHead(detail, t),
    [k('income'), formatYuan(f.income)],
    [k('pettyCash'), formatYuan(detail.pettyCash)],
    [k('cashExpected'), formatYuan(f.cashExpected)],
    [k('countedCash'), s ? formatYuan(s.countedCash) : ''],
    [k('cashDiff'), s ? diffText(s.cashDiff, t) : ''],
    [k('depositsTaken'), formatYuan(f.depositsTaken)],
    [k('depositsRefunded'), formatYuan(Math.abs(f.depositsRefunded))],
    [k('depositsHeld'), formatYuan(detail.depositsHeld)],
    [k('orderCount'), String(f.orderCount)],
  ];
  if (s?.remark) summary.push([k('remark'), s.remark]);
  const sections: NonNullable<PrintJob['sections']> = [
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
    {
      title: k('goodsTitle'),
      header: [k('goodsName'), k('quantity'), t('orders.amount')],
      rows: detail.goods.map((g) => [g.name, g.quantity, formatPrice(g.amount)]),
    },
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
  ];
  return {
    title: k('sheetTitle'),
    header: [],
    rows: [],
    printedAt,
    placeName,
    summary,
    sections,
    signatures: [k('signHandOver'), k('signTakeOver')],
  };
}

/** The sheet as one Excel worksheet: the figures as label–value rows, then each table under its title. */
export function sheetToXlsx(job: PrintJob): XlsxSheet {
  const rows: XlsxCell[][] = (job.summary ?? []).map(([label, value]) => [label, value]);
  for (const s of job.sections ?? []) {
    rows.push([], [s.title], s.header, ...s.rows);
  }
  return { sheet: job.title, header: [job.title, job.placeName, job.printedAt], rows };
}
