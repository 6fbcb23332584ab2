import { request, requestEnvelope } from '../client';
import type { Page } from '../resource';
import { NOTIFICATION_BASE } from '@/domain/messages';

/** /business-merchant/businessNotification: the current place's system notifications (§3, §4). */
export interface BusinessNotification {
  id: number;
  notionId: number;
  title: string;
  /** HTML from the server: sanitise before showing it */
  content: string;
  /** 'YYYY-MM-DD HH:mm:ss' */
  sendTime: string;
  /** 0 unread, 1 read */
  status: 0 | 1;
  receivePlatform: number;
}

export interface NotificationQuery {
  page: number;
  size: number;
  /** only unread (0) or only read (1); all when left out */
  status?: 0 | 1;
}

const list = (q: NotificationQuery, silent = false) =>
  request<Page<BusinessNotification>>({
    method: 'post',
    url: `${NOTIFICATION_BASE}/list`,
    data: { pageNumber: q.page, pageSize: q.size, status: q.status },
    meta: { silent },
  });

export const notificationApi = {
  /** §9: the notification dialog asks for 20 per page. */
  list: (q: NotificationQuery) => list(q),
  /** Resolves with the server's message (更新成功). */
  markRead: async (id: number) =>
    (
      await requestEnvelope<null>({
        method: 'post',
        url: `${NOTIFICATION_BASE}/updateStatus`,
        data: { id, status: 1 },
      })
    ).msg,
  /** The unread badge: the total of a one-row page of status 0. Silent: a badge must not toast when it polls. */
  unreadCount: async () => (await list({ page: 1, size: 1, status: 0 }, true)).total,
};
