import { describe, expect, it } from 'vitest';
import { addDays } from '../../../src/domain/calendar';
import {
  ORDER_BASE,
  ORDER_STAGES,
  ORDER_STATUS,
  orderTotals,
  type ChildOrder,
  type Order,
} from '../../../src/domain/orders';
import { priceOn } from '../../../src/domain/pricing';
import { CRUD_MSG } from '../../contract';
import { mockDb } from '../../node';
import { DEMO_USERS } from '../../seed';
import { as, atSeedTime, type Page } from '../../test-kit';
import { pricingData } from '../billing/routes';
import { ORDER_MSG } from './routes';

const TODAY = '2026-11-21';
atSeedTime();

interface BoardRoom {
  id: number;
  roomNo: string;
  occupancy: string;
  block: string | null;
}

async function owner() {
  return as(DEMO_USERS.owner, 1001);
}
async function stage(stageName: keyof typeof ORDER_STAGES, query: Record<string, string | number> = {}) {
  const c = await owner();
  const res = await c.get<Page<Order>>(`${ORDER_BASE}/${ORDER_STAGES[stageName]}`, {
    pageSize: 500,
    ...query,
  });
  expect(res.body.code).toBe(200);
  return res.body.data;
}

describe('orders by stage (merchantOrder)', () => {
  it('lists in house exactly the rooms the board shows in use today, night stays and hour rooms apart', async () => {
    const c = await owner();
    const board = (await c.post<BoardRoom[]>('/business-merchant/merchantIndex/roomStatusBoard')).body.data;
    const live = (await stage('live')).records;
    const roomsOf = (kind: 1 | 2) =>
      live
        .filter((o) => o.stayKind === kind)
        .map((o) => o.roomId)
        .sort((a, b) => a - b);
    const boardRooms = (occupancy: string) =>
      board
        .filter((r) => !r.block && r.occupancy === occupancy)
        .map((r) => r.id)
        .sort((a, b) => a - b);
    expect(roomsOf(1)).toEqual(boardRooms('occupied'));
    expect(roomsOf(2)).toEqual(boardRooms('hourly'));
    expect(live.length).toBeGreaterThan(20);
    for (const o of live) {
      expect(o.status).toBe(ORDER_STATUS.inHouse);
      expect(o.arrivalDate <= TODAY && (o.stayKind === 2 || o.departureDate > TODAY)).toBe(true);
      expect(o.checkInTime! <= '2026-11-21 10:00:00').toBe(true);
    }
    // today's 预订 rooms arrive today
    const reserved = (await stage('reserve')).records
      .filter((o) => o.arrivalDate === TODAY)
      .map((o) => o.roomId);
    expect(reserved.sort((a, b) => a - b)).toEqual(boardRooms('reserved'));
  });

  it("prices every night by the place's rules, and adds an order's money up", async () => {
    const data = pricingData(mockDb(), 1001);
    const all = [...(await stage('live')).records, ...(await stage('history')).records];
    const walkIns = all.filter((o) => o.stayKind === 1 && !o.memberTypeName && !o.companyName);
    expect(walkIns.length).toBeGreaterThan(10);
    for (const o of walkIns)
      for (const n of o.nightly)
        expect(n.price).toBe(priceOn(data, { roomModelId: o.roomModelId }, n.day).price);
    for (const o of all) {
      expect(o.nights).toBe(o.stayKind === 2 ? 0 : o.nightly.length);
      expect(orderTotals(o)).toEqual({
        roomAmount: o.roomAmount,
        totalAmount: o.totalAmount,
        paidAmount: o.paidAmount,
        deposit: o.deposit,
        balance: o.balance,
      });
    }
    // a price rule changed shows in the nights at once
    const o = walkIns[0]!;
    const rule = mockDb()
      .table('businessBillingRules')
      .find((r) => r.placeId === 1001 && r.roomModelId === o.roomModelId)!;
    rule.basePrice = 999;
    rule.weekendPrice = 999;
    const again = [...(await stage('live')).records, ...(await stage('history')).records].find(
      (x) => x.id === o.id,
    )!;
    expect(again.nightly.every((n) => n.price === 999)).toBe(true);
  });

  it('lists as 预离 the guests whose last night is tonight, 服务 those who asked, 历史 the stays that ended', async () => {
    const live = (await stage('live')).records;
    const pre = (await stage('preRetire')).records;
    expect(pre.length).toBeGreaterThan(0);
    expect(pre.map((o) => o.id).sort()).toEqual(
      live
        .filter((o) => o.stayKind === 2 || o.departureDate === addDays(TODAY, 1))
        .map((o) => o.id)
        .sort(),
    );
    const serve = (await stage('serve')).records;
    expect(serve.length).toBeGreaterThan(0);
    expect(serve.every((o) => o.service && live.some((l) => l.id === o.id))).toBe(true);
    const history = (await stage('history')).records;
    expect(history.every((o) => o.departureDate <= TODAY || o.status !== ORDER_STATUS.checkedOut)).toBe(true);
    expect(history.some((o) => o.status === ORDER_STATUS.noShow)).toBe(true);
    expect(history.some((o) => o.status === ORDER_STATUS.cancelled && o.checkInTime === null)).toBe(true);
    expect((await stage('damage')).records.every((o) => o.damage && o.damageAmount === o.damage.amount)).toBe(
      true,
    );
  });

  it('masks phone and ID number, and finds a guest by the whole number, name, room, order number and dates', async () => {
    const live = (await stage('live')).records;
    const o = live[3]!;
    expect(o.guestPhone).toMatch(/^1\d{2}\*{4}\d{4}$/);
    expect(o.idNumber).toMatch(/^\d{4}\*{10}[\dX]{4}$/);
    const byLast4 = await stage('live', { guestPhone: o.guestPhone.slice(-4) });
    expect(byLast4.records.map((r) => r.id)).toContain(o.id);
    expect((await stage('live', { guestName: o.guestName })).records.map((r) => r.id)).toContain(o.id);
    expect(
      (await stage('live', { roomNo: o.roomNo })).records.every((r) => r.roomNo.includes(o.roomNo)),
    ).toBe(true);
    expect((await stage('live', { orderNo: o.orderNo })).records.map((r) => r.id)).toEqual([o.id]);
    const ota = await stage('history', { channel: 3 });
    expect(ota.records.length).toBeGreaterThan(0);
    expect(ota.records.every((r) => r.channel === 3 && r.payments.some((p) => p.method === 'ota'))).toBe(
      true,
    );
    // stays that overlap 11-10 … 11-12
    const span = await stage('history', { startDate: '2026-11-10', endDate: '2026-11-12' });
    expect(span.records.length).toBeGreaterThan(0);
    expect(span.records.every((r) => r.arrivalDate <= '2026-11-12' && r.departureDate >= '2026-11-10')).toBe(
      true,
    );
    const c = await owner();
    const bad = await c.get(`${ORDER_BASE}/${ORDER_STAGES.history}`, {
      startDate: '2026-11-12',
      endDate: '2026-11-10',
    });
    expect(bad.body).toMatchObject({ code: 400, msg: ORDER_MSG.badRange });
  });

  it('sorts and pages on the server', async () => {
    const page1 = await stage('history', { pageSize: 10, sortField: 'totalAmount', sortOrder: 'desc' });
    expect(page1.records).toHaveLength(10);
    expect(page1.total).toBeGreaterThan(100);
    const totals = page1.records.map((o) => o.totalAmount);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    const page2 = await stage('history', {
      pageSize: 10,
      pageNumber: 2,
      sortField: 'totalAmount',
      sortOrder: 'desc',
    });
    expect(page2.records[0]!.totalAmount).toBeLessThanOrEqual(totals[9]!);
    const c = await owner();
    const bad = await c.get(`${ORDER_BASE}/${ORDER_STAGES.live}`, { sortField: 'guestPhone' });
    expect(bad.body).toMatchObject({ code: 400, msg: CRUD_MSG.badSortField });
  });

  it('gives the child orders of an order, and refuses an unknown one', async () => {
    const live = (await stage('live')).records;
    const c = await owner();
    let found: ChildOrder[] = [];
    for (const o of live) {
      found = (await c.get<ChildOrder[]>(`${ORDER_BASE}/getChildOrders`, { orderId: o.id })).body.data;
      if (found.length > 0) {
        expect(found.every((x) => x.orderId === o.id)).toBe(true);
        const goods = found.filter((x) => x.kind === 'goods').reduce((s, x) => s + x.amount, 0);
        expect(goods).toBeCloseTo(o.goodsAmount, 2);
        break;
      }
    }
    expect(found.length).toBeGreaterThan(0);
    const none = await c.get(`${ORDER_BASE}/getChildOrders`, { orderId: 1 });
    expect(none.body).toMatchObject({ code: 400, msg: ORDER_MSG.notFound });
  });

  it('lets staff read the orders, and refuses a place whose menu has no orders page', async () => {
    const staff = await as(DEMO_USERS.staff, 1001);
    expect((await staff.get(`${ORDER_BASE}/${ORDER_STAGES.live}`)).body.code).toBe(200);
    const cafe = await as(DEMO_USERS.netbarOwner, 1014);
    expect((await cafe.get(`${ORDER_BASE}/${ORDER_STAGES.live}`)).body.code).toBe(403);
  });
});
