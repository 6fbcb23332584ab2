import type { PrintJob } from '@/crud/print-handoff';
import type { NetbarLine, NetbarShiftDetail } from '@/domain/netbar';
import { formatPrice, formatYuan } from '@/utils/validators';
import { goodsSection, handoverSheet, sheetCash, type SheetContext } from './shift-sheet';

const minute = (time: string) => time.slice(0, 16);

/**
 * An internet cafe's handover sheet (网吧交班单), as /print shows it and the Excel file holds it: who to whom and
 * when, the figures (online fees apart from the money taken, cash expected against counted), then by channel,
 * the goods sold and every till line, and the two signatures.
 */
export function netbarShiftSheet(
  detail: NetbarShiftDetail,
  lines: readonly NetbarLine[],
  at: SheetContext,
): PrintJob {
  const { t } = at;
  const f = detail.figures;
  const k = (key: string) => t(`orders.shift.${key}`);
  const n = (key: string) => t(`orders.netbar.${key}`);
  return handoverSheet(detail, at, {
    title: n('sheetTitle'),
    figures: [
      [n('onlineFees'), formatYuan(f.onlineFees)],
      [n('sessionCount'), String(f.sessionCount)],
      [n('rechargeTotal'), formatYuan(f.rechargeTotal)],
      [n('goodsSales'), formatYuan(f.goodsSales)],
      [k('income'), formatYuan(f.income)],
      [n('depositsTaken'), formatYuan(f.depositsTaken)],
      [n('refunds'), formatYuan(Math.abs(f.refunds))],
      ...sheetCash(detail, t),
    ],
    sections: [
      {
        title: n('channelTitle'),
        header: [n('channel'), n('recharges'), n('goods'), n('deposits'), n('refunds'), n('net')],
        rows: f.byChannel.map((c) => [
          n(`channels.${c.channel}`),
          formatPrice(c.recharges),
          formatPrice(c.goods),
          formatPrice(c.deposits),
          formatPrice(c.refunds),
          formatPrice(c.net),
        ]),
      },
      goodsSection(detail, t, n('amount')),
      {
        title: n('linesTitle'),
        header: [n('time'), n('no'), n('kind'), n('seatNo'), n('memberName'), n('channel'), n('amount')],
        // the fees drawn hour by hour are in the figures; the sheet lists the till's own lines
        rows: lines
          .filter((l) => l.kind !== 'online')
          .map((l) => [
            minute(l.time),
            l.no,
            n(`kinds.${l.kind}`),
            l.seatNo,
            l.memberName,
            n(`channels.${l.channel}`),
            formatPrice(l.amount),
          ]),
      },
    ],
  });
}
