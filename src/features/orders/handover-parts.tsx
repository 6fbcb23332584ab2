import { useMemo, useRef, type ReactNode } from 'react';
import { Card, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '@/components/load-failed';
import { ui } from '@/components/feedback-ui';
import { SHIFT_STATUS, type HandoverRow } from '@/domain/shifts';
import { useSession } from '@/session/session-store';
import { formatPrice } from '@/utils/validators';
import type { ShiftActions } from './shift-config';

/*
 * What the hotel's handover page (/handOver/detail) and the internet cafe's (/handOver/netbarDetail) share
 * beside their list config (shift-config.tsx) and drawer frame (shift-drawer.tsx): the list's actions and the
 * card of the running shift.
 */

/**
 * What a handover list's rows and its 交班 form do, a hotel's or a cafe's: the form opens with the current
 * shift's span, ending at the server's now (China time, whatever the desk PC's clock or zone says) and with the
 * signed-in clerk; 详情 opens the drawer, 打印 the sheet, 接班 asks and confirms.
 */
export function useHandoverActions<S extends HandoverRow>(
  current: { data?: { startTime: string; endTime: string }; dataUpdatedAt: number },
  open: (shift: S) => void,
  print: (id: number) => Promise<void>,
  changeStatus: (id: number, status: number) => Promise<string>,
): ShiftActions<S> {
  const { t } = useTranslation();
  const currentRef = useRef<{ span: { startTime: string; endTime: string }; at: number } | undefined>(
    undefined,
  );
  currentRef.current = current.data && { span: current.data, at: current.dataUpdatedAt };
  return useMemo(
    () => ({
      current: () => {
        const c = currentRef.current;
        if (!c) return undefined;
        const end = dayjs(c.span.endTime)
          .add(Date.now() - c.at, 'ms')
          .format('YYYY-MM-DD HH:mm');
        return { start: c.span.startTime, end };
      },
      userName: () => useSession.getState().user?.name ?? '',
      open,
      print: (s) => void print(s.id),
      confirm: (s, refresh) =>
        void ui.confirm({
          title: t('orders.shift.confirm'),
          content: t('orders.shift.confirmAsk', { name: s.handOverName, cash: formatPrice(s.countedCash) }),
          okText: t('crud.confirm'),
          cancelText: t('crud.cancel'),
          onOk: async () => {
            try {
              ui.success(await changeStatus(s.id, SHIFT_STATUS.confirmed));
            } catch {
              // the request layer shows the refusal
            } finally {
              void refresh();
            }
          },
        }),
    }),
    [t, open, print, changeStatus],
  );
}

/**
 * The card of the shift now running, a hotel's or a cafe's: since when and for how long, loading until its
 * figures (`children`) are in, a retry when they failed.
 */
export function CurrentShiftCard({
  span,
  failed,
  onRetry,
  children,
}: {
  span: { startTime: string; endTime: string } | undefined;
  failed: Error | null;
  onRetry: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const minutes = span ? Math.max(0, dayjs(span.endTime).diff(dayjs(span.startTime), 'minute')) : 0;
  return (
    <Card
      title={t('orders.shift.current')}
      loading={!span && !failed}
      style={{ borderRadius: 10 }}
      extra={
        span && (
          <Typography.Text type="secondary">
            {t('orders.shift.currentSince', {
              start: span.startTime.slice(0, 16),
              duration: t('orders.shift.hours', { h: Math.floor(minutes / 60), m: minutes % 60 }),
            })}
          </Typography.Text>
        )
      }
    >
      {failed && !span ? <LoadFailed reason={failed.message} onRetry={onRetry} /> : children}
    </Card>
  );
}
