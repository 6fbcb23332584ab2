import { useMemo, useState } from 'react';
import { Flex, Statistic } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getShiftDetail, shiftApi } from '@/api/services/shifts';
import { CrudPage } from '@/crud/crud-page';
import type { Shift, ShiftDetail } from '@/domain/shifts';
import { useSession } from '@/session/session-store';
import { formatYuan } from '@/utils/validators';
import { shiftConfig } from './shift-config';
import { MethodTable, ShiftDrawer, useShiftSheet } from './shift-drawer';
import { shiftKey } from './shift-keys';
import { CurrentShiftCard, useHandoverActions } from './handover-parts';

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
