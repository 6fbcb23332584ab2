/**
 * consumptionAnalysis (§7 Internet cafe): what the cafe takes and how its seats are used over a range of days, by
 * hour of the day, by seat area and by member level — read from its books (./books.ts), the same sessions and
 * lines as the handovers, 上机记录 and 充值记录, so that they cannot disagree. The breakdown is the domain's
 * (src/domain/netbar-analysis.ts `analyseUse`); this module checks the range and hands it the books. GET,
 * place-scoped, the owner's (netbar:analysis:list). docs/netbar.md, docs/api-contract.md.
 */
import { addDays, chinaToday, type Day } from '../../../src/domain/calendar';
import {
  ANALYSIS_DAYS_BACK,
  analyseUse,
  chinaMs,
  NETBAR_ANALYSIS_SUMMARY,
  type ConsumptionAnalysis,
  type SeatCount,
} from '../../../src/domain/netbar-analysis';
import { dayRange, invalidField, ok, PLACE_READ, route } from '../../contract';
import { formatTime } from '../../db';
import { zhTextsUnder } from '../../messages';
import { LEVELS, netbarBooks, type NetbarBooks } from './books';

const said = zhTextsUnder('netbarAnalysis');

/**
 * The range a call asks for, checked: both days, in order, within the days the books reach (today and the
 * ANALYSIS_DAYS_BACK before it). Refused, not cut: a figure for days the books do not hold would be a wrong one.
 */
export function analysisRange(q: Record<string, string | undefined>, now: number): [Day, Day] {
  const today = chinaToday(now);
  const [from, to] = dayRange(q, said);
  if (from < addDays(today, -ANALYSIS_DAYS_BACK))
    invalidField('startDate', said('tooFar', { days: ANALYSIS_DAYS_BACK }));
  if (to > today) invalidField('endDate', said('tooFar', { days: ANALYSIS_DAYS_BACK }));
  return [from, to];
}

/** The cafe's seats by area: the seat plan (placeConfig, orderSeatConfig) its guests were seated on. */
export const seatsOf = (books: NetbarBooks): SeatCount[] => books.areas;

/** The analysis of days [startDate, endDate] of the books, up to their now. */
export function consumptionAnalysis(
  books: NetbarBooks,
  [startDate, endDate]: [Day, Day],
): ConsumptionAnalysis {
  const from = chinaMs(`${startDate} 00:00:00`);
  const until = Math.min(chinaMs(`${addDays(endDate, 1)} 00:00:00`), books.now);
  return {
    startDate,
    endDate,
    from: formatTime(from),
    until: formatTime(until),
    ...analyseUse({
      sessions: books.sessions,
      lines: books.lines,
      from,
      until,
      now: books.now,
      seats: seatsOf(books),
      levels: LEVELS.map((l) => l.levelName),
    }),
  };
}

export const analysisHandlers = [
  route.get(
    NETBAR_ANALYSIS_SUMMARY,
    { ...PLACE_READ, perm: 'netbar:analysis:list' },
    ({ db, place, query, now }) => {
      const range = analysisRange(query, now);
      return ok(consumptionAnalysis(netbarBooks(db, place.id, now), range));
    },
  ),
];
