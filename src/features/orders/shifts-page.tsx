import { Flex, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { getShiftDetail, shiftApi } from '@/api/services/shifts';
import type { ShiftDetail } from '@/domain/shifts';
import { useSession } from '@/session/session-store';
import { formatYuan } from '@/utils/validators';
import { shiftConfig } from './shift-config';
import { MethodTable, ShiftDrawer, useShiftSheet } from './shift-drawer';
import { shiftKey } from './shift-keys';
import { CurrentShiftCard, HandoverPage } from './handover-parts';

/**
 * /handOver/detail (§7 businessShiftChange): the shift now running at the desk — since when, what the orders
 * have taken in, what the drawer should hold — with 交班 to hand it over, and the handovers before it, each
 * with its detail, 接班 for the next clerk, the handover sheet to print and the Excel export.
 */
export default function ShiftsPage() {
  const placeId = useSession((s) => s.place?.id ?? 0);
  const sheet = useShiftSheet();
  return (
    <HandoverPage
      current={{ queryKey: shiftKey(placeId, 'current'), queryFn: () => getShiftDetail(null) }}
      config={shiftConfig}
      print={sheet.print}
      changeStatus={shiftApi.changeStatus}
      intro="orders.shift.intro"
      Current={CurrentShift}
      Drawer={ShiftDrawer}
    />
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
