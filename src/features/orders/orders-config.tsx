import { Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { orderStageApi } from '@/api/services/orders';
import { enumField, keyedOptions } from '@/crud/enum-field';
import { daysSearchField } from '@/crud/field-presets';
import type { CrudConfig, FieldDef, RowAction } from '@/crud/types';
import { ORDER_CHANNEL, ORDER_STATUS, type Order, type OrderStage } from '@/domain/orders';
import { formatPrice } from '@/utils/validators';

/** The resource keys of the orders page (the menu's 订单管理 node). */
export const ORDER_PERMS = { list: 'order:list', export: 'order:export', print: 'order:print' } as const;

const STATUS_COLORS: Record<number, string> = {
  [ORDER_STATUS.reserved]: 'blue',
  [ORDER_STATUS.inHouse]: 'green',
  [ORDER_STATUS.checkedOut]: 'default',
  [ORDER_STATUS.cancelled]: 'orange',
  [ORDER_STATUS.noShow]: 'red',
};

function StatusTag({ status }: { status: number }) {
  const { t } = useTranslation();
  return <Tag color={STATUS_COLORS[status]}>{t(`orders.statuses.${status}`)}</Tag>;
}

function StayCell({ order }: { order: Order }) {
  const { t } = useTranslation();
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      {order.arrivalDate} → {order.stayKind === 2 ? order.arrivalDate : order.departureDate}
      <Typography.Text type="secondary" style={{ marginLeft: 6 }}>
        {order.stayKind === 2 ? t('orders.hourRoom') : t('orders.nightsValue', { count: order.nights })}
      </Typography.Text>
    </span>
  );
}

const serviceText = (o: Order, t: TFunction) =>
  o.service ? `${t(`orders.services.${o.service.kind}`)} ${o.service.note}` : '';
const damageText = (o: Order) => (o.damage ? `${o.damage.item} ¥${formatPrice(o.damage.amount)}` : '');

function ServiceCell({ order }: { order: Order }) {
  const { t } = useTranslation();
  if (!order.service) return null;
  return (
    <span>
      <Tag color="gold">{t(`orders.services.${order.service.kind}`)}</Tag>
      {order.service.note}
    </span>
  );
}

/**
 * The list of one stage (docs/orders.md): searched by guest, mobile (the whole number or its last digits), room,
 * order number, channel and stay dates; sorted and paged on the server; exported and printed as shown. A row opens
 * its detail (`open`). The columns follow what the stage is about: the service asked for, what was damaged, the
 * state a past order ended in.
 */
export function stageConfig(stage: OrderStage, open: (order: Order) => void): CrudConfig<Order> {
  const fields: Array<FieldDef<Order>> = [
    { key: 'orderNo', label: 'orders.orderNo', search: true, column: { width: 170 } },
    { key: 'guestName', label: 'orders.guestName', search: true, column: { width: 100 } },
    {
      key: 'guestPhone',
      label: 'orders.guestPhone',
      search: true,
      searchPlaceholder: 'orders.guestPhonePlaceholder',
      column: { width: 130 },
    },
    {
      key: 'roomNo',
      label: 'orders.room',
      search: true,
      column: { sorter: true, render: (o) => `${o.buildingName} ${o.roomNo}` },
    },
    { key: 'modelName', label: 'orders.modelName', column: true },
    enumField('channel', 'orders.channel', Object.values(ORDER_CHANNEL), 'orders.channels'),
    daysSearchField('stay', 'orders.stayDates'),
    {
      key: 'arrivalDate',
      label: 'orders.arrivalDate',
      column: { sorter: true, width: 210, render: (o) => <StayCell order={o} /> },
    },
    { key: 'departureDate', label: 'orders.departureDate', column: { sorter: true, hidden: true } },
    { key: 'nights', label: 'orders.nights', type: 'number', column: { hidden: true } },
    ...(stage === 'serve'
      ? [
          {
            key: 'service',
            label: 'orders.service',
            column: { render: (o: Order) => <ServiceCell order={o} /> },
            exportAs: serviceText,
          },
        ]
      : []),
    ...(stage === 'damage'
      ? [
          {
            key: 'damage',
            label: 'orders.damage',
            column: { render: damageText },
            exportAs: damageText,
          },
        ]
      : []),
    { key: 'totalAmount', label: 'orders.totalAmount', type: 'money', column: { sorter: true } },
    { key: 'balance', label: 'orders.balance', type: 'money', column: { sorter: true } },
    { key: 'deposit', label: 'orders.deposit', type: 'money', column: { hidden: stage !== 'live' } },
    ...(stage === 'history' || stage === 'damage'
      ? [
          {
            key: 'status',
            label: 'orders.status',
            // a select: the export and the print name the status, the list shows a coloured tag
            type: 'select' as const,
            options: keyedOptions('orders.statuses', Object.values(ORDER_STATUS)),
            column: { render: (o: Order) => <StatusTag status={o.status} /> },
          },
        ]
      : []),
    { key: 'operator', label: 'orders.operator', column: { hidden: true } },
    { key: 'createTime', label: 'orders.createTime', column: { sorter: true, hidden: true, width: 170 } },
  ];
  const rowActions: Array<RowAction<Order>> = [
    { key: 'detail', label: 'orders.detail', perm: ORDER_PERMS.list, onClick: (o) => open(o) },
  ];
  return {
    key: `orders-${stage}`,
    title: `orders.listTitle.${stage}`,
    resource: { list: orderStageApi(stage).list },
    fields,
    perms: { export: ORDER_PERMS.export, print: ORDER_PERMS.print },
    rowActions,
  };
}
