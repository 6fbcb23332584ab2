/**
 * The cafe's recharges (§7 Internet cafe: recharge listRechargeByPlace, getBarLevel): the recharge lines of its
 * books (./books.ts), the same the handovers sum by channel, with the member's level and the bonus the cafe's
 * offer gives on top. GET, place-scoped. docs/netbar.md.
 */
import { NETBAR_RECHARGE_BASE, type RechargeRecord } from '../../../src/domain/netbar';
import { contains, equalsNumber, inDays, ok, PLACE_READ, route, sortedPage } from '../../contract';
import { LEVELS, levelOf, netbarBooks, rechargeBonus, type NetbarBooks } from './books';

const READ = { ...PLACE_READ, perm: 'netbar:recharge:list' } as const;
const SORTABLE = new Set(['time', 'amount']);

/** The recharges of the books, oldest first. */
export function rechargeRecords(books: NetbarBooks): RechargeRecord[] {
  return books.lines
    .filter((l) => l.kind === 'recharge')
    .map((l) => {
      const level = levelOf(l.memberName);
      return {
        id: Number(l.no.slice(1)),
        no: l.no,
        memberName: l.memberName,
        levelId: level.levelId,
        levelName: level.levelName,
        channel: l.channel,
        amount: l.amount,
        bonus: rechargeBonus(l.amount, l.memberName),
        time: l.time,
      };
    });
}

export const rechargeHandlers = [
  route.get(`${NETBAR_RECHARGE_BASE}/listRechargeByPlace`, READ, ({ db, place, query: q, now }) => {
    const rows = rechargeRecords(netbarBooks(db, place.id, now)).filter(
      (r) =>
        (!q.memberName || contains(r.memberName, q.memberName)) &&
        (!q.channel || q.channel === r.channel) &&
        equalsNumber(r.levelId, q.levelId) &&
        inDays(q, r.time),
    );
    return ok(sortedPage(rows, q, SORTABLE, { field: 'time', order: 'desc' }));
  }),

  // the cafe's member levels, the temporary card first
  route.get(`${NETBAR_RECHARGE_BASE}/getBarLevel`, READ, () =>
    ok(LEVELS.map(({ levelId, levelName, discount }) => ({ levelId, levelName, discount }))),
  ),
];
