/**
 * computerLog (§7 Internet cafe): who used which seat, from when to when, and the fee drawn — the sessions of the
 * cafe's books (./books.ts), the same ones whose fees its handovers sum. A session still running shows its
 * minutes and fee so far. GET, place-scoped, paged, filtered and sorted on the server. docs/netbar.md.
 */
import { NETBAR_COMPUTER_LOG, SESSION_STATUS, type ComputerLog } from '../../../src/domain/netbar';
import { contains, equalsNumber, inDays, ok, PLACE_READ, route, sortedPage } from '../../contract';
import { formatTime } from '../../db';
import { netbarBooks, type NetbarBooks } from './books';
import { round2 } from '../../../src/domain/money';

const SORTABLE = new Set(['startTime', 'minutes', 'fee', 'seatNo']);

/** The sessions of the books as the log lists them, at the books' now. */
export function computerLogs(books: NetbarBooks): ComputerLog[] {
  return books.sessions.map((s) => {
    const online = s.end > books.now;
    const until = online ? books.now : s.end;
    const minutes = Math.max(0, Math.floor((until - s.start) / 60_000));
    return {
      id: Number(s.no.slice(1)),
      no: s.no,
      seatNo: s.seatNo,
      areaId: s.areaId,
      areaName: s.areaName,
      memberName: s.memberName,
      levelName: s.levelName,
      startTime: formatTime(s.start),
      endTime: online ? '' : formatTime(s.end),
      minutes,
      fee: online ? round2((s.fee * (until - s.start)) / (s.end - s.start)) : s.fee,
      status: online ? SESSION_STATUS.online : SESSION_STATUS.ended,
    };
  });
}

export const computerLogHandlers = [
  route.get(
    NETBAR_COMPUTER_LOG,
    { ...PLACE_READ, perm: 'netbar:computer:list' },
    ({ db, place, query: q, now }) => {
      const rows = computerLogs(netbarBooks(db, place.id, now)).filter(
        (r) =>
          (!q.seatNo || contains(r.seatNo, q.seatNo)) &&
          (!q.memberName || contains(r.memberName, q.memberName)) &&
          equalsNumber(r.areaId, q.areaId) &&
          equalsNumber(r.status, q.status) &&
          inDays(q, r.startTime),
      );
      return ok(sortedPage(rows, q, SORTABLE, { field: 'startTime', order: 'desc' }));
    },
  ),
];
