import { describe, expect, it } from 'vitest';
import {
  NETBAR_HANDOVER_BASE,
  netbarFigures,
  type NetbarLine,
  type NetbarShift,
  type NetbarShiftDetail,
} from '../../../src/domain/netbar';
import { getDb } from '../../db';
import { DEMO_USERS } from '../../seed';
import { as, atSeedTime, CAFE, cafeOwner as owner, round2, SEED_NOW, sum, type Page } from '../../test-kit';
import { netbarBooks } from './books';

atSeedTime();

describe("an internet cafe's books", () => {
  it('seats one guest at a time, draws each fee hour by hour and pays back what a temporary card did not use', () => {
    const books = netbarBooks(getDb(), CAFE, SEED_NOW);
    expect(books.sessions.length).toBeGreaterThan(300);
    const bySeat = new Map<string, Array<{ start: number; end: number }>>();
    for (const s of books.sessions) bySeat.set(s.seatNo, [...(bySeat.get(s.seatNo) ?? []), s]);
    for (const spans of bySeat.values())
      spans
        .sort((a, b) => a.start - b.start)
        .forEach((s, i) => i > 0 && expect(s.start).toBeGreaterThanOrEqual(spans[i - 1]!.end));
    // a finished session's fee is the sum of its hourly lines
    const done = books.sessions.filter((s) => s.end < SEED_NOW - 3600_000).slice(0, 50);
    for (const s of done)
      expect(sum(books.lines.filter((l) => l.kind === 'online' && l.no === s.no).map((l) => l.amount))).toBe(
        s.fee,
      );
    // the goods sold are the cafe's goods on sale, at their price
    const goods = books.lines.filter((l) => l.kind === 'goods');
    expect(goods.length).toBeGreaterThan(50);
    expect(goods.every((l) => l.goodsName && l.amount > 0)).toBe(true);
    expect(books.lines.every((l, i) => i === 0 || books.lines[i - 1]!.time <= l.time)).toBe(true);
  });
});

describe('shift handovers of an internet cafe (/business-netbar/handover)', () => {
  it("reads each shift's money from the cafe's lines: the list, the lines and the detail agree", async () => {
    const c = await owner();
    // the seeded history of the place (../orders/handover-kit.test.ts): three days and the night shift of today
    const list = (await c.get<Page<NetbarShift>>(`${NETBAR_HANDOVER_BASE}/list`, { pageSize: 50 })).body.data;
    const shift = list.records.find((s) => s.startTime.endsWith('16:00:00'))!;
    const lines = (await c.get<NetbarLine[]>(`${NETBAR_HANDOVER_BASE}/incomeDetail`, { id: shift.id })).body
      .data;
    expect(lines.every((l) => l.time >= shift.startTime && l.time < shift.endTime)).toBe(true);
    const f = netbarFigures(lines, shift.pettyCash);
    expect(shift).toMatchObject({
      income: f.income,
      onlineFees: f.onlineFees,
      rechargeTotal: f.rechargeTotal,
      goodsSales: f.goodsSales,
      cashExpected: f.cashExpected,
      cashDiff: round2(shift.countedCash - f.cashExpected),
    });
    expect(shift.onlineFees).toBeGreaterThan(0);
    expect(shift.rechargeTotal).toBeGreaterThan(0);
    const cash = sum(lines.filter((l) => l.channel === 'cash').map((l) => l.amount));
    expect(shift.cashExpected).toBe(round2(shift.pettyCash + cash));

    const detail = (await c.post<NetbarShiftDetail>(`${NETBAR_HANDOVER_BASE}/detail`, { id: shift.id })).body
      .data;
    expect(detail.figures.income).toBe(shift.income);
    expect(sum(detail.goods.map((g) => g.amount))).toBe(shift.goodsSales);
    expect(detail.shift?.id).toBe(shift.id);
  });

  it("counts the seats in use on the current shift's sheet; a hotel has no such call", async () => {
    const current = (await (await owner()).post<NetbarShiftDetail>(`${NETBAR_HANDOVER_BASE}/detail`)).body
      .data;
    expect(current.seatsInUse).toBeGreaterThan(0);
    const hotel = await as(DEMO_USERS.owner, 1001);
    expect((await hotel.get(`${NETBAR_HANDOVER_BASE}/list`)).body.code).toBe(403);
  });
});
