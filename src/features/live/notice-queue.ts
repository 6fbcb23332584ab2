import type { BusinessNotification } from '@/api/services/notifications';
import type { Page } from '@/api/resource';

/** §9: the notification dialog asks for 20 unread at a time. */
export const NOTICE_PAGE_SIZE = 20;

/** The unread notifications the dialog walks through: the first is the one shown. */
export interface NoticeQueue {
  items: BusinessNotification[];
  /** unread at the server, the shown one included: the count the dialog shows */
  unread: number;
}

/**
 * A fresh first page of unread ones merged into the queue: the one on screen stays first (a push while the
 * operator reads must not swap the text under their eyes), the rest follow in the server's order.
 * @example mergeUnread(null, { records: [a, b], total: 2 }) // → { items: [a, b], unread: 2 }
 */
export function mergeUnread(
  queue: NoticeQueue | null,
  page: Pick<Page<BusinessNotification>, 'records' | 'total'>,
): NoticeQueue {
  const shown = queue?.items[0];
  const items = shown ? [shown, ...page.records.filter((n) => n.id !== shown.id)] : [...page.records];
  return { items, unread: Math.max(page.total, items.length) };
}

/** The queue once the shown one is read: null when nothing is left to show or fetch. */
export function afterRead(queue: NoticeQueue, readId: number): NoticeQueue | null {
  const items = queue.items.filter((n) => n.id !== readId);
  const unread = Math.max(queue.unread - 1, items.length);
  return unread > 0 ? { items, unread } : null;
}
