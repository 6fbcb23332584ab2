import { dayNumber, isLeapYear, weekday } from './calendar';
import { checkSchedule, firstOverlap, hoursOverlap, runsOn, type Schedule } from './schedule';

const S = (over: Partial<Schedule>): Schedule => ({
  dataType: 3,
  startTime: '2026-01-01',
  endTime: '2028-12-31',
  week: '',
  openStartTime: '00:00',
  openEndTime: '23:59',
  ...over,
});

describe('calendar days', () => {
  it('knows real days, leap years and week days', () => {
    expect(dayNumber('2028-02-29')).not.toBeNull();
    expect(dayNumber('2027-02-29')).toBeNull();
    expect(dayNumber('2026-13-01')).toBeNull();
    expect(isLeapYear(2028)).toBe(true);
    expect(isLeapYear(2100)).toBe(false);
    expect(weekday('2026-11-21')).toBe(6); // a Saturday
    expect(weekday('2026-11-22')).toBe(7);
  });
});

describe('schedules (§3 dataType 0–3)', () => {
  it('daily (3) runs every day of its period, ends included', () => {
    const s = S({ dataType: 3, startTime: '2026-12-01', endTime: '2026-12-03' });
    expect(['2026-11-30', '2026-12-01', '2026-12-03', '2026-12-04'].map((d) => runsOn(s, d))).toEqual([
      false,
      true,
      true,
      false,
    ]);
  });

  it('weekly (1) runs on the listed week days, 1 Monday … 7 Sunday', () => {
    const s = S({ dataType: 1, week: '5,6' });
    expect(runsOn(s, '2026-11-20')).toBe(true); // Friday
    expect(runsOn(s, '2026-11-21')).toBe(true); // Saturday
    expect(runsOn(s, '2026-11-22')).toBe(false); // Sunday
  });

  it('monthly (2) runs on the listed days; a day the month lacks falls on its last day', () => {
    const s = S({ dataType: 2, week: '15,31' });
    expect(runsOn(s, '2026-11-15')).toBe(true);
    expect(runsOn(s, '2026-11-30')).toBe(true); // November has no 31st
    expect(runsOn(s, '2026-12-30')).toBe(false);
    expect(runsOn(s, '2026-12-31')).toBe(true);
    const feb = S({ dataType: 2, week: '30' });
    expect(runsOn(feb, '2027-02-28')).toBe(true); // common year
    expect(runsOn(feb, '2028-02-28')).toBe(false); // leap year: the 29th is the last day
    expect(runsOn(feb, '2028-02-29')).toBe(true);
    expect(runsOn(S({ dataType: 2, week: '29' }), '2028-02-29')).toBe(true);
  });

  it('specified dates (0) run on exactly those dates', () => {
    const s = S({ dataType: 0, week: '2026-12-24,2028-02-29' });
    expect(runsOn(s, '2026-12-24')).toBe(true);
    expect(runsOn(s, '2026-12-25')).toBe(false);
    expect(runsOn(s, '2028-02-29')).toBe(true);
  });

  it('names the first problem and its field', () => {
    expect(checkSchedule(S({}))).toBeNull();
    expect(checkSchedule(S({ dataType: 4 as never }))).toEqual({ field: 'dataType', problem: 'type' });
    expect(checkSchedule(S({ endTime: '2025-12-31' }))).toEqual({
      field: 'endTime',
      problem: 'endBeforeStart',
    });
    expect(checkSchedule(S({ startTime: '2027-02-29' }))).toEqual({
      field: 'startTime',
      problem: 'startTime',
    });
    expect(checkSchedule(S({ dataType: 1, week: '0,8' }))).toEqual({ field: 'week', problem: 'weekDays' });
    expect(checkSchedule(S({ dataType: 2, week: '' }))).toEqual({ field: 'week', problem: 'monthDays' });
    expect(checkSchedule(S({ dataType: 0, week: '2027-02-29' }))).toEqual({
      field: 'week',
      problem: 'dates',
    });
    expect(checkSchedule(S({ dataType: 0, week: '2029-01-01' }))).toEqual({
      field: 'week',
      problem: 'dateOutsidePeriod',
    });
    expect(checkSchedule(S({ openStartTime: '25:00' }))).toEqual({
      field: 'openStartTime',
      problem: 'openStartTime',
    });
    expect(checkSchedule(S({ openStartTime: '18:00', openEndTime: '18:00' }))).toEqual({
      field: 'openEndTime',
      problem: 'openSame',
    });
  });
});

describe('overlap', () => {
  it('compares hours, past midnight too; touching ends do not overlap', () => {
    const h = (a: string, b: string) => ({ openStartTime: a, openEndTime: b });
    expect(hoursOverlap(h('08:00', '12:00'), h('11:00', '14:00'))).toBe(true);
    expect(hoursOverlap(h('08:00', '12:00'), h('12:00', '14:00'))).toBe(false);
    expect(hoursOverlap(h('22:00', '06:00'), h('05:00', '07:00'))).toBe(true);
    expect(hoursOverlap(h('22:00', '06:00'), h('07:00', '21:00'))).toBe(false);
  });

  it('finds the first day both run in shared hours, or none', () => {
    const weekends = S({ dataType: 1, week: '6,7', startTime: '2026-12-01', endTime: '2026-12-31' });
    const month = S({ dataType: 2, week: '13', startTime: '2026-12-01', endTime: '2027-01-31' });
    expect(firstOverlap(weekends, month)).toBe('2026-12-13'); // a Sunday
    const fridays = S({ dataType: 1, week: '5', startTime: '2026-12-01', endTime: '2026-12-31' });
    expect(firstOverlap(weekends, fridays)).toBeNull();
    const evening = S({ ...weekends, openStartTime: '18:00', openEndTime: '23:59' });
    const morning = S({ ...weekends, openStartTime: '06:00', openEndTime: '12:00' });
    expect(firstOverlap(evening, morning)).toBeNull();
    const dates = S({ dataType: 0, week: '2026-12-24', startTime: '2026-12-20', endTime: '2026-12-26' });
    expect(firstOverlap(dates, S({ startTime: '2026-12-24', endTime: '2026-12-24' }))).toBe('2026-12-24');
    expect(firstOverlap(dates, S({ startTime: '2027-01-01', endTime: '2027-01-05' }))).toBeNull();
  });
});
