/**
 * The internet cafe's consumption analysis (§7 Internet cafe consumptionAnalysis; docs/netbar.md): what the cafe
 * takes and how its seats are used over a range of days, by hour of the day, by seat area and by member level.
 * DOM-free: the page (/netBar/consumptionAnalysis) and the mock (mocks/domains/netbar/analysis.ts) share it; the
 * breakdown itself (`analyseUse`) is pure, so that it is tested once and the mock only hands it the books.
 *
 * What counts, for a span [from, until) (the range's days, cut at the server's now):
 * - **sessions**: the seat sessions that **started** in the span (by the hour they started, their seat's area,
 *   their card's level); their **average length** runs to their end, or to now for those still on a seat;
 * - **seat-hours**: the time seats were in use **within** the span (a session across midnight or across the
 *   range's edge counts the part inside), cut hour by hour for the hours of the day;
 * - **online fees**: the `online` lines of the books in the span (a session's fee is drawn hour by hour: the
 *   handovers and this analysis sum the same lines), by the hour drawn and the session's area and level;
 * - **goods sales**: the `goods` lines in the span, by the hour sold and the area and level of the session at
 *   that seat then;
 * - **seats in use / occupancy**: seat-hours over the hours that passed (an hour of the day counts once for each
 *   day of the span it has begun on), against the cafe's seats.
 */
import { addDays, type Day } from './calendar';
import type { ComputerLog, NetbarLine } from './netbar';

export const NETBAR_ANALYSIS_BASE = '/business-netbar/consumptionAnalysis';
/** GET ?startDate&endDate: the totals and the three breakdowns of the range. */
export const NETBAR_ANALYSIS_SUMMARY = `${NETBAR_ANALYSIS_BASE}/summary`;

/** How many days before today the analysis reaches: the cafe's books (mocks/domains/netbar/books.ts BOOK_DAYS). */
export const ANALYSIS_DAYS_BACK = 4;

/** The range presets of the page; any other range within the days the books reach is picked on the calendar. */
export const ANALYSIS_PRESETS = ['today', 'yesterday', 'last3', 'custom'] as const;
export type AnalysisPreset = (typeof ANALYSIS_PRESETS)[number];

/**
 * The days a preset covers on `today`.
 * @example analysisPresetRange('last3', '2026-11-26') // ['2026-11-24', '2026-11-26']
 */
export function analysisPresetRange(preset: Exclude<AnalysisPreset, 'custom'>, today: Day): [Day, Day] {
  switch (preset) {
    case 'today':
      return [today, today];
    case 'yesterday':
      return [addDays(today, -1), addDays(today, -1)];
    case 'last3':
      return [addDays(today, -2), today];
  }
}

/** The figures of every breakdown's row, and of the totals. */
export interface UseFigures {
  /** seat sessions started */
  sessions: number;
  /** hours seats were in use, 2 decimals */
  seatHours: number;
  /** yuan */
  onlineFees: number;
  /** yuan */
  goodsSales: number;
  /** the mean length of the sessions started, in whole minutes (0 without sessions) */
  avgMinutes: number;
}

/** An hour of the day (0–23, China time), over every day of the range. */
export interface HourUse extends UseFigures {
  hour: number;
  /** seats in use on average during that hour, 1 decimal */
  seatsInUse: number;
  /** seatsInUse over the cafe's seats, 0–1 (4 decimals) */
  occupancy: number;
}

/** A seat area, as the sessions name it. */
export interface AreaUse extends UseFigures {
  areaId: number;
  areaName: string;
  /** the area's seats */
  seats: number;
  /** its seat-hours over its seats × the hours of the span, 0–1 */
  occupancy: number;
}

/** A member level (the temporary card first), as the sessions name it. */
export interface LevelUse extends UseFigures {
  levelName: string;
  /** card holders who started a session (each temporary card counts once) */
  members: number;
}

/** consumptionAnalysis/summary: the range asked for, what it counted, the totals and the breakdowns. */
export interface ConsumptionAnalysis {
  startDate: Day;
  endDate: Day;
  /** the span counted, 'YYYY-MM-DD HH:mm:ss': from the first day's midnight to the last's, or to now */
  from: string;
  until: string;
  totals: UseFigures & { members: number; seats: number; occupancy: number };
  /** 24 rows, 0 to 23 */
  byHour: HourUse[];
  /** every area of the cafe, by id */
  byArea: AreaUse[];
  /** every level, in the cafe's order, then any other the sessions name */
  byLevel: LevelUse[];
}

/** A seat session, as the books keep it: who sat where (as computerLog names them), from and to in ms. */
export interface UseSession extends Pick<
  ComputerLog,
  'no' | 'seatNo' | 'areaId' | 'areaName' | 'memberName' | 'levelName'
> {
  start: number;
  end: number;
}

/** A seat area and how many seats it has. */
export interface SeatCount {
  areaId: number;
  areaName: string;
  seats: number;
}

const HOUR = 3_600_000;
const CHINA = 8 * HOUR;
const round = (n: number, places: number) => Math.round(n * 10 ** places) / 10 ** places;
/** The hour of the day (China time) of an instant. */
const hourOf = (ms: number) => Math.floor((ms + CHINA) / HOUR) % 24;
/** 'YYYY-MM-DD HH:mm:ss' (China time) → ms. */
export function chinaMs(time: string): number {
  const [d, t = '00:00:00'] = time.split(' ');
  const [y, mo, day] = d!.split('-').map(Number) as [number, number, number];
  const [h, mi, s] = t.split(':').map(Number) as [number, number, number];
  return Date.UTC(y, mo - 1, day, h, mi, s) - CHINA;
}

/** A row being summed: money in cents, time in ms, so that the rows add up to the totals exactly. */
interface Acc {
  sessions: number;
  lengthMs: number;
  seatMs: number;
  onlineCents: number;
  goodsCents: number;
  members: Set<string>;
}
const acc = (): Acc => ({
  sessions: 0,
  lengthMs: 0,
  seatMs: 0,
  onlineCents: 0,
  goodsCents: 0,
  members: new Set(),
});
const figures = (a: Acc): UseFigures => ({
  sessions: a.sessions,
  seatHours: round(a.seatMs / HOUR, 2),
  onlineFees: a.onlineCents / 100,
  goodsSales: a.goodsCents / 100,
  avgMinutes: a.sessions ? Math.round(a.lengthMs / a.sessions / 60_000) : 0,
});

/**
 * The totals and the three breakdowns of a span [from, until) (ms, until at most now) from the cafe's books:
 * every session and line they hold (those outside the span are left out here), the seats by area, the levels in
 * the cafe's order. Each breakdown's rows add up to the totals (money to the cent).
 */
export function analyseUse({
  sessions,
  lines,
  from,
  until,
  now,
  seats,
  levels,
}: {
  sessions: readonly UseSession[];
  lines: readonly Pick<NetbarLine, 'no' | 'kind' | 'seatNo' | 'amount' | 'time'>[];
  from: number;
  until: number;
  now: number;
  seats: readonly SeatCount[];
  levels: readonly string[];
}): Pick<ConsumptionAnalysis, 'totals' | 'byHour' | 'byArea' | 'byLevel'> {
  const total = acc();
  const hours = Array.from({ length: 24 }, acc);
  const areas = new Map<number, Acc & { name: string }>();
  const levelRows = new Map<string, Acc>(levels.map((l) => [l, acc()]));
  const area = (s: Pick<UseSession, 'areaId' | 'areaName'>) => {
    let a = areas.get(s.areaId);
    if (!a) areas.set(s.areaId, (a = { ...acc(), name: s.areaName }));
    return a;
  };
  const level = (name: string) => {
    let l = levelRows.get(name);
    if (!l) levelRows.set(name, (l = acc()));
    return l;
  };
  for (const s of seats) area(s);

  const byNo = new Map<string, UseSession>();
  const bySeat = new Map<string, UseSession[]>();
  for (const s of sessions) {
    byNo.set(s.no, s);
    bySeat.set(s.seatNo, [...(bySeat.get(s.seatNo) ?? []), s]);
    const rows = [total, area(s), level(s.levelName)];
    // started in the span: counted, with its length to its end or to now
    if (s.start >= from && s.start < until) {
      const length = Math.min(s.end, now) - s.start;
      for (const r of [...rows, hours[hourOf(s.start)]!]) {
        r.sessions++;
        r.lengthMs += length;
        r.members.add(s.memberName);
      }
    }
    // its time on the seat within the span, hour by hour
    const a = Math.max(s.start, from);
    const b = Math.min(s.end, until);
    if (b <= a) continue;
    for (const r of rows) r.seatMs += b - a;
    for (let t = a; t < b;) {
      const next = Math.min(b, Math.floor((t + CHINA) / HOUR) * HOUR - CHINA + HOUR);
      hours[hourOf(t)]!.seatMs += next - t;
      t = next;
    }
  }

  for (const l of lines) {
    if (l.kind !== 'online' && l.kind !== 'goods') continue;
    const at = chinaMs(l.time);
    if (at < from || at >= until) continue;
    // an online line carries its session's number; a goods line its seat, taken by one guest at a time
    const s =
      l.kind === 'online' ? byNo.get(l.no) : bySeat.get(l.seatNo)?.find((x) => x.start <= at && at <= x.end);
    const cents = Math.round(l.amount * 100);
    const rows = [total, hours[hourOf(at)]!, ...(s ? [area(s), level(s.levelName)] : [])];
    for (const r of rows) {
      if (l.kind === 'online') r.onlineCents += cents;
      else r.goodsCents += cents;
    }
  }

  // how many hours of each hour of the day the span has seen (today's hours to come: none)
  const passed = Array.from({ length: 24 }, () => 0);
  for (let t = from; t < until;) {
    const next = Math.min(until, Math.floor((t + CHINA) / HOUR) * HOUR - CHINA + HOUR);
    passed[hourOf(t)]! += (next - t) / HOUR;
    t = next;
  }
  const spanHours = (until - from) / HOUR;
  const seatTotal = seats.reduce((n, s) => n + s.seats, 0);
  const share = (seatMs: number, capacityHours: number) =>
    capacityHours > 0 ? round(seatMs / HOUR / capacityHours, 4) : 0;

  return {
    totals: {
      ...figures(total),
      members: total.members.size,
      seats: seatTotal,
      occupancy: share(total.seatMs, seatTotal * spanHours),
    },
    byHour: hours.map((h, hour) => ({
      hour,
      ...figures(h),
      seatsInUse: passed[hour]! > 0 ? round(h.seatMs / HOUR / passed[hour]!, 1) : 0,
      occupancy: share(h.seatMs, seatTotal * passed[hour]!),
    })),
    byArea: [...areas.entries()]
      .sort(([x], [y]) => x - y)
      .map(([areaId, a]) => {
        const n = seats.find((s) => s.areaId === areaId)?.seats ?? 0;
        return {
          areaId,
          areaName: a.name,
          seats: n,
          ...figures(a),
          occupancy: share(a.seatMs, n * spanHours),
        };
      }),
    byLevel: [...levelRows.entries()].map(([levelName, l]) => ({
      levelName,
      ...figures(l),
      members: l.members.size,
    })),
  };
}
