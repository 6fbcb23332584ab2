import { describe, expect, it } from 'vitest';
import { markChanged } from '../../db';
import { mockDb } from '../../node';
import { BILLING } from '../billing/tables';
import { DEMO_USERS, ROOM_TABLES } from '../../seed';
import { TestClient } from '../../test-client';
import { chinaDay, roomStateOn } from '../statistics/routes';

const INDEX = '/business-merchant/merchantIndex';
type Counts = Record<
  | 'total'
  | 'vacant'
  | 'occupied'
  | 'reserved'
  | 'hourly'
  | 'dirty'
  | 'repair'
  | 'disabled'
  | 'occupancyRate'
  | 'todayIncome'
  | 'roomIncome'
  | 'goodsIncome'
  | 'monthIncome',
  number
>;

async function at(account: string, placeId: number) {
  const c = new TestClient();
  await c.login(account);
  return c.enter(placeId);
}

describe('home statistics', () => {
  it('counts every room of the place once, by what it is doing or why it is blocked', async () => {
    const c = await at(DEMO_USERS.owner, 1001);
    const res = await c.post<Counts>(`${INDEX}/roomStatusStatistics`);
    expect(res.body.code).toBe(200);
    const s = res.body.data;
    const rooms = mockDb()
      .table(ROOM_TABLES.room)
      .filter((r) => r.placeId === 1001);
    expect(s.total).toBe(rooms.length);
    expect(s.vacant + s.occupied + s.reserved + s.hourly + s.repair + s.disabled).toBe(s.total);
    // the seeded disabled rooms are blocked as disabled
    expect(s.disabled).toBe(rooms.filter((r) => r.status === 0).length);
    expect(s.occupancyRate).toBeGreaterThan(0);
    expect(s.occupancyRate).toBeLessThanOrEqual(1);
  });

  it('gives the same figures for the same day and follows the data', async () => {
    const c = await at(DEMO_USERS.owner, 1001);
    const first = (await c.post<Counts>(`${INDEX}/incomeStatistics`)).body.data;
    expect((await c.post<Counts>(`${INDEX}/incomeStatistics`)).body.data).toEqual(first);
    expect(first.todayIncome).toBeCloseTo(first.roomIncome + first.goodsIncome, 2);
    expect(first.monthIncome).toBeGreaterThanOrEqual(first.todayIncome);
    // dearer rooms (the price rules the orders are priced by), more income; a change made behind the server's
    // back is announced as the server would after a write
    for (const rule of mockDb()
      .table(BILLING.rule)
      .filter((r) => r.placeId === 1001)) {
      rule.basePrice *= 2;
      rule.weekendPrice *= 2;
    }
    markChanged();
    const after = (await c.post<Counts>(`${INDEX}/incomeStatistics`)).body.data;
    expect(after.roomIncome).toBeGreaterThan(first.roomIncome * 1.3);
  });

  it('lists the last seven days ending today, and a place without rooms has nothing', async () => {
    const c = await at(DEMO_USERS.owner, 1001);
    const days = (
      await c.post<Array<{ date: string; total: number; occupancyRate: number }>>(
        `${INDEX}/sevenDaysRoomStatistics`,
      )
    ).body.data;
    expect(days).toHaveLength(7);
    const today = new Date(chinaDay(Date.now()) * 86_400_000).toISOString().slice(0, 10);
    expect(days[6]!.date).toBe(today);
    expect(days.every((d) => d.total === 300)).toBe(true);

    const inn = await at(DEMO_USERS.innOwner, 1013);
    expect((await inn.post<Counts>(`${INDEX}/roomStatusStatistics`)).body.data).toMatchObject({
      total: 0,
      occupancyRate: 0,
    });
    expect((await inn.post<Counts>(`${INDEX}/incomeStatistics`)).body.data).toMatchObject({
      todayIncome: 0,
      monthIncome: 0,
    });
  });

  it('keeps a disabled room blocked whatever the day', () => {
    for (let day = 0; day < 50; day++) {
      expect(roomStateOn({ id: 7, placeId: 1, status: 0 }, day).block).toBe('disabled');
    }
  });
});
