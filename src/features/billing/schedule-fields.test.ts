import dayjs from 'dayjs';
import { i18n } from '@/i18n/i18n';
import '@/i18n/console-messages';
import { hoursText, scheduleCheck, scheduleOf, scheduleText, weekForm, weekWire } from './schedule-fields';

const t = i18n.t.bind(i18n);
const values = (over: Record<string, unknown> = {}) => ({
  dataType: 0,
  period: [dayjs('2026-12-20'), dayjs('2026-12-31')],
  week: { 0: ['2026-12-31', '2026-12-24'] },
  openTime: [dayjs('2026-01-01T18:00'), dayjs('2026-01-01T23:59')],
  ...over,
});

describe('schedule form fields', () => {
  it('sends the chosen type list sorted, and nothing for daily', () => {
    const days = { 1: [6, 5], 2: [31, 1, 15], 0: ['2026-12-31', '2026-12-24'] };
    expect(weekWire(1, days)).toBe('5,6');
    expect(weekWire(2, days)).toBe('1,15,31');
    expect(weekWire(0, days)).toBe('2026-12-24,2026-12-31');
    expect(weekWire(3, days)).toBe('');
    expect(weekForm(2, '1,15,31')).toEqual({ 2: [1, 15, 31] });
    expect(weekForm(0, '2026-12-24')).toEqual({ 0: ['2026-12-24'] });
  });

  it('turns the form values into the schedule checkSchedule sees', () => {
    expect(scheduleOf(values())).toEqual({
      dataType: 0,
      startTime: '2026-12-20',
      endTime: '2026-12-31',
      week: '2026-12-24,2026-12-31',
      openStartTime: '18:00',
      openEndTime: '23:59',
    });
  });

  it('puts each problem on its form field only', () => {
    const outside = values({ week: { 0: ['2027-01-01'] } });
    expect(scheduleCheck('week')(null, outside)).toBe('billingOps.schedule.dateOutsidePeriod');
    expect(scheduleCheck('period')(null, outside)).toBeNull();
    const backwards = values({ period: [dayjs('2026-12-31'), dayjs('2026-12-20')] });
    expect(scheduleCheck('period')(null, backwards)).toBe('billingOps.schedule.endBeforeStart');
    expect(scheduleCheck('week')(null, values())).toBeNull();
  });

  it('says the schedule and its hours in words', () => {
    expect(scheduleText({ dataType: 3, week: '' }, t)).toBe('每天');
    expect(scheduleText({ dataType: 1, week: '6,5' }, t)).toBe('每周 周五、周六');
    expect(scheduleText({ dataType: 2, week: '31,1,15' }, t)).toBe('每月 1、15、31 日');
    expect(scheduleText({ dataType: 0, week: '2026-12-31,2026-12-24' }, t)).toBe('指定日期 12-24、12-31');
    expect(hoursText({ openStartTime: '00:00', openEndTime: '23:59' }, t)).toBe('全天');
    expect(hoursText({ openStartTime: '09:00', openEndTime: '18:00' }, t)).toBe('09:00–18:00');
    expect(hoursText({ openStartTime: '22:00', openEndTime: '06:00' }, t)).toBe('22:00–次日 06:00');
  });
});
