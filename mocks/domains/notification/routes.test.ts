import { describe, expect, it } from 'vitest';
import type { BusinessNotification as Notification } from '../../../src/api/services/notifications';
import { setClock } from '../../node';
import { DEMO_USERS } from '../../seed';
import { as, postControl, socketAt, type Page } from '../../test-kit';
import { addNotification } from '../notification/routes';
import { NOTIFICATION_BASE } from '../../../src/domain/messages';

const LIST = `${NOTIFICATION_BASE}/list`;
const UPDATE = `${NOTIFICATION_BASE}/updateStatus`;

describe('businessNotification', () => {
  it('lists 3 unread and 2 read per place, newest first, filtered by status', async () => {
    const c = await as(DEMO_USERS.owner, 1001);
    const all = (await c.post<Page<Notification>>(LIST, { pageNumber: 1, pageSize: 20 })).body.data;
    expect(all.total).toBe(5);
    expect(all.records.map((n) => n.status)).toEqual([0, 0, 0, 1, 1]);
    expect(all.records[0]).toMatchObject({ title: '系统升级通知', status: 0, receivePlatform: 1 });
    expect(all.records.map((n) => n.title)).toContain('房费结算提醒');
    for (const n of all.records) {
      expect(n.sendTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
      expect(n.content).toMatch(/^<p>/);
      expect(Object.keys(n).sort()).toEqual(
        ['content', 'id', 'notionId', 'receivePlatform', 'sendTime', 'status', 'title'].sort(),
      );
    }
    const sorted = [...all.records].sort((a, b) => b.sendTime.localeCompare(a.sendTime));
    expect(all.records).toEqual(sorted);

    const unread = (await c.post<Page<Notification>>(LIST, { pageNumber: 1, pageSize: 1, status: 0 })).body
      .data;
    expect(unread).toMatchObject({ total: 3, pageSize: 1 });
    expect(unread.records).toHaveLength(1);
    expect((await c.post<Page<Notification>>(LIST, { status: 1 })).body.data.total).toBe(2);
    expect((await c.post(LIST, { status: 3 })).body.msg).toBe('状态值不正确');
  });

  it('internet cafes get their own texts; every place its own rows; no place is 403', async () => {
    const netbar = await as(DEMO_USERS.netbarOwner, 1014);
    const rows = (await netbar.post<Page<Notification>>(LIST, {})).body.data.records;
    expect(rows.map((n) => n.title)).toContain('上机费结算提醒');
    const hotel = await as(DEMO_USERS.owner, 1001);
    const ids = (await hotel.post<Page<Notification>>(LIST, {})).body.data.records.map((n) => n.id);
    expect(rows.some((n) => ids.includes(n.id))).toBe(false);
    expect((await netbar.enter(1001).post(LIST, {})).body.code).toBe(403);
    expect((await netbar.enter(null).post(LIST, {})).body.code).toBe(403);
  });

  it('marks one read for that place only', async () => {
    const c = await as(DEMO_USERS.owner, 1001);
    const first = (await c.post<Page<Notification>>(LIST, { status: 0 })).body.data.records[0]!;
    expect((await c.post(UPDATE, { id: first.id, status: 1 })).body).toEqual({
      code: 200,
      msg: '更新成功',
      data: null,
    });
    expect((await c.post<Page<Notification>>(LIST, { status: 0 })).body.data.total).toBe(2);
    // the same notice at another place is still unread
    expect((await c.enter(1002).post<Page<Notification>>(LIST, { status: 0 })).body.data.total).toBe(3);
    // a row of another place cannot be touched from here
    expect((await c.post(UPDATE, { id: first.id, status: 1 })).body.msg).toBe('数据不存在或已被删除');
    expect((await c.enter(1001).post(UPDATE, { id: first.id, status: 5 })).body.msg).toBe('状态值不正确');
  });
});

describe('a new notification', () => {
  it('addNotification stores it unread and pushes {businessType, data} to the place only', async () => {
    setClock(() => Date.parse('2025-06-20T01:02:03Z'));
    const here = socketAt(1001);
    const there = socketAt(1002);
    const { notification, sent } = addNotification(1001, {
      title: '停电检修通知',
      content: '<p>今晚 23:00 停电</p>',
      businessType: 105,
    });
    expect(sent).toBe(1);
    expect(notification).toMatchObject({
      title: '停电检修通知',
      status: 0,
      receivePlatform: 1,
      sendTime: '2025-06-20 09:02:03',
    });
    expect(notification.notionId).toBeGreaterThanOrEqual(9001);
    expect(here.frames).toEqual([
      {
        businessType: 105,
        data: {
          id: notification.id,
          title: '停电检修通知',
          content: '<p>今晚 23:00 停电</p>',
          sendTime: '2025-06-20 09:02:03',
        },
      },
    ]);
    expect(there.frames).toEqual([]);
    here.close();
    there.close();

    // the place's list has it first, unread; the default kind is 5
    const c = await as(DEMO_USERS.owner, 1001);
    const unread = (await c.post<Page<Notification>>(LIST, { status: 0 })).body.data;
    expect(unread.total).toBe(4);
    expect(unread.records[0]).toMatchObject({ id: notification.id, title: '停电检修通知' });
    expect(Object.keys(unread.records[0]!)).not.toContain('placeId');
    expect(addNotification(1001, { title: 'x', content: '<p>x</p>' }).sent).toBe(0);
  });

  it('POST /__mock/notification creates and pushes one; bad input is refused', async () => {
    const here = socketAt(1006);
    const post = (body: unknown) =>
      postControl('/__mock/notification', body).then(async (r) => ({
        status: r.status,
        body: (await r.json()) as { code: number; msg: string; data: { sent: number } },
      }));
    const res = await post({ placeId: 1006, title: '房价调整', businessType: 6 });
    expect(res.body).toMatchObject({ code: 200, data: { sent: 1 } });
    expect(here.frames).toEqual([
      { businessType: 6, data: expect.objectContaining({ title: '房价调整', content: '<p>房价调整</p>' }) },
    ]);
    expect((await post({ placeId: 9999 })).status).toBe(400);
    expect((await post({ placeId: 1006, businessType: 4 })).body.msg).toBe('businessType 只能是 5、6 或 105');
    here.close();
  });
});
