import { Space, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { orderEditApi, type OrderEditRow } from '@/api/services/billing';
import type { CrudConfig, RowAction } from '@/crud/types';
import { formatPrice } from '@/utils/validators';
import { numberedOptions } from '@/crud/field-presets';

const STATUS_COLOR = { 0: 'orange', 1: 'green', 2: 'red' } as const;

export const STATUS_OPTIONS = numberedOptions('billingOps.orderEdit.status', [0, 1, 2]);

/** ¥原价 → ¥新价 and the difference (+¥20.00 / -¥30.00). */
export const priceChange = (r: Pick<OrderEditRow, 'originalPrice' | 'newPrice'>) => ({
  from: `¥${formatPrice(r.originalPrice)}`,
  to: `¥${formatPrice(r.newPrice)}`,
  diff: r.newPrice - r.originalPrice,
});

function PriceCell({ row, t }: { row: OrderEditRow; t: TFunction }) {
  const { from, to, diff } = priceChange(row);
  return (
    <Space size={6}>
      <span>{t('billingOps.orderEdit.priceChange', { from, to })}</span>
      <Typography.Text type={diff < 0 ? 'danger' : 'success'}>
        ({diff < 0 ? '-' : '+'}¥{formatPrice(Math.abs(diff))})
      </Typography.Text>
    </Space>
  );
}

/**
 * Order price edits (orderEdit: list with a status filter; billingApi.checkOrderEdit decides one). Read-only
 * rows; 通过 and 驳回 (with a required remark) behind fee:rule:check, on waiting rows only.
 */
export const makeOrderEditConfig = (
  t: TFunction,
  actions: { approve: (row: OrderEditRow) => void; refuse: (row: OrderEditRow) => void },
): CrudConfig<OrderEditRow> => {
  const waiting = (r: OrderEditRow) => r.status === 0;
  const rowActions: Array<RowAction<OrderEditRow>> = [
    {
      key: 'approve',
      label: 'billingOps.orderEdit.approve',
      perm: 'fee:rule:check',
      visible: waiting,
      onClick: actions.approve,
    },
    {
      key: 'refuse',
      label: 'billingOps.orderEdit.refuse',
      perm: 'fee:rule:check',
      danger: true,
      visible: waiting,
      onClick: actions.refuse,
    },
  ];
  return {
    key: 'orderEdits',
    title: 'billingOps.orderEdit.title',
    intro: 'billingOps.orderEdit.intro',
    resource: orderEditApi,
    fields: [
      { key: 'orderNo', label: 'billingOps.orderEdit.orderNo', column: { fixed: 'left' } },
      { key: 'roomNo', label: 'billingOps.orderEdit.roomNo', column: true },
      { key: 'guestName', label: 'billingOps.orderEdit.guest', column: true },
      {
        key: 'price',
        label: 'billingOps.orderEdit.price',
        column: { render: (r) => <PriceCell row={r} t={t} /> },
        exported: false,
      },
      { key: 'reason', label: 'billingOps.orderEdit.reason', column: { ellipsis: true } },
      { key: 'applicant', label: 'billingOps.orderEdit.applicant', column: true },
      { key: 'applyTime', label: 'billingOps.orderEdit.applyTime', column: true },
      {
        key: 'status',
        label: 'billingOps.orderEdit.status',
        type: 'select',
        options: STATUS_OPTIONS,
        search: true,
        column: {
          render: (r) => (
            <Tag color={STATUS_COLOR[r.status]}>{t(`billingOps.orderEdit.status${r.status}`)}</Tag>
          ),
        },
      },
      {
        key: 'checker',
        label: 'billingOps.orderEdit.checker',
        column: {
          render: (r) =>
            r.checker ? (
              <Space orientation="vertical" size={0}>
                <span>{r.checker}</span>
                {r.checkRemark && <Typography.Text type="secondary">{r.checkRemark}</Typography.Text>}
              </Space>
            ) : (
              ''
            ),
        },
      },
    ],
    perms: {},
    // the waiting ones first, each group newest first (the server breaks ties by newest)
    defaultSort: { field: 'status', order: 'asc' },
    rowActions,
  };
};
