import { describe, expect, it } from 'vitest';
import { addDays, chinaToday } from '../../../src/domain/calendar';
import {
  ANALYSIS_DAYS_BACK,
  NETBAR_ANALYSIS_SUMMARY,
  type ConsumptionAnalysis,
  type UseFigures,
} from '../../../src/domain/netbar-analysis';
import { getDb } from '../../db';
import { DEMO_USERS } from '../../seed';
import { as, atSeedTime, cafeOwner as owner, SEED_NOW, sum } from '../../test-kit';
import { BOOK_DAYS, netbarBooks } from './books';
import { computerLogs } from './computer-log';

atSeedTime();
const TODAY = chinaToday(SEED_NOW);
const YESTERDAY = addDays(TODAY, -1);
const summary = async (startDate: string, endDate: string) =>
  (await (await owner()).get<ConsumptionAnalysis>(NETBAR_ANALYSIS_SUMMARY, { startDate, endDate })).body;

describe("an internet cafe's consumption analysis (consumptionAnalysis/summary)", () => {
  it("is the books' of the day: its online fees and goods are the day's lines, its sessions 上机记录's", async () => {
    const a = (await summary(YESTERDAY, YESTERDAY)).data;
    expect(a).toMatchObject({
      startDate: YESTERDAY,
      endDate: YESTERDAY,
      from: `${YESTERDAY} 00:00:00`,
      until: `${TODAY} 00:00:00`,
    });
    const books = netbarBooks(getDb(), 1014, SEED_NOW);
    const ofDay = books.lines.filter((l) => l.time.slice(0, 10) === YESTERDAY);
    const kind = (k: string) => sum(ofDay.filter((l) => l.kind === k).map((l) => l.amount));
    expect(a.totals.onlineFees).toBe(kind('online'));
    expect(a.totals.goodsSales).toBe(kind('goods'));
    expect(a.totals.onlineFees).toBeGreaterThan(0);
    // the sessions that started that day, as 上机记录 lists them
    const started = computerLogs(books).filter((s) => s.startTime.slice(0, 10) === YESTERDAY);
    expect(a.totals.sessions).toBe(started.length);
    expect(a.totals.members).toBe(new Set(started.map((s) => s.memberName)).size);
    expect(a.totals.avgMinutes).toBe(Math.round(sum(started.map((s) => s.minutes)) / started.length));
    expect(a.totals.seats).toBe(72);
    expect(a.totals.occupancy).toBeGreaterThan(0);
    expect(a.totals.occupancy).toBeLessThan(1);
  });

  it('breaks the totals down by hour, area and level, each adding up to them', async () => {
    const a = (await summary(addDays(TODAY, -2), TODAY)).data;
    expect(a.byHour.map((h) => h.hour)).toEqual(Array.from({ length: 24 }, (_, i) => i));
    expect(a.byArea.map((r) => [r.areaName, r.seats])).toEqual([
      ['大厅', 40],
      ['电竞区', 24],
      ['包间', 8],
    ]);
    expect(a.byLevel.map((r) => r.levelName)).toEqual(['临时卡', '普通会员', '黄金会员', '钻石会员']);
    const money: Array<keyof UseFigures> = ['onlineFees', 'goodsSales', 'sessions'];
    for (const rows of [a.byHour, a.byArea, a.byLevel] as UseFigures[][])
      for (const f of money) expect(sum(rows.map((r) => r[f]))).toBe(a.totals[f]);
    for (const rows of [a.byHour, a.byArea, a.byLevel] as UseFigures[][])
      expect(Math.abs(sum(rows.map((r) => r.seatHours)) - a.totals.seatHours)).toBeLessThan(0.2);
    expect(sum(a.byLevel.map((r) => r.members))).toBe(a.totals.members);
    // the evening is busier than the early morning, and the seats in use are a share of 72
    const at = (h: number) => a.byHour[h]!;
    expect(at(20).seatsInUse).toBeGreaterThan(at(6).seatsInUse);
    expect(at(20).occupancy).toBeCloseTo(at(20).seatsInUse / 72, 2);
    // the hall's occupancy is its seat-hours over its 40 seats
    const hall = a.byArea[0]!;
    const hours =
      (Date.parse(`${a.until.replace(' ', 'T')}+08:00`) - Date.parse(`${a.from.replace(' ', 'T')}+08:00`)) /
      3600_000;
    expect(hall.occupancy).toBeCloseTo(hall.seatHours / (40 * hours), 3);
    // today counts up to now (10:00): nothing after it
    expect(a.until).toBe(`${TODAY} 10:00:00`);
  });

  it('reaches the days the books hold: refuses a range outside them, out of order or missing', async () => {
    expect(ANALYSIS_DAYS_BACK).toBe(BOOK_DAYS);
    const earliest = addDays(TODAY, -BOOK_DAYS);
    expect((await summary(earliest, TODAY)).code).toBe(200);
    const refused = async (start: string, end: string) => {
      const b = await summary(start, end);
      return [b.code, b.msg];
    };
    expect(await refused(addDays(earliest, -1), TODAY)).toEqual([400, '只能分析今天和之前 4 天的消费']);
    expect(await refused(TODAY, addDays(TODAY, 1))).toEqual([400, '只能分析今天和之前 4 天的消费']);
    expect(await refused(TODAY, YESTERDAY)).toEqual([400, '结束日期不能早于开始日期']);
    expect(await refused('', TODAY)).toEqual([400, '请选择开始日期']);
    expect(await refused(TODAY, '2026-02-30')).toEqual([400, '请选择结束日期']);
  });

  it("is the cafe owner's: a hotel place has no such call", async () => {
    const q = { startDate: TODAY, endDate: TODAY };
    const hotelStaff = await as(DEMO_USERS.staff, 1001);
    expect((await hotelStaff.get(NETBAR_ANALYSIS_SUMMARY, q)).body.code).toBe(403);
    const hotel = await as(DEMO_USERS.owner, 1001);
    expect((await hotel.get(NETBAR_ANALYSIS_SUMMARY, q)).body.code).toBe(403);
    // the hotel owner's own cafe answers
    const cafe = await as(DEMO_USERS.owner, 1005);
    expect((await cafe.get(NETBAR_ANALYSIS_SUMMARY, q)).body.code).toBe(200);
  });
});
