/**
 * Calendar days as plain 'YYYY-MM-DD' strings and day numbers (days since 1970-01-01), free of time zones:
 * a hotel's price day is a date on the wall calendar of the place, never an instant.
 */
export type Day = string;

const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS = 86_400_000;

/** Day number of a valid 'YYYY-MM-DD', or null (2027-02-29 and 2026-13-01 are not days). */
export function dayNumber(day: string): number | null {
  const m = DAY_RE.exec(day);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (mo < 1 || mo > 12 || d < 1 || d > daysInMonth(y, mo)) return null;
  return Date.UTC(y, mo - 1, d) / MS;
}

export const isDay = (v: unknown): v is Day => typeof v === 'string' && dayNumber(v) !== null;

export function dayOf(n: number): Day {
  return new Date(n * MS).toISOString().slice(0, 10);
}

export function addDays(day: Day, n: number): Day {
  return dayOf(dayNumber(day)! + n);
}

/** 1 Monday … 7 Sunday (ISO). */
export function weekday(day: Day): number {
  const w = new Date(dayNumber(day)! * MS).getUTCDay();
  return w === 0 ? 7 : w;
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export const isLeapYear = (year: number) => daysInMonth(year, 2) === 29;

/** The day of the month and the month's length of a day. */
export function monthPosition(day: Day): { date: number; length: number } {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return { date: d, length: daysInMonth(y, m) };
}

/** Today's date where the place is (China, UTC+8), whatever the browser's or server's zone. */
export function chinaToday(now = Date.now()): Day {
  return dayOf(Math.floor((now + 8 * 3_600_000) / MS));
}

/** 'HH:mm' → minutes after midnight, or null. */
export function minutesOf(time: string): number | null {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}
