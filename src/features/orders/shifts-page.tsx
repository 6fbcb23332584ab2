import { useMemo, useRef, useState, type ReactNode } from 'react';
import { Card, Flex, Statistic, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { getShiftDetail, shiftApi } from '@/api/services/shifts';
import { LoadFailed } from '@/components/load-failed';
import { ui } from '@/components/feedback-ui';
import { CrudPage } from '@/crud/crud-page';
import { SHIFT_STATUS, type HandoverRow, type Shift, type ShiftDetail } from '@/domain/shifts';
import { useSession } from '@/session/session-store';
import { formatPrice, formatYuan } from '@/utils/validators';
import { shiftConfig, type ShiftActions } from './shift-config';
import { MethodTable, ShiftDrawer, useShiftSheet } from './shift-drawer';
import { shiftKey } from './shift-keys';

/**
 * /handOver/detail (§7 businessShiftChange): the shift now running at the desk — since when, what the orders
 * have taken in, what the drawer should hold — with 交班 to hand it over, and the handovers before it, each
 * with its detail, 接班 for the next clerk, the handover sheet to print and the Excel export.
 */
export default function ShiftsPage() {
  const placeId = useSession((s) => s.place?.id ?? 0);
  const [open, setOpen] = useState<Shift | null>(null);
  const sheet = useShiftSheet();
  const current = useQuery({
    queryKey: shiftKey(placeId, 'current'),
    queryFn: () => getShiftDetail(null),
    // the desk keeps the page open all day: the running shift follows the orders
    refetchInterval: 60_000,
  });
  const actions = useHandoverActions<Shift>(current, setOpen, sheet.print, shiftApi.changeStatus);
  const config = useMemo(() => shiftConfig(actions), [actions]);
  return (
    <Flex vertical gap={16}>
      <CurrentShift detail={current.data} failed={current.error} onRetry={() => void current.refetch()} />
      <CrudPage config={config} intro="orders.shift.intro">
        <ShiftDrawer shift={open} onClose={() => setOpen(null)} />
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

/** The running shift: since when, and what the orders say it has taken in so far. */
function CurrentShift({
  detail,
  failed,
  onRetry,
}: {
  detail: ShiftDetail | undefined;
  failed: Error | null;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const k = (key: string) => t(`orders.shift.${key}`);
  return (
    <CurrentShiftCard span={detail} failed={failed} onRetry={onRetry}>
      {detail && (
        <>
          <Flex wrap gap={40}>
            <Statistic title={k('income')} value={formatYuan(detail.figures.income)} />
            <Statistic title={k('cashExpected')} value={formatYuan(detail.figures.cashExpected)} />
            <Statistic title={k('depositsTaken')} value={formatYuan(detail.figures.depositsTaken)} />
            <Statistic
              title={k('depositsRefunded')}
              value={formatYuan(Math.abs(detail.figures.depositsRefunded))}
            />
            <Statistic title={k('depositsHeld')} value={formatYuan(detail.depositsHeld)} />
            <Statistic title={k('orderCount')} value={detail.figures.orderCount} />
          </Flex>
          <MethodTable detail={detail} />
        </>
      )}
    </CurrentShiftCard>
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
