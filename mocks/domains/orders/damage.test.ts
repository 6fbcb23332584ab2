import { describe, expect, it } from 'vitest';
import { DAMAGE_BASE, DAMAGE_STATUS, type Damage } from '../../../src/domain/damage';
import { ORDER_BASE, ORDER_STAGES, type Order } from '../../../src/domain/orders';
import { DEMO_USERS } from '../../seed';
import { as, atSeedTime, hotelOwner as owner, type Page } from '../../test-kit';

atSeedTime();
type Client = Awaited<ReturnType<typeof owner>>;

const records = async (c: Client) =>
  (await c.get<Page<Damage>>(`${DAMAGE_BASE}/list`, { pageSize: 500 })).body.data.records;
const stage = async (c: Client, name: keyof typeof ORDER_STAGES, q: Record<string, string> = {}) =>
  (await c.get<Page<Order>>(`${ORDER_BASE}/${ORDER_STAGES[name]}`, { pageSize: 500, ...q })).body.data
    .records;

describe('damage records (businessDamage) and the 损坏 tab', () => {
  it('lists in the 损坏 tab exactly the stays that have a record, with the items and the amount charged', async () => {
    const c = await owner();
    const all = await records(c);
    expect(all.length).toBeGreaterThan(5);
    const damaged = await stage(c, 'damage');
    expect(new Set(damaged.map((o) => o.orderNo))).toEqual(new Set(all.map((d) => d.orderNo)));
    for (const o of damaged) {
      const mine = all.filter((d) => d.orderNo === o.orderNo);
      expect(o.damage!.item).toBe(mine.map((d) => d.itemName).join('、'));
      expect(o.damageAmount).toBe(mine.reduce((s, d) => s + d.amount, 0));
    }
  });

  it('charges a record on an in-house stay to it, and its waiver takes the charge off again', async () => {
    const c = await owner();
    const guest = (await stage(c, 'live')).find((o) => o.damage === null)!;
    const bad = { roomId: guest.roomId, itemName: '台灯灯罩破损', amount: 80, photos: [], remark: '' };
    const unknown = await c.post(`${DAMAGE_BASE}/add`, { ...bad, orderNo: 'R20261121XXXXX' });
    expect(unknown.body).toMatchObject({ code: 400, msg: '没有这个订单号的订单' });
    const other = (await stage(c, 'live')).find((o) => o.roomId !== guest.roomId)!;
    const elsewhere = await c.post(`${DAMAGE_BASE}/add`, { ...bad, orderNo: other.orderNo });
    expect(elsewhere.body).toMatchObject({ code: 400, msg: '该订单不是这个房间的' });

    const added = await c.post<{ id: number }>(`${DAMAGE_BASE}/add`, { ...bad, orderNo: guest.orderNo });
    expect(added.body).toMatchObject({ code: 200, msg: '新增成功' });
    const record = (await records(c)).find((d) => d.id === added.body.data.id)!;
    expect(record).toMatchObject({
      roomNo: guest.roomNo,
      guestName: guest.guestName,
      status: DAMAGE_STATUS.registered,
      reporter: '张建国',
    });
    const charged = (await stage(c, 'damage', { orderNo: guest.orderNo }))[0]!;
    expect(charged.damage).toMatchObject({ item: '台灯灯罩破损', amount: 80 });
    expect(charged.balance).toBe(Math.round((guest.balance + 80) * 100) / 100);

    // 免赔: still listed as damaged, no longer charged; settled, it moves no more
    const waived = await c.post(`${DAMAGE_BASE}/changeStatus`, {
      id: record.id,
      status: DAMAGE_STATUS.waived,
    });
    expect(waived.body.code).toBe(200);
    const after = (await stage(c, 'damage', { orderNo: guest.orderNo }))[0]!;
    expect(after.damageAmount).toBe(0);
    expect(after.balance).toBe(guest.balance);
    const again = await c.post(`${DAMAGE_BASE}/changeStatus`, {
      id: record.id,
      status: DAMAGE_STATUS.compensated,
    });
    expect(again.body.msg).toBe('已处理的损坏记录不能再修改');
    const edit = await c.post(`${DAMAGE_BASE}/edit`, { ...record, amount: 10 });
    expect(edit.body.msg).toBe('已处理的损坏记录不能再修改');
    expect((await c.post(`${DAMAGE_BASE}/delete`, { id: record.id })).body.msg).toBe(
      '已处理的损坏记录不能再修改',
    );
  });

  it('lets staff register and settle damage but not change or delete it', async () => {
    const staff = await as(DEMO_USERS.staff, 1001);
    const open = (await records(staff)).find((d) => d.status === DAMAGE_STATUS.registered)!;
    expect((await staff.post(`${DAMAGE_BASE}/edit`, { ...open, remark: 'x' })).body.code).toBe(403);
    expect((await staff.post(`${DAMAGE_BASE}/delete`, { id: open.id })).body.code).toBe(403);
    const paid = await staff.post(`${DAMAGE_BASE}/changeStatus`, {
      id: open.id,
      status: DAMAGE_STATUS.compensated,
    });
    expect(paid.body.code).toBe(200);
  });
});
