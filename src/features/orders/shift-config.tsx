import type { ReactNode } from 'react';
import { Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { shiftApi } from '@/api/services/shifts';
import { daysSearchField } from '@/crud/field-presets';
import { enumField } from '@/crud/enum-field';
import {
  defineCrud,
  type ColumnOptions,
  type CrudCalls,
  type CrudConfig,
  type FieldDef,
  type RowAction,
} from '@/crud/types';
import { SHIFT_STATUS, shiftEntity, type HandoverRow, type Shift, type ShiftInput } from '@/domain/shifts';
import { ShiftPreview } from './shift-preview';
import { diffText } from './shift-sheet';
import { TakeOverInput } from './take-over-input';

/** The resource keys of a handover page's menu node (`handover:detail`, the cafe's `handover:netbar`). */
export const handoverPerms = (base: string) =>
  ({
    list: `${base}:list`,
    add: `${base}:add`,
    edit: `${base}:edit`,
    delete: `${base}:delete`,
    /** 接班: confirm a handover (changeStatus to 2) */
    status: `${base}:status`,
    export: `${base}:export`,
    print: `${base}:print`,
  }) as const;
export type HandoverPerms = ReturnType<typeof handoverPerms>;

/** The resource keys of /handOver/detail (the menu's 交班管理 node). */
export const SHIFT_PERMS = handoverPerms('handover:detail');

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

/** Cash the clerk counts and types in (the float, the drawer at the handover): ¥0 or more, its hint under it. */
const cashField = <S,>(key: 'pettyCash' | 'countedCash', column: ColumnOptions<S>): FieldDef<S> => ({
  key,
  label: `orders.shift.${key}`,
  type: 'money',
  min: 0,
  column,
  form: { extra: `orders.shift.${key}Hint` },
});

export interface ShiftActions<S extends HandoverRow = Shift> {
  /** the span of the shift being handed over now (to the server's now), read when the 交班 form opens */
  current: () => { start: string; end: string } | undefined;
  /** who is signed in: the one handing over, unless they say otherwise */
  userName: () => string;
  open: (shift: S) => void;
  confirm: (shift: S, refresh: () => Promise<unknown>) => void;
  print: (shift: S) => void;
}

/** What tells one kind of handover from another: its calls, keys, own figures and the form's preview. */
export interface HandoverKind<S extends HandoverRow> {
  key: string;
  resource: CrudCalls<S, ShiftInput>;
  perms: HandoverPerms;
  /** the kind's own figures, listed after the cash counted and its difference */
  figures: Array<FieldDef<S>>;
  /** under the form as it is filled: what the span took in and the difference */
  preview: (values: Record<string, unknown>) => ReactNode;
}

/** The hotel's handovers: what the orders took in. */
const HOTEL: HandoverKind<Shift> = {
  key: 'shifts',
  resource: shiftApi,
  perms: SHIFT_PERMS,
  figures: [
    { key: 'depositsHeld', label: 'orders.shift.depositsHeld', type: 'money', column: { hidden: true } },
    { key: 'orderCount', label: 'orders.shift.orderCount', type: 'number', column: true },
  ],
  preview: (values) => <ShiftPreview values={values} />,
};

/** The hotel's handovers (businessShiftChange): see `handoverConfig`. */
export const shiftConfig = (actions: ShiftActions): CrudConfig<Shift, ShiftInput> =>
  handoverConfig(actions, HOTEL);

/**
 * The handovers of the place, newest first: who handed over to whom and when, what the books say came in, the
 * cash expected against the cash counted, and whether the next clerk took over. 交班 opens the form with the
 * current shift's span (from the last handover to now) and shows, as the count is typed, what the drawer should
 * hold and the difference. A confirmed handover is locked (no 编辑, no 删除).
 */
export function handoverConfig<S extends HandoverRow>(
  actions: ShiftActions<S>,
  kind: HandoverKind<S>,
): CrudConfig<S, ShiftInput> {
  const { perms } = kind;
  const rowActions: Array<RowAction<S>> = [
    { key: 'detail', label: 'orders.shift.detail', perm: perms.list, onClick: (s) => actions.open(s) },
    {
      key: 'confirm',
      label: 'orders.shift.confirm',
      perm: perms.status,
      visible: (s) => s.status === SHIFT_STATUS.handedOver,
      onClick: (s, list) => actions.confirm(s, list.refresh),
    },
    { key: 'print', label: 'orders.shift.print', perm: perms.print, onClick: (s) => actions.print(s) },
  ];
  return defineCrud<S, ShiftInput>({
    key: kind.key,
    schema: shiftEntity,
    resource: kind.resource,
    title: 'orders.shift.listTitle',
    intro: 'orders.shift.intro',
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
        // the place's staff offered, any name taken (someone without an account may take over)
        input: ({ t }) => (
          <TakeOverInput
            placeholder={t('crud.inputPlaceholder', { label: t('orders.shift.takeOverName') })}
          />
        ),
        form: { extra: 'orders.shift.takeOverHint' },
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
      daysSearchField('period', 'orders.shift.span'),
      { key: 'startTime', label: 'orders.shift.startTime', column: { sorter: true, hidden: true } },
      { key: 'income', label: 'orders.shift.income', type: 'money', column: { sorter: true } },
      cashField<S>('pettyCash', { hidden: true }),
      { key: 'cashExpected', label: 'orders.shift.cashExpected', type: 'money', column: true },
      cashField<S>('countedCash', { sorter: true }),
      {
        key: 'cashDiff',
        label: 'orders.shift.cashDiff',
        type: 'money',
        column: { sorter: true, render: (s) => <DiffText diff={s.cashDiff} /> },
        exportAs: (s) => s.cashDiff,
      },
      ...kind.figures,
      enumField('status', 'orders.shift.status', Object.values(SHIFT_STATUS), 'orders.shift.statuses', {
        column: { render: (s) => <StatusTag status={s.status} /> },
      }),
      {
        key: 'remark',
        label: 'orders.shift.remark',
        type: 'textarea',
        column: { ellipsis: true, hidden: true },
        form: { wide: true },
      },
    ],
    perms: {
      add: perms.add,
      edit: perms.edit,
      delete: perms.delete,
      export: perms.export,
      print: perms.print,
    },
    form: { columns: 2, width: 720, preview: (ctx) => kind.preview(ctx.values) },
    rowActions,
    locked: (s) => s.status === SHIFT_STATUS.confirmed,
    rowName: (s) => `${s.handOverName} ${s.startTime.slice(0, 16)}`,
    defaultSort: { field: 'startTime', order: 'desc' },
  });
}
