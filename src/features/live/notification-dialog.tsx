import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, Modal, Space, Tag, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { placeKey } from '@/api/query-client';
import { notificationApi } from '@/api/services/notifications';
import { SafeHtml } from '@/components/safe-html';
import { onReconnect, PUSH_KIND, usePush } from '@/realtime/realtime';
import { useSession } from '@/session/session-store';
import { prefix } from '@/session/storage-keys';
import { afterRead, mergeUnread, NOTICE_PAGE_SIZE, type NoticeQueue } from './notice-queue';

/** The pushes that open the dialog (§4): 5 system, 6 business, 105 urgent. */
export const NOTIFICATION_KINDS = [
  PUSH_KIND.systemNotification,
  PUSH_KIND.businessNotification,
  PUSH_KIND.urgentNotification,
];

/** sessionStorage: the place's unread were checked on entering it in this tab (cleared with the session). */
export const enterCheckKey = (placeId: number) => `${prefix}-notices-checked-${placeId}`;

/**
 * Why the unread list is fetched:
 * - push: a notification arrived; the dialog opens with whatever is unread.
 * - enter / reconnect: opens only for unread ones this tab has not fetched before (a notification sent while
 *   the console was closed or the socket down), so closing the dialog is not undone by a reconnect.
 */
type Reason = 'push' | 'enter' | 'reconnect';

/**
 * The system-notification dialog (§4 Notifications): only unread ones (status 0), one at a time, with the unread
 * count; fetched 20 at a time. 查看下一条 (while more are unread) or 知道了 (on the last) marks the shown one read
 * (updateStatus, status 1) and moves on; it closes after the last. Closing it by its × leaves the rest unread
 * (the top bar's badge and /info/msg still have them). Each read refreshes every `notifications` query of the
 * place (the badge, the messages page).
 */
export function NotificationDialog({ checkOnEnter = true }: { checkOnEnter?: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const placeId = useSession((s) => s.place?.id ?? null);
  const [queue, setQueue] = useState<NoticeQueue | null>(null);
  const [reading, setReading] = useState(false);
  // the state as of now, for async steps that must not act on a stale render
  const queueRef = useRef<NoticeQueue | null>(null);
  const known = useRef(new Set<number>());
  // a newer fetch (or another place) makes an older answer moot
  const ticket = useRef(0);
  const busy = useRef(false);

  const commit = useCallback((next: NoticeQueue | null) => {
    queueRef.current = next;
    setQueue(next);
  }, []);

  const refreshCounts = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: placeKey(placeId, 'notifications') }),
    [queryClient, placeId],
  );

  /** The first page of unread ones, or null when it failed (the request layer said why) or is moot. */
  const fetchUnread = useCallback(async () => {
    const mine = ++ticket.current;
    try {
      const page = await notificationApi.list({ page: 1, size: NOTICE_PAGE_SIZE, status: 0 });
      if (mine !== ticket.current) return null;
      page.records.forEach((n) => known.current.add(n.id));
      return page;
    } catch {
      return null;
    }
  }, []);

  const load = useCallback(
    async (reason: Reason) => {
      const before = new Set(known.current);
      const page = await fetchUnread();
      if (!page) return;
      const unseen = page.records.some((n) => !before.has(n.id));
      if (!queueRef.current && reason !== 'push' && !unseen) return;
      const next = mergeUnread(queueRef.current, page);
      commit(next.items.length > 0 ? next : null);
    },
    [commit, fetchUnread],
  );

  // another place: its own notifications, its own check (compared, so StrictMode's second run resets nothing)
  const placeRef = useRef(placeId);
  useEffect(() => {
    if (placeRef.current === placeId) return;
    placeRef.current = placeId;
    ticket.current += 1;
    known.current = new Set();
    commit(null);
  }, [placeId, commit]);

  // entering the console (once per place and tab session: a reload is not a new entry)
  useEffect(() => {
    if (!checkOnEnter || placeId === null) return;
    const key = enterCheckKey(placeId);
    if (sessionStorage.getItem(key)) return;
    sessionStorage.setItem(key, '1');
    void load('enter');
  }, [checkOnEnter, placeId, load]);

  usePush(NOTIFICATION_KINDS, () => {
    refreshCounts();
    void load('push');
  });

  useEffect(
    () =>
      onReconnect(() => {
        refreshCounts();
        void load('reconnect');
      }),
    [load, refreshCounts],
  );

  const read = async () => {
    const shown = queueRef.current?.items[0];
    if (!shown || busy.current) return;
    busy.current = true;
    setReading(true);
    try {
      await notificationApi.markRead(shown.id);
      refreshCounts();
      const current = queueRef.current;
      if (!current) return; // closed meanwhile
      let next = afterRead(current, shown.id);
      if (next && next.items.length === 0) {
        // more than a page was unread: the next ones (read ones have left the status-0 list)
        const page = await fetchUnread();
        next = page && page.records.length > 0 ? mergeUnread(null, page) : null;
      }
      commit(next);
    } catch {
      // shown by the request layer; the notification stays on screen, still unread
    } finally {
      busy.current = false;
      setReading(false);
    }
  };

  const shown = queue?.items[0];
  const last = (queue?.unread ?? 0) <= 1;
  return (
    <Modal
      open={!!shown}
      title={
        <Space>
          {t('live.notice.title')}
          <Tag color="red">{t('live.notice.unread', { count: queue?.unread ?? 0 })}</Tag>
        </Space>
      }
      width="60%"
      mask={{ closable: false }}
      onCancel={() => commit(null)}
      footer={
        <Button type="primary" loading={reading} onClick={() => void read()}>
          {last ? t('live.notice.ack') : t('live.notice.next')}
        </Button>
      }
    >
      {shown && (
        <article aria-label={shown.title}>
          <Typography.Title level={5} style={{ marginTop: 0 }}>
            {shown.title}
          </Typography.Title>
          <Typography.Text type="secondary">
            {t('live.notice.sentAt', { time: shown.sendTime })}
          </Typography.Text>
          <SafeHtml html={shown.content} style={{ marginTop: 12, maxHeight: '60vh', overflowY: 'auto' }} />
        </article>
      )}
    </Modal>
  );
}
