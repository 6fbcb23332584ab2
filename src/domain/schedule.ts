import { addDays, dayNumber, isDay, minutesOf, monthPosition, weekday, type Day } from './calendar';

/**
 * The schedule of a promotion (§3 Schedule item): on which days it runs and in which hours of those days.
 *
 * - dataType 3 daily: every day from startTime to endTime;
 * - dataType 1 weekly: the week days listed in `week` ('1,5' = Monday and Friday; 1 Monday … 7 Sunday);
 * - dataType 2 monthly: the days of the month listed in `week` ('1,15,31'); a day the month does not have falls on
 *   its last day, so 31 means "month end" in every month and 29–31 mean 28 February in a common year;
 * - dataType 0 specified dates: the dates listed in `week` ('2026-12-24,2026-12-31'), inside the period.
 *
 * openStartTime–openEndTime are the hours ('HH:mm') in which it is sold; an end before the start runs past midnight.
 */
export type ScheduleType = 0 | 1 | 2 | 3;
export const SCHEDULE_TYPES: readonly ScheduleType[] = [3, 1, 2, 0];

export interface Schedule {
  dataType: ScheduleType;
  /** first day of the period, 'YYYY-MM-DD' */
  startTime: Day;
  /** last day of the period, inclusive */
  endTime: Day;
  /** the listed week days, month days or dates, comma-separated ('' for daily) */
  week: string;
  openStartTime: string;
  openEndTime: string;
}

/** What is wrong with a schedule, as a code the page and the mock each turn into their words. */
export type ScheduleProblem =
  | 'type'
  | 'startTime'
  | 'endTime'
  | 'endBeforeStart'
  | 'weekDays'
  | 'monthDays'
  | 'dates'
  | 'dateOutsidePeriod'
  | 'openStartTime'
  | 'openEndTime'
  | 'openSame';

export const splitList = (week: string) =>
  week
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

const intsIn = (week: string, min: number, max: number): number[] | null => {
  const parts = splitList(week);
  const nums = parts.map(Number);
  return parts.length > 0 && nums.every((n) => Number.isInteger(n) && n >= min && n <= max) ? nums : null;
};

/** The first problem of a schedule, with the field it is on, or null when it is sound. */
export function checkSchedule(
  s: Partial<Schedule>,
): { field: keyof Schedule; problem: ScheduleProblem } | null {
  if (![0, 1, 2, 3].includes(s.dataType as number)) return { field: 'dataType', problem: 'type' };
  if (!isDay(s.startTime)) return { field: 'startTime', problem: 'startTime' };
  if (!isDay(s.endTime)) return { field: 'endTime', problem: 'endTime' };
  if (s.endTime < s.startTime) return { field: 'endTime', problem: 'endBeforeStart' };
  const week = typeof s.week === 'string' ? s.week : '';
  if (s.dataType === 1 && !intsIn(week, 1, 7)) return { field: 'week', problem: 'weekDays' };
  if (s.dataType === 2 && !intsIn(week, 1, 31)) return { field: 'week', problem: 'monthDays' };
  if (s.dataType === 0) {
    const dates = splitList(week);
    if (dates.length === 0 || !dates.every(isDay)) return { field: 'week', problem: 'dates' };
    if (dates.some((d) => d < s.startTime! || d > s.endTime!))
      return { field: 'week', problem: 'dateOutsidePeriod' };
  }
  const open = minutesOf(s.openStartTime ?? '');
  const close = minutesOf(s.openEndTime ?? '');
  if (open === null) return { field: 'openStartTime', problem: 'openStartTime' };
  if (close === null) return { field: 'openEndTime', problem: 'openEndTime' };
  if (open === close) return { field: 'openEndTime', problem: 'openSame' };
  return null;
}

/** Does the schedule run on this day (at some hour)? */
export function runsOn(s: Schedule, day: Day): boolean {
  if (day < s.startTime || day > s.endTime) return false;
  switch (s.dataType) {
    case 3:
      return true;
    case 1:
      return splitList(s.week).map(Number).includes(weekday(day));
    case 2: {
      const { date, length } = monthPosition(day);
      return splitList(s.week)
        .map(Number)
        .some((d) => Math.min(d, length) === date);
    }
    case 0:
      return splitList(s.week).includes(day);
    default:
      return false;
  }
}

/** The open hours as minute ranges within one day: [[open, close]], or two when they run past midnight. */
function openRanges(s: Pick<Schedule, 'openStartTime' | 'openEndTime'>): Array<[number, number]> {
  const open = minutesOf(s.openStartTime) ?? 0;
  const close = minutesOf(s.openEndTime) ?? 24 * 60 - 1;
  return open < close
    ? [[open, close]]
    : [
        [open, 24 * 60],
        [0, close],
      ];
}

/** Do two schedules' hours share a minute? (touching ends, 12:00–18:00 and 18:00–23:00, do not) */
export function hoursOverlap(
  a: Pick<Schedule, 'openStartTime' | 'openEndTime'>,
  b: Pick<Schedule, 'openStartTime' | 'openEndTime'>,
): boolean {
  return openRanges(a).some(([a0, a1]) => openRanges(b).some(([b0, b1]) => a0 < b1 && b0 < a1));
}

/** The first day on which both schedules run in overlapping hours, or null when they never meet. */
export function firstOverlap(a: Schedule, b: Schedule): Day | null {
  if (!hoursOverlap(a, b)) return null;
  const from = a.startTime > b.startTime ? a.startTime : b.startTime;
  const to = a.endTime < b.endTime ? a.endTime : b.endTime;
  if (to < from) return null;
  const span = dayNumber(to)! - dayNumber(from)!;
  for (let i = 0; i <= span; i++) {
    const day = addDays(from, i);
    if (runsOn(a, day) && runsOn(b, day)) return day;
  }
  return null;
}

/** True when the hours are the whole day (00:00–23:59 or any wrap that covers it). */
export const allDay = (s: Pick<Schedule, 'openStartTime' | 'openEndTime'>) =>
  openRanges(s).reduce((n, [x, y]) => n + (y - x), 0) >= 24 * 60 - 1;
