import { describe, expect, it } from 'vitest';
import { DEMO_PUSH_KINDS } from '../src/config/demo-push';
import { demoPush } from './demo-push';
import { mockDb, setClock } from './node';
import { GOODS_TABLES, LICENCE_TABLES } from './seed';
import { NOTIFICATION_TABLE } from './domains/notification/routes';
import { SEED_NOW, socketAt } from './test-kit';
import { DEMO_USERS } from './seed';
import { seatStates } from './domains/netbar/seats';

describe('the demo push menu', () => {
  it('pushes each kind to the place with the state change behind it', () => {
    const { sent, close } = socketAt(1001);
    try {
      const notifications = mockDb().table(NOTIFICATION_TABLE).length;
      const orders = mockDb().table(LICENCE_TABLES.order).length;
      const stockOf = () =>
        mockDb()
          .table(GOODS_TABLES.goods)
          .filter((g) => g.placeId === 1001)
          .reduce((n, g) => n + Number(g.stock), 0);
      const stock = stockOf();
      for (const kind of DEMO_PUSH_KINDS.filter((k) => k !== 'seat')) expect(demoPush(1001, kind)).toBe(1);
      // a hotel has no seats
      expect(demoPush(1001, 'seat')).toBe(0);
      const frames = sent.map(
        (t) => JSON.parse(t) as { businessType?: number; type?: number; data?: unknown },
      );
      expect(frames.map((f) => f.businessType ?? f.type)).toEqual([5, 105, 4, 101, 7, 9, 109]);
      // the goods kind sold one unit at the front desk
      expect(stockOf()).toBe(stock - 1);
      expect(frames.at(-1)!.data).toEqual({ goodsId: expect.any(Number) as number });
      expect(mockDb().table(NOTIFICATION_TABLE)).toHaveLength(notifications + 2);
      expect(mockDb().table(LICENCE_TABLES.order)).toHaveLength(orders + 1);
    } finally {
      close();
    }
  });

  it('seats a guest at a free seat of a cafe, which its seat map shows', () => {
    setClock(() => SEED_NOW);
    const { frames, close } = socketAt<{
      businessType: number;
      data: { seatId: number; patch: Record<string, string> };
    }>(1014, DEMO_USERS.netbarOwner);
    try {
      expect(demoPush(1014, 'seat')).toBe(1);
      const [frame] = frames;
      expect(frame!.businessType).toBe(110);
      expect(frame!.data.patch).toMatchObject({ state: 'online', memberName: expect.any(String) as string });
      const seat = seatStates(mockDb(), 1014, SEED_NOW).find((x) => x.id === frame!.data.seatId);
      expect(seat?.state).toBe('free');
    } finally {
      close();
    }
  });

  it('sells nothing where no goods is on sale and in stock', () => {
    // 李晓梅's inn has no goods yet
    expect(demoPush(1013, 'goods')).toBe(0);
  });
});
