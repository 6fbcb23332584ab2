import { getShiftDetail, shiftApi } from '@/api/services/shifts';
import { useSession } from '@/session/session-store';
import { formatYuan } from '@/utils/validators';
import { shiftConfig } from './shift-config';
import { MethodTable, ShiftDrawer, useShiftSheet } from './shift-drawer';
import { shiftKey } from './shift-keys';
import { HandoverPage } from './handover-parts';

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
      figures={(d) => [
        ['orders.shift.income', formatYuan(d.figures.income)],
        ['orders.shift.cashExpected', formatYuan(d.figures.cashExpected)],
        ['orders.shift.depositsTaken', formatYuan(d.figures.depositsTaken)],
        ['orders.shift.depositsRefunded', formatYuan(Math.abs(d.figures.depositsRefunded))],
        ['orders.shift.depositsHeld', formatYuan(d.depositsHeld)],
        ['orders.shift.orderCount', d.figures.orderCount],
      ]}
      table={(d) => <MethodTable detail={d} />}
      Drawer={ShiftDrawer}
    />
  );
}
