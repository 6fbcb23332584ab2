/** /business-merchant/businessNotification: the place's system notifications (§4 Notifications). */
import { invalid, ok, paginate, route } from '../contract';
import { int } from '../validate';

export const NOTIFICATION_TABLE = 'businessNotification';

export const NOTIFICATION_MSG = {
  notFound: '数据不存在或已被删除',
  badStatus: '状态值不正确',
} as const;

export const notificationHandlers = [
  route.post(
    '/business-merchant/businessNotification/list',
    { auth: true, index: true, mutates: false },
    ({ db, place, body }) => {
      const status = body.status === undefined || body.status === '' ? null : int(body.status);
      if (status !== null && status !== 0 && status !== 1) invalid(NOTIFICATION_MSG.badStatus);
      const rows = db
        .table(NOTIFICATION_TABLE)
        .filter((r) => r.placeId === place.id && (status === null || r.status === status))
        // newest first; the fixed-width time text sorts like the time
        .sort((a, b) => String(b.sendTime).localeCompare(String(a.sendTime)) || b.id - a.id);
      const page = paginate(rows, body);
      return ok({
        ...page,
        records: page.records.map(({ placeId: _placeId, ...r }) => r),
      });
    },
  ),

  route.post(
    '/business-merchant/businessNotification/updateStatus',
    { auth: true, index: true },
    ({ db, place, body }) => {
      const id = int(body.id);
      const row = db.table(NOTIFICATION_TABLE).find((r) => r.id === id && r.placeId === place.id);
      if (!row) invalid(NOTIFICATION_MSG.notFound);
      const status = int(body.status);
      if (status !== 0 && status !== 1) invalid(NOTIFICATION_MSG.badStatus);
      row.status = status;
      return ok(null, '更新成功');
    },
  ),
];
