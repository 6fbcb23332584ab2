import {
  idCheckChar,
  maskIdNumber,
  maskPhone,
  orderTimeline,
  orderTotals,
  ORDER_STATUS,
  type Order,
} from './orders';

describe('orders (src/domain/orders.ts)', () => {
  it('masks a mobile and an ID number, keeping what a desk clerk checks', () => {
    expect(maskPhone('13812346721')).toBe('138****6721');
    expect(maskIdNumber('33010619900307123X')).toBe('3301**********123X');
    expect(maskPhone('110')).toBe('110');
  });

  it('computes the check character of a resident ID number (ISO 7064 MOD 11-2)', () => {
    // the published example of GB 11643-1999
    expect(idCheckChar('11010519491231002')).toBe('X');
    expect(idCheckChar('44052418800101001')).toBe('4');
  });

  it('adds an order up: room, goods and damage, paid apart from deposits', () => {
    const totals = orderTotals({
      nightly: [
        { day: '2026-11-20', price: 268 },
        { day: '2026-11-21', price: 298.5 },
      ].map((n) => ({ ...n, rule: 'base' as const })),
      goodsAmount: 16,
      damageAmount: 50,
      payments: [
        { method: 'wechat', amount: 300, time: '', deposit: true },
        { method: 'wechat', amount: 268, time: '', deposit: false },
      ],
    });
    expect(totals).toEqual({
      roomAmount: 566.5,
      totalAmount: 632.5,
      paidAmount: 268,
      deposit: 300,
      balance: 364.5,
    });
  });

  it('lays out the timeline of an order oldest first, with its child orders', () => {
    const order = {
      createTime: '2026-11-18 09:00:00',
      checkInTime: '2026-11-20 14:10:00',
      checkOutTime: '2026-11-22 11:00:00',
      roomNo: '801',
      status: ORDER_STATUS.checkedOut,
      service: null,
      damage: { item: '浴巾污损', amount: 50, time: '2026-11-22 11:00:00' },
    } as unknown as Order;
    const steps = orderTimeline(order, [
      {
        id: 1,
        orderId: 1,
        kind: 'goods',
        title: '红牛 ×2',
        amount: 16,
        time: '2026-11-21 20:00:00',
        operator: '',
      },
    ]);
    expect(steps.map((s) => s.what)).toEqual(['created', 'checkIn', 'goods', 'damage', 'checkOut']);
    expect(steps[2]!.detail).toBe('红牛 ×2');
  });
});
