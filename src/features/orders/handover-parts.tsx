import { useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { Card, Flex, Statistic, Typography } from 'antd';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useTagPolling } from '@/hooks/use-tag-polling';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '@/components/load-failed';
import { confirmWrite } from '@/components/confirm-write';
import { CrudPage } from '@/crud/crud-page';
import type { CrudConfig } from '@/crud/types';
import { SHIFT_STATUS, type HandoverRow, type ShiftInput } from '@/domain/shifts';
import { useSession } from '@/session/session-store';
import { formatPrice } from '@/utils/validators';
import type { ShiftActions } from './shift-config';

/*
 * What the hotel's handover page (/handOver/detail) and the internet cafe's (/handOver/netbarDetail) share
 * beside their list config (shift-config.tsx) and drawer frame (shift-drawer.tsx): the page's frame, the list's
 * actions and the card of the running shift.
 */

type Span = { startTime: string; endTime: string };

/** A figure of the running shift: its label (a locale key) and its value. */
export type ShiftFigure = [label: string, value: string | number];

/**
 * A handover page, a hotel's or a cafe's: the card of the running shift (read from `current` and kept fresh:
 * its `figures`, then its `table` by way of payment) above the list of handovers, whose 详情 opens `Drawer`.
 */
export function HandoverPage<S extends HandoverRow, D extends Span>({
  current: currentQuery,
  config: makeConfig,
  print,
  changeStatus,
  figures,
  table,
  Drawer,
}: {
  current: { queryKey: QueryKey; queryFn: () => Promise<D> };
  config: (actions: ShiftActions<S>) => CrudConfig<S, ShiftInput>;
  print: (id: number) => Promise<void>;
  changeStatus: (id: number, status: number) => Promise<string>;
  figures: (detail: D) => ShiftFigure[];
  table: (detail: D) => ReactNode;
  Drawer: ComponentType<{ shift: S | null; onClose: () => void }>;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<S | null>(null);
  const current = useQuery({
    ...currentQuery,
    // the desk keeps the page open all day: the running shift follows the till while it is shown
    refetchInterval: useTagPolling(currentQuery.queryKey, 60_000),
  });
  const actions = useHandoverActions<S>(current, setOpen, print, changeStatus);
  const config = useMemo(() => makeConfig(actions), [makeConfig, actions]);
  return (
    <Flex vertical gap={16}>
      <CurrentShiftCard span={current.data} failed={current.error} onRetry={() => void current.refetch()}>
        {current.data && (
          <>
            <Flex wrap gap={40}>
              {figures(current.data).map(([label, value]) => (
                <Statistic key={label} title={t(label)} value={value} />
              ))}
            </Flex>
            {table(current.data)}
          </>
        )}
      </CurrentShiftCard>
      <CrudPage config={config}>
        <Drawer shift={open} onClose={() => setOpen(null)} />
      </CrudPage>
    </Flex>
  );
}

/**
 * What a handover list's rows and its 交班 form do, a hotel's or a cafe's: the form opens with the current
 * shift's span, ending at the server's now (China time, whatever the desk PC's clock or zone says) and with the
 * signed-in clerk; 详情 opens the drawer, 打印 the sheet, 接班 asks and confirms.
 */
export function useHandoverActions<S extends HandoverRow>(
  current: { data?: Span; dataUpdatedAt: number },
  open: (shift: S) => void,
  print: (id: number) => Promise<void>,
  changeStatus: (id: number, status: number) => Promise<string>,
): ShiftActions<S> {
  const { t } = useTranslation();
  const currentRef = useRef<{ span: Span; at: number } | undefined>(undefined);
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
        confirmWrite({
          title: t('orders.shift.confirm'),
          content: t('orders.shift.confirmAsk', { name: s.handOverName, cash: formatPrice(s.countedCash) }),
          call: () => changeStatus(s.id, SHIFT_STATUS.confirmed),
          after: refresh,
        }),
    }),
    [t, open, print, changeStatus],
  );
}

/**
 * The card of the shift now running, a hotel's or a cafe's: since when and for how long, loading until its
 * figures (`children`) are in, a retry when they failed.
 */
function CurrentShiftCard({
  span,
  failed,
  onRetry,
  children,
}: {
  span: Span | undefined;
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
