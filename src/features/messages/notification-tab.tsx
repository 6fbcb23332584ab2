import { useMemo, useState } from 'react';
import { Badge, Button, Space, Tag, Typography } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { placeKey } from '@/api/query-client';
import { notificationApi } from '@/api/services/notifications';
import { ui } from '@/components/feedback-ui';
import { CrudPage } from '@/crud/crud-page';
import type { CrudConfig } from '@/crud/types';
import { PUSH_KIND, usePush } from '@/realtime/realtime';
import { useSession } from '@/session/session-store';
import {
  markAllRead,
  notificationResource,
  unreadIds,
  type BusinessNotification,
} from '@/api/services/messages';
import { ReadingModal } from './reading-modal';
import { pairOptions } from '@/crud/field-presets';

/**
 * The query keys of the place's notifications. The top bar's unread badge reads `unread` (top-bar.tsx), this
 * page's list lives under `all` too (the engine's key is `all` + 'list'): invalidating `all` after a
 * notification is marked read refreshes both.
 */
export const notificationKeys = {
  all: (placeId: number | null | undefined) => placeKey(placeId, 'notifications'),
  unread: (placeId: number | null | undefined) => placeKey(placeId, 'notifications', 'unread'),
};

/** The place's unread count, shared with the top bar's badge (same key, same call). */
export function useUnreadCount() {
  const placeId = useSession((s) => s.place?.id);
  return useQuery({ queryKey: notificationKeys.unread(placeId), queryFn: notificationApi.unreadCount });
}

/**
 * ?tab=notice: the place's system notifications (§3 Notification), unread first in weight, with a read/unread
 * filter (q_status in the URL). Opening one shows its HTML sanitised and marks it read; 标为已读 and 全部标为已读
 * (one updateStatus per notification: there is no batch call) do the same without opening. Every change, and
 * every notification pushed (§4: businessType 5, 6, 105), refreshes the list and the top bar's badge.
 */
export default function NotificationTab() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const placeId = useSession((s) => s.place?.id);
  const unread = useUnreadCount();
  const [viewing, setViewing] = useState<BusinessNotification | null>(null);
  const [marking, setMarking] = useState(false);

  const refresh = () => queryClient.invalidateQueries({ queryKey: notificationKeys.all(placeId) });
  usePush(
    [PUSH_KIND.systemNotification, PUSH_KIND.businessNotification, PUSH_KIND.urgentNotification],
    () => void refresh(),
  );

  async function markRead(row: BusinessNotification, quiet = false) {
    try {
      const msg = await notificationApi.markRead(row.id);
      if (!quiet) ui.success(msg);
    } catch {
      // the request layer showed why
    } finally {
      void refresh();
    }
  }

  function open(row: BusinessNotification) {
    setViewing(row);
    if (row.status === 0) void markRead(row, true);
  }

  async function markAll() {
    setMarking(true);
    try {
      const count = await markAllRead(await unreadIds());
      if (count > 0) ui.success(t('messages.allMarked', { count }));
    } catch {
      // a refusal was shown by the request layer; what was marked stays marked
    } finally {
      setMarking(false);
      void refresh();
    }
  }

  const config = useMemo<CrudConfig<BusinessNotification>>(
    () => ({
      key: 'notifications',
      title: 'messages.noticeListTitle',
      resource: notificationResource,
      fields: [
        {
          key: 'title',
          label: 'messages.msgTitle',
          column: {
            render: (r) => (
              <Space size={6}>
                {r.status === 0 && <Badge status="error" />}
                <Typography.Link strong={r.status === 0} onClick={() => open(r)}>
                  {r.title}
                </Typography.Link>
              </Space>
            ),
          },
        },
        {
          key: 'status',
          label: 'messages.readStatus',
          type: 'select',
          options: pairOptions([0, 'messages.unread'], [1, 'messages.read']),
          search: true,
          column: {
            width: 120,
            render: (r) =>
              r.status === 0 ? (
                <Tag color="red">{t('messages.unread')}</Tag>
              ) : (
                <Tag>{t('messages.read')}</Tag>
              ),
          },
        },
        { key: 'sendTime', label: 'messages.sendTime', column: { width: 180 } },
      ],
      perms: {},
      rowActions: [
        { key: 'view', label: 'messages.view', onClick: open },
        {
          key: 'read',
          label: 'messages.markRead',
          visible: (r) => r.status === 0,
          onClick: (r) => void markRead(r),
        },
      ],
      toolbar: (
        <Button
          icon={<CheckOutlined />}
          loading={marking}
          disabled={!unread.data}
          onClick={() => void markAll()}
        >
          {t('messages.markAllRead')}
        </Button>
      ),
    }),
    // the handlers close over the latest state when called; the cells change with the language
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, marking, unread.data, placeId],
  );

  return (
    <CrudPage
      config={config}
      header={
        unread.data !== undefined && (
          <Typography.Paragraph type="secondary">
            {t('messages.unreadCount', { count: unread.data })}
          </Typography.Paragraph>
        )
      }
    >
      <ReadingModal item={viewing} onClose={() => setViewing(null)} meta={(n) => n.sendTime} />
    </CrudPage>
  );
}
