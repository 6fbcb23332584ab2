/**
 * An internet cafe's shift handovers (§7 "Internet cafe (/business-netbar)": handover): the hotel's handover calls
 * (../orders/handover-kit.ts) at the cafe's path, with what a shift took in read from the cafe's books
 * (./books.ts) — online fees, recharges by channel, goods, card deposits and refunds — and two reads of its own:
 * detail (a shift, a span being handed over, or the current shift) and incomeDetail (its lines). docs/netbar.md.
 */
import {
  NETBAR_HANDOVER_BASE,
  netbarFigures,
  type NetbarGoodsSold,
  type NetbarShift,
  type NetbarShiftDetail,
} from '../../../src/domain/netbar';
import { ok, PLACE_READ, route } from '../../contract';
import { formatTime } from '../../db';
import { handoverHandlers, spanOf, storedPart, type HandoverKind } from '../orders/handover-kit';
import type { ShiftRow } from '../orders/tables';
import { netbarBooks, netbarLinesIn, seatsInUseAt, type NetbarBooks } from './books';
import { round2 } from '../../../src/domain/money';

/** The resource keys of /handOver/netbarDetail (the cafe's menu node 交班明细). */
export const NETBAR_HANDOVER_PERMS = {
  list: 'handover:netbar:list',
  add: 'handover:netbar:add',
  edit: 'handover:netbar:edit',
  delete: 'handover:netbar:delete',
  status: 'handover:netbar:status',
} as const;

const READ = { ...PLACE_READ, perm: NETBAR_HANDOVER_PERMS.list } as const;

function present(row: ShiftRow, books: NetbarBooks): NetbarShift {
  const f = netbarFigures(netbarLinesIn(books, row.startTime, row.endTime), row.pettyCash);
  return {
    ...storedPart(row, f.cashExpected),
    income: f.income,
    rechargeTotal: f.rechargeTotal,
    goodsSales: f.goodsSales,
    onlineFees: f.onlineFees,
    refunds: f.refunds,
    sessionCount: f.sessionCount,
  };
}

const NETBAR: HandoverKind<NetbarBooks, NetbarShift> = {
  base: NETBAR_HANDOVER_BASE,
  read: READ,
  perms: NETBAR_HANDOVER_PERMS,
  clerks: ['刘洋', '孙倩', '赵磊'],
  books: netbarBooks,
  cashExpected: (books, start, end, pettyCash) =>
    netbarFigures(netbarLinesIn(books, start, end), pettyCash).cashExpected,
  present,
  sortable: ['income', 'onlineFees'],
};

/** The goods sold in a span, by name, the best sellers first. */
function goodsSold(books: NetbarBooks, start: string, end: string): NetbarGoodsSold[] {
  const by = new Map<string, NetbarGoodsSold>();
  for (const l of netbarLinesIn(books, start, end)) {
    if (l.kind !== 'goods' || !l.goodsName) continue;
    const g = by.get(l.goodsName) ?? { name: l.goodsName, quantity: 0, amount: 0 };
    g.quantity += l.quantity ?? 1;
    g.amount = round2(g.amount + l.amount);
    by.set(l.goodsName, g);
  }
  return [...by.values()].sort((a, b) => b.amount - a.amount || a.name.localeCompare(b.name));
}

const msOf = (time: string) => Date.parse(`${time.replace(' ', 'T')}+08:00`);

export const netbarHandoverHandlers = [
  ...handoverHandlers(NETBAR),

  // a handed-over shift by id, a span being handed over, or the current shift (no id): everything its sheet shows
  route.post(`${NETBAR_HANDOVER_BASE}/detail`, READ, ({ db, place, body, now }) => {
    const span = spanOf(NETBAR, db, place.id, body, now);
    const books = netbarBooks(db, place.id, now);
    const end = span.current ? formatTime(now) : span.end;
    const detail: NetbarShiftDetail = {
      startTime: span.start,
      endTime: end,
      pettyCash: span.pettyCash,
      figures: netbarFigures(netbarLinesIn(books, span.start, span.end), span.pettyCash),
      goods: goodsSold(books, span.start, span.end),
      seatsInUse: seatsInUseAt(books, span.current ? now : msOf(span.end) - 1000),
      shift: span.row ? present(span.row, books) : null,
    };
    return ok(detail);
  }),

  // the lines of a shift (or the current one), oldest first
  route.get(`${NETBAR_HANDOVER_BASE}/incomeDetail`, READ, ({ db, place, query, now }) => {
    const span = spanOf(NETBAR, db, place.id, query, now);
    return ok(netbarLinesIn(netbarBooks(db, place.id, now), span.start, span.end));
  }),
];
