import { describe, expect, it } from 'vitest';
import { NETBAR_HANDOVER_BASE } from '../../../src/domain/netbar';
import { SHIFT_BASE, SHIFT_STATUS, type HandoverRow } from '../../../src/domain/shifts';
import { atSeedTime, cafeOwner, expectFieldRefusals, hotelOwner, type Page } from '../../test-kit';

atSeedTime();

/** What a handover's sheet says of every kind: where its span starts, and the handover it is, if any. */
interface Sheet {
  startTime: string;
  shift: HandoverRow | null;
}

/**
 * The two kinds of handover the engine (./handover-kit.ts) serves, a hotel's and an internet cafe's: where each is
 * served and its sheet read, whose place it is, who worked the night shift of the seeded history, and a handover
 * of the 早班 so far (08:00 to 09:55; the seed's now is 10:00).
 */
const KINDS = [
  {
    name: "a hotel's (businessShiftChange)",
    base: SHIFT_BASE,
    sheet: `${SHIFT_BASE}/shiftDetail`,
    owner: hotelOwner,
    nightClerk: '王磊',
    handover: {
      handOverName: '周敏',
      takeOverName: '陈晓雨',
      startTime: '2026-11-21 08:00',
      endTime: '2026-11-21 09:55',
      pettyCash: 500,
      countedCash: 812.5,
    },
  },
  {
    name: "an internet cafe's (/business-netbar/handover)",
    base: NETBAR_HANDOVER_BASE,
    sheet: `${NETBAR_HANDOVER_BASE}/detail`,
    owner: cafeOwner,
    nightClerk: '刘洋',
    handover: {
      handOverName: '孙倩',
      takeOverName: '赵磊',
      startTime: '2026-11-21 08:00',
      endTime: '2026-11-21 09:55',
      pettyCash: 2000,
      countedCash: 2100,
    },
  },
];

const LOCKED = '已接班的交班记录不能修改或删除';

describe.each(KINDS)('shift handovers, $name', ({ base, sheet, owner, nightClerk, handover }) => {
  it('starts with three days of shifts and the night shift of today, all taken over but the last', async () => {
    const c = await owner();
    const list = (await c.get<Page<HandoverRow>>(`${base}/list`, { pageSize: 50 })).body.data;
    expect(list.total).toBe(10);
    const [latest, ...older] = list.records;
    expect(latest!.startTime).toBe('2026-11-21 00:00:00');
    expect(latest!.status).toBe(SHIFT_STATUS.handedOver);
    expect(older.every((s) => s.status === SHIFT_STATUS.confirmed)).toBe(true);
  });

  it('hands over the current shift with the cash counted, and refuses an overlap, the future and no count', async () => {
    const c = await owner();
    const current = (await c.post<Sheet>(sheet)).body.data;
    expect(current.shift).toBeNull();
    expect(current.startTime).toBe('2026-11-21 08:00:00');
    await expectFieldRefusals(
      c,
      `${base}/add`,
      [
        [
          { startTime: '2026-11-21 07:00' },
          'startTime',
          `与 ${nightClerk} 的班次（2026-11-21 00:00 至 2026-11-21 08:00）时间重叠`,
        ],
        [{ endTime: '2026-11-21 12:00' }, 'endTime', '结束时间不能晚于当前时间'],
        [{ countedCash: '' }, 'countedCash', '请输入实点现金'],
        [{ endTime: '2026-11-21 07:59' }, 'endTime', '结束时间须晚于开始时间'],
      ],
      handover,
    );

    const added = await c.post<{ id: number }>(`${base}/add`, handover);
    expect(added.body).toMatchObject({ code: 200, msg: '交班成功' });
    const next = (await c.post<Sheet>(sheet)).body.data;
    expect(next.startTime).toBe('2026-11-21 09:55:00');
    const row = (await c.get<Page<HandoverRow>>(`${base}/list`)).body.data.records[0]!;
    expect(row).toMatchObject({
      id: added.body.data.id,
      countedCash: handover.countedCash,
      status: SHIFT_STATUS.handedOver,
    });
  });

  it('locks the shift handed over once the next clerk takes it over (接班): no edit, no delete, no second 接班', async () => {
    const c = await owner();
    const { id } = (await c.post<{ id: number }>(`${base}/add`, handover)).body.data;
    const taken = await c.post(`${base}/changeStatus`, { id, status: 2 });
    expect(taken.body).toMatchObject({ code: 200, msg: '接班成功' });
    expect((await c.post(`${base}/edit`, { ...handover, id, remark: 'x' })).body.msg).toBe(LOCKED);
    expect((await c.post(`${base}/delete`, { id })).body.msg).toBe(LOCKED);
    expect((await c.post(`${base}/changeStatus`, { id, status: 2 })).body.msg).toBe('该班次已接班');
  });
});
