/**
 * /business-merchant/businessNotification: the place's system notifications (§4 Notifications).
 *
 * A new notification (`addNotification`, or POST /__mock/notification for e2e tests and the demo) is stored
 * unread and pushed to the place's open sockets as `{ businessType, data: { id, title, content, sendTime } }`
 * (5 system, 6 business, 105 urgent), which opens the console's notification dialog.
 */
import { http } from 'msw';
import {
  controlBody,
  controlRefusal,
  invalid,
  ok,
  paginate,
  route,
  rowsAt,
  toResponse,
} from '../../contract';
import { formatTime, getDb, now, syncFromPersistence, writeOutsideCall } from '../../db';
import { pushTo } from '../../realtime';
import { int, text } from '../../validate';
import { NOTIFICATIONS, type NotificationRow } from './tables';
import { NOTIFICATION_BASE } from '../../../src/domain/messages';

export { NOTIFICATION_TABLE } from './tables';

/** The push kinds of a notification (§4): 5 system, 6 business, 105 urgent. */
export const NOTIFICATION_KINDS = [5, 6, 105] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
const isNotificationKind = (n: number): n is NotificationKind => NOTIFICATION_KINDS.some((k) => k === n);

export interface NewNotification {
  title: string;
  /** HTML, as the platform's editor writes it */
  content: string;
  /** default 5 (system) */
  businessType?: NotificationKind;
}

/** Notices the mock creates get notionIds from here on (the seed's are 5001–6005). */
const NOTION_SEQ = 'businessNotificationNotion';
const NOTION_START = 9001;

/**
 * Store an unread notification for the place and push it to the place's sockets; answers the stored row
 * (without placeId) and how many sockets it reached.
 * @example addNotification(1001, { title: '停电检修通知', content: '<p>今晚 23:00 停电</p>', businessType: 105 })
 */
export function addNotification(placeId: number, n: NewNotification) {
  const row = writeOutsideCall((db) => {
    // id first: the stored row, without its place, is the answer
    const added: NotificationRow = {
      id: db.nextId(NOTIFICATIONS),
      placeId,
      notionId: db.nextId(NOTION_SEQ, NOTION_START),
      title: n.title,
      content: n.content,
      sendTime: formatTime(now()),
      status: 0,
      receivePlatform: 1,
    };
    db.table(NOTIFICATIONS).push(added);
    return added;
  });
  const { placeId: _placeId, ...notification } = row;
  const sent = pushTo(placeId, {
    businessType: n.businessType ?? 5,
    data: { id: row.id, title: row.title, content: row.content, sendTime: row.sendTime },
  });
  return { notification, sent };
}

export const NOTIFICATION_MSG = {
  notFound: '数据不存在或已被删除',
  badStatus: '状态值不正确',
} as const;

export const notificationControlHandlers = [
  /**
   * Test and demo control, no contract checks (like /__mock/push): POST /__mock/notification
   * {placeId, title?, content?, businessType?} creates an unread notification and pushes it.
   */
  http.post('*/__mock/notification', async ({ request }) => {
    const body = await controlBody(request);
    const placeId = int(body?.placeId);
    syncFromPersistence();
    if (placeId === null || !getDb().placeById(placeId)) return controlRefusal('placeId 不是已有场所');
    const kind = int(body?.businessType) ?? 5;
    if (!isNotificationKind(kind)) return controlRefusal('businessType 只能是 5、6 或 105');
    const title = text(body?.title) || '测试通知';
    const content = typeof body?.content === 'string' ? body.content : `<p>${title}</p>`;
    const result = addNotification(placeId, { title, content, businessType: kind });
    return toResponse(ok(result, '新增成功'));
  }),
];

export const notificationHandlers = [
  route.post(
    `${NOTIFICATION_BASE}/list`,
    { auth: true, index: true, mutates: false },
    ({ db, place, body }) => {
      const status = body.status === undefined || body.status === '' ? null : int(body.status);
      if (status !== null && status !== 0 && status !== 1) invalid(NOTIFICATION_MSG.badStatus);
      const rows = rowsAt(db, NOTIFICATIONS, place.id)
        .filter((r) => status === null || r.status === status)
        // newest first; the fixed-width time text sorts like the time
        .sort((a, b) => b.sendTime.localeCompare(a.sendTime) || b.id - a.id);
      const page = paginate(rows, body);
      return ok({
        ...page,
        records: page.records.map(({ placeId: _placeId, ...r }) => r),
      });
    },
  ),

  route.post(`${NOTIFICATION_BASE}/updateStatus`, { auth: true, index: true }, ({ db, place, body }) => {
    const id = int(body.id);
    const row = rowsAt(db, NOTIFICATIONS, place.id).find((r) => r.id === id);
    if (!row) invalid(NOTIFICATION_MSG.notFound);
    const status = int(body.status);
    if (status !== 0 && status !== 1) invalid(NOTIFICATION_MSG.badStatus);
    row.status = status;
    return ok(null, '更新成功');
  }),
];
