import { Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { shiftApi } from '@/api/services/shifts';
import { defineCrud, type CrudConfig, type RowAction } from '@/crud/types';
import { SHIFT_STATUS, shiftEntity, type Shift, type ShiftInput } from '@/domain/shifts';
import { ShiftPreview } from './shift-preview';
import { diffText } from './shift-sheet';

/** The resource keys of /handOver/detail (the menu's 交班管理 node). */
export const SHIFT_PERMS = {
  list: 'handover:detail:list',
  add: 'handover:detail:add',
  edit: 'handover:detail:edit',
  delete: 'handover:detail:delete',
  /** 接班: confirm a handover (changeStatus to 2) */
  status: 'handover:detail:status',
  export: 'handover:detail:export',
  print: 'handover:detail:print',
} as const;

const STATUS_COLORS: Record<number, string> = {
  [SHIFT_STATUS.handedOver]: 'gold',
  [SHIFT_STATUS.confirmed]: 'green',
};

function StatusTag({ status }: { status: number }) {
  const { t } = useTranslation();
  return <Tag color={STATUS_COLORS[status]}>{t(`orders.shift.statuses.${status}`)}</Tag>;
}

/** Short in red, over in orange, balanced in green. */
export function DiffText({ diff }: { diff: number }) {
  const { t } = useTranslation();
  const type = Math.abs(diff) < 0.005 ? 'success' : diff < 0 ? 'danger' : 'warning';
  return <Typography.Text type={type}>{diffText(diff, t)}</Typography.Text>;
}

export interface ShiftActions {
  /** the span of the shift being handed over now (to the server's now), read when the 交班 form opens */
  current: () => { start: string; end: string } | undefined;
  /** who is signed in: the one handing over, unless they say otherwise */
  userName: () => string;
  open: (shift: Shift) => void;
  confirm: (shift: Shift, refresh: () => Promise<unknown>) => void;
  print: (shift: Shift) => void;
}

/**
 * The handovers of the place (businessShiftChange), newest first: who handed over to whom and when, what the
 * orders say came in, the cash expected against the cash counted, and whether the next clerk took over. 交班
 * opens the form with the current shift's span (from the last handover to now) and shows, as the count is typed,
 * what the drawer should hold and the difference. A confirmed handover is locked (no 编辑, no 删除).
 */
export function shiftConfig(actions: ShiftActions): CrudConfig<Shift, ShiftInput> {
  const rowActions: Array<RowAction<Shift>> = [
    { key: 'detail', label: 'orders.shift.detail', perm: SHIFT_PERMS.list, onClick: (s) => actions.open(s) },
    {
      key: 'confirm',
      label: 'orders.shift.confirm',
      perm: SHIFT_PERMS.status,
      visible: (s) => s.status === SHIFT_STATUS.handedOver,
      onClick: (s, list) => actions.confirm(s, list.refresh),
    },
    { key: 'print', label: 'orders.shift.print', perm: SHIFT_PERMS.print, onClick: (s) => actions.print(s) },
  ];
  return defineCrud<Shift, ShiftInput>({
    key: 'shifts',
    schema: shiftEntity,
    resource: shiftApi,
    title: 'orders.shift.listTitle',
    entity: 'orders.shift.entity',
    addLabel: 'orders.shift.handOver',
    fields: [
      {
        key: 'handOverName',
        label: 'orders.shift.handOverName',
        search: true,
        column: { width: 100 },
        form: { initial: () => actions.userName() },
      },
      {
        key: 'takeOverName',
        label: 'orders.shift.takeOverName',
        search: true,
        column: { width: 100 },
        form: true,
      },
      {
        key: 'span',
        label: 'orders.shift.span',
        type: 'dateTimeRange',
        range: ['startTime', 'endTime'],
        required: true,
        column: { width: 300 },
        form: {
          wide: true,
          initial: () => {
            const current = actions.current();
            return current ? [dayjs(current.start), dayjs(current.end)] : undefined;
          },
        },
      },
      {
        key: 'period',
        label: 'orders.shift.span',
        type: 'dateRange',
        range: ['startDate', 'endDate'],
        search: true,
        exported: false,
      },
      { key: 'startTime', label: 'orders.shift.startTime', column: { sorter: true, hidden: true } },
      { key: 'income', label: 'orders.shift.income', type: 'money', column: { sorter: true } },
      {
        key: 'pettyCash',
        label: 'orders.shift.pettyCash',
        type: 'money',
        min: 0,
        column: { hidden: true },
        form: { extra: 'orders.shift.pettyCashHint' },
      },
      { key: 'cashExpected', label: 'orders.shift.cashExpected', type: 'money', column: true },
      {
        key: 'countedCash',
        label: 'orders.shift.countedCash',
        type: 'money',
        min: 0,
        column: { sorter: true },
        form: { extra: 'orders.shift.countedCashHint' },
      },
      {
        key: 'cashDiff',
        label: 'orders.shift.cashDiff',
        type: 'money',
        column: { sorter: true, render: (s) => <DiffText diff={s.cashDiff} /> },
        exportAs: (s) => s.cashDiff,
      },
      { key: 'depositsHeld', label: 'orders.shift.depositsHeld', type: 'money', column: { hidden: true } },
      { key: 'orderCount', label: 'orders.shift.orderCount', type: 'number', column: true },
      {
        key: 'status',
        label: 'orders.shift.status',
        type: 'select',
        options: Object.values(SHIFT_STATUS).map((v) => ({ value: v, label: `orders.shift.statuses.${v}` })),
        search: true,
        column: { render: (s) => <StatusTag status={s.status} /> },
      },
      {
        key: 'remark',
        label: 'orders.shift.remark',
        type: 'textarea',
        column: { ellipsis: true, hidden: true },
        form: { wide: true },
      },
    ],
    perms: {
      add: SHIFT_PERMS.add,
      edit: SHIFT_PERMS.edit,
      delete: SHIFT_PERMS.delete,
      export: SHIFT_PERMS.export,
      print: SHIFT_PERMS.print,
    },
    form: { columns: 2, width: 720, preview: (ctx) => <ShiftPreview values={ctx.values} /> },
    rowActions,
    locked: (s) => s.status === SHIFT_STATUS.confirmed,
    rowName: (s) => `${s.handOverName} ${s.startTime.slice(0, 16)}`,
    defaultSort: { field: 'startTime', order: 'desc' },
  });
}
