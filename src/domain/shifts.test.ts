import { overlaps, shiftFigures, type ShiftLine } from './shifts';

const line = (
  kind: ShiftLine['kind'],
  method: ShiftLine['method'],
  amount: number,
  orderId = 1,
): ShiftLine => ({
  orderId,
  orderNo: `R${orderId}`,
  roomNo: '8201',
  guestName: '王芳',
  kind,
  method,
  amount,
  time: '2026-11-21 09:00:00',
});

describe('shiftFigures', () => {
  it('sums charges, deposits and refunds per method, the income of every method and the cash the drawer holds', () => {
    const f = shiftFigures(
      [
        line('charge', 'cash', 168),
        line('deposit', 'cash', 200),
        line('refund', 'cash', -300, 2),
        line('charge', 'wechat', 99.9, 3),
        line('charge', 'ota', 201.6, 4),
        line('deposit', 'wechat', 100, 3),
      ],
      2000,
    );
    expect(f.byMethod.map((m) => m.method)).toEqual(['cash', 'wechat', 'ota']);
    expect(f.byMethod[0]).toEqual({ method: 'cash', charges: 168, deposits: 200, refunds: -300, net: 68 });
    expect(f.income).toBe(469.5);
    expect(f.depositsTaken).toBe(300);
    expect(f.depositsRefunded).toBe(-300);
    // the float, plus cash taken, less cash refunded: the other methods never reach the drawer
    expect(f.cashExpected).toBe(2068);
    expect(f.orderCount).toBe(4);
  });

  it('is the float alone for a shift in which no money moved', () => {
    expect(shiftFigures([], 500)).toMatchObject({
      byMethod: [],
      income: 0,
      cashExpected: 500,
      orderCount: 0,
    });
  });
});

describe('overlaps', () => {
  it('treats shifts as half-open: one ending when the next begins does not overlap it', () => {
    expect(
      overlaps('2026-11-21 08:00:00', '2026-11-21 16:00:00', '2026-11-21 16:00:00', '2026-11-22 00:00:00'),
    ).toBe(false);
    expect(
      overlaps('2026-11-21 08:00:00', '2026-11-21 16:00:00', '2026-11-21 15:59:00', '2026-11-22 00:00:00'),
    ).toBe(true);
    expect(
      overlaps('2026-11-21 08:00:00', '2026-11-21 16:00:00', '2026-11-21 09:00:00', '2026-11-21 10:00:00'),
    ).toBe(true);
  });
});
