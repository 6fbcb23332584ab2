import { describe, expect, it } from 'vitest';
import type { Order } from '../../../src/domain/orders';
import {
  SHIFT_BASE,
  SHIFT_ORDERS,
  type Shift,
  type ShiftDetail,
  type ShiftLine,
} from '../../../src/domain/shifts';
import { DEMO_USERS } from '../../seed';
import { as, atSeedTime, hotelOwner as owner, round2, sum, type Page } from '../../test-kit';

atSeedTime();

describe('shift handovers (businessShiftChange)', () => {
  it("reads each shift's money from its orders: the lines, the orders and the figures agree", async () => {
    const c = await owner();
    // the seeded history of the place (./handover-kit.test.ts): three days and the night shift of today
    const list = (await c.get<Page<Shift>>(`${SHIFT_BASE}/list`, { pageSize: 50 })).body.data;
    const shift = list.records.find((s) => s.income > 0 && s.orderCount > 3)!;
    const lines = (await c.get<ShiftLine[]>(`${SHIFT_BASE}/incomeDetail`, { id: shift.id })).body.data;
    expect(lines.every((l) => l.time >= shift.startTime && l.time < shift.endTime)).toBe(true);
    expect(sum(lines.filter((l) => l.kind === 'charge').map((l) => l.amount))).toBe(shift.income);
    const cash = sum(lines.filter((l) => l.method === 'cash').map((l) => l.amount));
    expect(shift.cashExpected).toBe(round2(shift.pettyCash + cash));
    expect(shift.cashDiff).toBe(round2(shift.countedCash - shift.cashExpected));

    const orders = (
      await c.get<Page<Order & { shiftAmount: number }>>(SHIFT_ORDERS, { shiftId: shift.id, pageSize: 500 })
    ).body.data;
    expect(orders.total).toBe(shift.orderCount);
    expect(sum(orders.records.map((o) => o.shiftAmount))).toBe(sum(lines.map((l) => l.amount)));

    const detail = (await c.post<ShiftDetail>(`${SHIFT_BASE}/shiftDetail`, { id: shift.id })).body.data;
    expect(detail.figures.income).toBe(shift.income);
    expect(sum(detail.figures.byMethod.map((m) => m.charges))).toBe(shift.income);
  });

  it('lets the staff take a shift over (接班) but not edit it; their 接班 locks it for the owner too', async () => {
    const c = await owner();
    const latest = (await c.get<Page<Shift>>(`${SHIFT_BASE}/list`)).body.data.records[0]!;
    const staff = await as(DEMO_USERS.staff, 1001);
    expect((await staff.post(`${SHIFT_BASE}/edit`, { ...latest, remark: 'x' })).body.code).toBe(403);

    const taken = await staff.post(`${SHIFT_BASE}/changeStatus`, { id: latest.id, status: 2 });
    expect(taken.body).toMatchObject({ code: 200, msg: '接班成功' });
    expect((await c.post(`${SHIFT_BASE}/edit`, { ...latest, remark: 'x' })).body.msg).toBe(
      '已接班的交班记录不能修改或删除',
    );
  });
});
