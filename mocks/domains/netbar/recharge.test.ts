import { describe, expect, it } from 'vitest';
import {
  NETBAR_HANDOVER_BASE,
  NETBAR_RECHARGE_BASE,
  type BarLevel,
  type NetbarShift,
  type RechargeRecord,
} from '../../../src/domain/netbar';
import { DEMO_USERS } from '../../seed';
import { as, atSeedTime, cafeOwner as owner, sum, type Page } from '../../test-kit';

atSeedTime();
const LIST = `${NETBAR_RECHARGE_BASE}/listRechargeByPlace`;

describe("an internet cafe's recharges (listRechargeByPlace, getBarLevel)", () => {
  it('are the recharges a handover sums, by channel, with the level and the offer’s bonus', async () => {
    const c = await owner();
    const shift = (await c.get<Page<NetbarShift>>(`${NETBAR_HANDOVER_BASE}/list`)).body.data.records[1]!;
    const within = (
      await c.get<Page<RechargeRecord>>(LIST, { pageSize: 500, startDate: shift.startTime.slice(0, 10) })
    ).body.data.records.filter((r) => r.time >= shift.startTime && r.time < shift.endTime);
    expect(sum(within.map((r) => r.amount))).toBe(shift.rechargeTotal);

    const levels = (await c.get<BarLevel[]>(`${NETBAR_RECHARGE_BASE}/getBarLevel`)).body.data;
    expect(levels.map((l) => l.levelName)).toEqual(['临时卡', '普通会员', '黄金会员', '钻石会员']);
    const diamond = (await c.get<Page<RechargeRecord>>(LIST, { levelId: 3, pageSize: 100 })).body.data
      .records;
    expect(diamond.length).toBeGreaterThan(0);
    expect(diamond.every((r) => r.levelName === '钻石会员')).toBe(true);
    // 充100送10, 充200送30, 充300送50, 充500送100; a temporary card's prepaid balance gets nothing
    for (const r of diamond) expect(r.bonus).toBe({ 50: 0, 100: 10, 200: 30, 300: 50, 500: 100 }[r.amount]);
    const cards = (await c.get<Page<RechargeRecord>>(LIST, { levelId: 0, pageSize: 100 })).body.data.records;
    expect(cards.every((r) => r.bonus === 0 && r.memberName.startsWith('临时卡'))).toBe(true);

    const wechat = (
      await c.get<Page<RechargeRecord>>(LIST, { channel: 'meituan', sortField: 'amount', sortOrder: 'desc' })
    ).body.data.records;
    expect(wechat.every((r) => r.channel === 'meituan')).toBe(true);
    expect(wechat[0]!.amount).toBeGreaterThanOrEqual(wechat[wechat.length - 1]!.amount);
  });

  it("are the cafe's: a hotel owner has no such call", async () => {
    const hotel = await as(DEMO_USERS.owner, 1001);
    expect((await hotel.get(LIST)).body.code).toBe(403);
  });
});
