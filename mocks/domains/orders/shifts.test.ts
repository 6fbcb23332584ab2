import { describe, expect, it } from 'vitest';
import type { Order } from '../../../src/domain/orders';
import {
  SHIFT_BASE,
  SHIFT_ORDERS,
  SHIFT_STATUS,
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
    const list = (await c.get<Page<Shift>>(`${SHIFT_BASE}/list`, { pageSize: 50 })).body.data;
    // three days and the night shift of today, before 10:00 on the seed day
    expect(list.total).toBe(10);
    const [latest, ...older] = list.records;
    expect(latest!.startTime).toBe('2026-11-21 00:00:00');
    expect(latest!.status).toBe(SHIFT_STATUS.handedOver);
    expect(older.every((s) => s.status === SHIFT_STATUS.confirmed)).toBe(true);

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

  it('hands over the current shift with the cash counted, and refuses an overlap, the future and no count', async () => {
    const c = await owner();
    const current = (await c.post<ShiftDetail>(`${SHIFT_BASE}/shiftDetail`)).body.data;
    expect(current.shift).toBeNull();
    expect(current.startTime).toBe('2026-11-21 08:00:00');
    const base = {
      handOverName: '周敏',
      takeOverName: '陈晓雨',
      startTime: '2026-11-21 08:00',
      endTime: '2026-11-21 09:55',
      pettyCash: 500,
      countedCash: 812.5,
    };

    const overlap = await c.post(`${SHIFT_BASE}/add`, { ...base, startTime: '2026-11-21 07:00' });
    expect(overlap.body.code).toBe(400);
    expect(overlap.body.msg).toBe('与 王磊 的班次（2026-11-21 00:00 至 2026-11-21 08:00）时间重叠');
    const future = await c.post(`${SHIFT_BASE}/add`, { ...base, endTime: '2026-11-21 12:00' });
    expect(future.body.msg).toBe('结束时间不能晚于当前时间');
    const uncounted = await c.post(`${SHIFT_BASE}/add`, { ...base, countedCash: '' });
    expect(uncounted.body.msg).toBe('请输入实点现金');
    const backwards = await c.post(`${SHIFT_BASE}/add`, { ...base, endTime: '2026-11-21 07:59' });
    expect(backwards.body.msg).toBe('结束时间须晚于开始时间');

    const added = await c.post<{ id: number }>(`${SHIFT_BASE}/add`, base);
    expect(added.body).toMatchObject({ code: 200, msg: '交班成功' });
    const next = (await c.post<ShiftDetail>(`${SHIFT_BASE}/shiftDetail`)).body.data;
    expect(next.startTime).toBe('2026-11-21 09:55:00');
    const row = (await c.get<Page<Shift>>(`${SHIFT_BASE}/list`)).body.data.records[0]!;
    expect(row).toMatchObject({
      id: added.body.data.id,
      countedCash: 812.5,
      status: SHIFT_STATUS.handedOver,
    });
  });

  it('locks a shift once the next clerk takes it over; staff hand over but do not edit', async () => {
    const c = await owner();
    const latest = (await c.get<Page<Shift>>(`${SHIFT_BASE}/list`)).body.data.records[0]!;
    const staff = await as(DEMO_USERS.staff, 1001);
    expect((await staff.post(`${SHIFT_BASE}/edit`, { ...latest, remark: 'x' })).body.code).toBe(403);

    const taken = await staff.post(`${SHIFT_BASE}/changeStatus`, { id: latest.id, status: 2 });
    expect(taken.body).toMatchObject({ code: 200, msg: '接班成功' });
    expect((await c.post(`${SHIFT_BASE}/edit`, { ...latest, remark: 'x' })).body.msg).toBe(
      '已接班的交班记录不能修改或删除',
    );
    expect((await c.post(`${SHIFT_BASE}/delete`, { id: latest.id })).body.msg).toBe(
      '已接班的交班记录不能修改或删除',
    );
    expect((await c.post(`${SHIFT_BASE}/changeStatus`, { id: latest.id, status: 2 })).body.msg).toBe(
      '该班次已接班',
    );
  });
});
