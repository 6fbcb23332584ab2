import { describe, expect, it } from 'vitest';
import {
  presetRange,
  REPORT_CALLS,
  type CollectionReport,
  type IncomeReport,
  type ShiftReport,
} from '../../../src/domain/report';
import { DEMO_USERS } from '../../seed';
import { as, atSeedTime, hotelOwner as owner, round2 } from '../../test-kit';

atSeedTime();
const TODAY = '2026-11-21';

describe('the business report: one set of books with the home page and the shifts', () => {
  it('gives the home page’s figures for today and yesterday', async () => {
    const c = await owner();
    const home = (await c.post<Record<string, number>>('/business-merchant/merchantIndex/incomeStatistics'))
      .body.data;
    const range = (from: string, to: string) => ({ startDate: from, endDate: to });
    const today = (await c.get<IncomeReport>(REPORT_CALLS.income, range(TODAY, TODAY))).body.data;
    expect(today.total.total).toBe(home.todayIncome);
    expect(today.total.room).toBe(home.roomIncome);
    const yesterday = (await c.get<IncomeReport>(REPORT_CALLS.income, range('2026-11-20', '2026-11-20'))).body
      .data;
    expect(yesterday.total.total).toBe(home.yesterdayIncome);
    const collected = (await c.get<CollectionReport>(REPORT_CALLS.collection, range(TODAY, TODAY))).body.data;
    expect(collected.income).toBe(home.todayCollection);
    // the month is the sum of its days
    const month = (await c.get<IncomeReport>(REPORT_CALLS.income, range(...presetRange('month', TODAY)))).body
      .data;
    expect(month.total.total).toBe(home.monthIncome);
    expect(month.days).toHaveLength(21);
  });

  it('collects in a day exactly what the day’s three shifts took in', async () => {
    const c = await owner();
    const day = { startDate: '2026-11-19', endDate: '2026-11-19' };
    const shifts = (await c.get<ShiftReport>(REPORT_CALLS.shifts, day)).body.data;
    expect(shifts.shifts.map((s) => s.startTime.slice(11, 16))).toEqual(['00:00', '08:00', '16:00']);
    const collected = (await c.get<CollectionReport>(REPORT_CALLS.collection, day)).body.data;
    expect(shifts.income).toBe(collected.income);
    expect(round2(shifts.shifts.reduce((s, x) => s + x.income, 0))).toBe(collected.income);
  });

  it('refuses a range it cannot read, on the field it is about', async () => {
    const c = await owner();
    const back = await c.get(REPORT_CALLS.income, { startDate: '2026-10-01', endDate: TODAY });
    expect(back.body).toMatchObject({
      code: 400,
      msg: '只能统计最近 30 天内的数据',
      data: { fields: { startDate: '只能统计最近 30 天内的数据' } },
    });
    const reversed = await c.get(REPORT_CALLS.income, { startDate: TODAY, endDate: '2026-11-20' });
    expect(reversed.body.msg).toBe('结束日期不能早于开始日期');
    const staff = await as(DEMO_USERS.staff, 1001);
    expect((await staff.get(REPORT_CALLS.income, { startDate: TODAY, endDate: TODAY })).body.code).toBe(403);
  });
});

describe('presetRange', () => {
  it('runs a week from Monday and a month from the 1st, to today', () => {
    expect(presetRange('today', '2026-11-26')).toEqual(['2026-11-26', '2026-11-26']);
    expect(presetRange('yesterday', '2026-11-01')).toEqual(['2026-10-31', '2026-10-31']);
    expect(presetRange('week', '2026-11-26')).toEqual(['2026-11-23', '2026-11-26']);
    expect(presetRange('week', '2026-11-23')).toEqual(['2026-11-23', '2026-11-23']);
    expect(presetRange('month', '2026-11-26')).toEqual(['2026-11-01', '2026-11-26']);
  });
});
