import { payKindOf, readActivity, readPayOrder, safeImageUrl } from './push-data';
import { afterRead, mergeUnread } from './notice-queue';
import type { BusinessNotification } from '@/api/services/notifications';

describe('push payloads', () => {
  it('readActivity keeps what the popup shows and drops what it cannot', () => {
    expect(
      readActivity({
        id: 7,
        title: ' 暑期特惠 ',
        content: '<p>x</p>',
        imgUrl: 'javascript:alert(1)',
        startTime: '2025-07-01',
        endTime: '2025-08-31',
      }),
    ).toEqual({
      id: '7',
      title: '暑期特惠',
      content: '<p>x</p>',
      imgUrl: '',
      startTime: '2025-07-01',
      endTime: '2025-08-31',
    });
    for (const bad of [null, 'x', 7, [], {}, { id: 1 }]) expect(readActivity(bad)).toBeNull();
    expect(readActivity({ title: 'a', startTime: 's' })?.id).toBe('a|s');
  });

  it('readPayOrder needs an order id, a product and a price', () => {
    expect(
      readPayOrder({
        orderId: '6',
        outTradeNo: 'LO1',
        licenseName: '制卡机',
        planName: '单台',
        price: '980.5',
      }),
    ).toEqual({
      orderId: 6,
      outTradeNo: 'LO1',
      licenseName: '制卡机',
      planName: '单台',
      price: 980.5,
      durationText: null,
    });
    expect(readPayOrder({ orderId: 1, licenseName: 'a', price: 0, durationText: '1年' })?.durationText).toBe(
      '1年',
    );
    for (const bad of [
      null,
      { orderId: 'x', licenseName: 'a', price: 1 },
      { orderId: 1.5, licenseName: 'a', price: 1 },
      { orderId: 1, licenseName: '', price: 1 },
      { orderId: 1, licenseName: 'a', price: -1 },
      { orderId: 1, licenseName: 'a' },
    ])
      expect(readPayOrder(bad)).toBeNull();
  });

  it('payKindOf and safeImageUrl', () => {
    expect(payKindOf('SM202611152011520010')).toBe('sms');
    expect(payKindOf('LO202611181602330006')).toBe('licence');
    expect(payKindOf('')).toBe('licence');
    expect(safeImageUrl('https://img.example/a.png')).toBe('https://img.example/a.png');
    expect(safeImageUrl('//cdn.example/a.png')).toBe('//cdn.example/a.png');
    expect(safeImageUrl('/img/a.png')).toBe('/img/a.png');
    expect(safeImageUrl('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', 'vbscript:x', ''])
      expect(safeImageUrl(bad)).toBe('');
  });
});

describe('notice queue', () => {
  const n = (id: number): BusinessNotification => ({
    id,
    notionId: id,
    title: `t${id}`,
    content: '',
    sendTime: '',
    status: 0,
    receivePlatform: 1,
  });

  it('keeps the shown one first when fresh ones arrive', () => {
    expect(mergeUnread(null, { records: [n(3), n(2)], total: 2 })).toEqual({
      items: [n(3), n(2)],
      unread: 2,
    });
    const q = { items: [n(2), n(1)], unread: 2 };
    expect(mergeUnread(q, { records: [n(9), n(2), n(1)], total: 3 })).toEqual({
      items: [n(2), n(9), n(1)],
      unread: 3,
    });
    // more unread than one page
    expect(mergeUnread(null, { records: [n(1)], total: 25 }).unread).toBe(25);
  });

  it('afterRead moves on, asks for more, or ends', () => {
    expect(afterRead({ items: [n(2), n(1)], unread: 2 }, 2)).toEqual({ items: [n(1)], unread: 1 });
    expect(afterRead({ items: [n(1)], unread: 21 }, 1)).toEqual({ items: [], unread: 20 });
    expect(afterRead({ items: [n(1)], unread: 1 }, 1)).toBeNull();
  });
});
