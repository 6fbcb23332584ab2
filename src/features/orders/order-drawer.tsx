import { Alert, Button, Drawer, Flex, Table, Tag, Timeline, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { placeKey } from '@/api/query-client';
import { getChildOrders } from '@/api/services/orders';
import { FactsTable } from '@/components/dialog-facts';
import { orderTimeline, type ChildOrder, type Order } from '@/domain/orders';
import { useSession } from '@/session/session-store';
import { formatYuan } from '@/utils/validators';

/**
 * An order's detail (docs/orders.md): the guest (mobile and ID number masked, as the server sends them), room and
 * stay, each night at its price and the rule that set it, the money (room, goods, damage, paid, deposit, due), the
 * payments by method, the child orders (getChildOrders, fetched when the drawer opens) and the timeline of the
 * order. The list's row is shown at once; only the child orders wait for the server, and a failure there keeps the
 * rest on screen with a retry.
 */
export function OrderDrawer({ order, onClose }: { order: Order | null; onClose: () => void }) {
  const { t } = useTranslation();
  const placeId = useSession((s) => s.place?.id ?? 0);
  const children = useQuery({
    queryKey: placeKey(placeId, 'orders', 'children', order?.id),
    queryFn: () => getChildOrders(order!.id),
    enabled: order !== null,
  });
  return (
    <Drawer
      open={order !== null}
      onClose={onClose}
      size="large"
      title={order ? t('orders.drawerTitle', { orderNo: order.orderNo }) : ''}
      destroyOnHidden
    >
      {order && <OrderDetail order={order} children={children} />}
    </Drawer>
  );
}

interface ChildrenState {
  data: ChildOrder[] | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

function OrderDetail({ order: o, children }: { order: Order; children: ChildrenState }) {
  const { t } = useTranslation();
  const section = (title: string) => (
    <Typography.Title level={5} style={{ margin: '20px 0 8px' }}>
      {t(title)}
    </Typography.Title>
  );
  return (
    <div>
      <FactsTable
        column={2}
        items={[
          { key: 'guest', label: t('orders.guestName'), children: o.guestName },
          { key: 'phone', label: t('orders.guestPhone'), children: o.guestPhone },
          { key: 'id', label: t('orders.idNumber'), children: o.idNumber },
          { key: 'guests', label: t('orders.guests'), children: o.guests },
          { key: 'room', label: t('orders.room'), children: `${o.buildingName} ${o.roomNo}` },
          { key: 'model', label: t('orders.modelName'), children: o.modelName },
          {
            key: 'stay',
            label: t('orders.stay'),
            children:
              o.stayKind === 2
                ? `${o.arrivalDate} ${t('orders.hourRoom')}`
                : `${o.arrivalDate} → ${o.departureDate}（${t('orders.nightsValue', { count: o.nights })}）`,
          },
          {
            key: 'status',
            label: t('orders.status'),
            children: <Tag>{t(`orders.statuses.${o.status}`)}</Tag>,
          },
          { key: 'channel', label: t('orders.channel'), children: t(`orders.channels.${o.channel}`) },
          ...(o.memberTypeName
            ? [{ key: 'member', label: t('orders.member'), children: o.memberTypeName }]
            : []),
          ...(o.companyName ? [{ key: 'company', label: t('orders.company'), children: o.companyName }] : []),
          { key: 'checkIn', label: t('orders.checkInTime'), children: o.checkInTime ?? '—' },
          { key: 'checkOut', label: t('orders.checkOutTime'), children: o.checkOutTime ?? '—' },
          { key: 'operator', label: t('orders.operator'), children: o.operator },
          ...(o.remark ? [{ key: 'remark', label: t('orders.remark'), children: o.remark }] : []),
        ]}
      />

      {section('orders.nightlyTitle')}
      <Table
        size="small"
        pagination={false}
        rowKey="day"
        dataSource={o.nightly}
        columns={[
          { key: 'day', title: t('orders.night'), dataIndex: 'day' },
          { key: 'price', title: t('orders.price'), render: (_, n) => formatYuan(n.price) },
          { key: 'rule', title: t('orders.rule'), render: (_, n) => t(`orders.rules.${n.rule}`) },
        ]}
      />

      {section('orders.moneyTitle')}
      <FactsTable
        column={3}
        items={[
          { key: 'room', label: t('orders.roomAmount'), children: formatYuan(o.roomAmount) },
          { key: 'goods', label: t('orders.goodsAmount'), children: formatYuan(o.goodsAmount) },
          { key: 'damage', label: t('orders.damageAmount'), children: formatYuan(o.damageAmount) },
          { key: 'total', label: t('orders.totalAmount'), children: formatYuan(o.totalAmount) },
          { key: 'paid', label: t('orders.paidAmount'), children: formatYuan(o.paidAmount) },
          { key: 'deposit', label: t('orders.deposit'), children: formatYuan(o.deposit) },
          {
            key: 'balance',
            label: t('orders.balance'),
            children: <Typography.Text strong>{formatYuan(o.balance)}</Typography.Text>,
          },
        ]}
      />

      {section('orders.paymentsTitle')}
      <Table
        size="small"
        pagination={false}
        rowKey={(p) => `${p.time}-${p.method}-${p.deposit}`}
        dataSource={o.payments}
        columns={[
          { key: 'time', title: t('orders.time'), dataIndex: 'time' },
          {
            key: 'method',
            title: t('orders.payMethod'),
            render: (_, p) => t(`orders.payMethods.${p.method}`),
          },
          {
            key: 'kind',
            title: t('orders.kind'),
            render: (_, p) => (p.deposit ? t('orders.depositKind') : t('orders.chargeKind')),
          },
          { key: 'amount', title: t('orders.amount'), render: (_, p) => formatYuan(p.amount) },
        ]}
      />

      {section('orders.childTitle')}
      {children.isError ? (
        <Alert
          type="warning"
          showIcon
          title={t('orders.childFailed')}
          action={
            <Button size="small" onClick={() => void children.refetch()}>
              {t('orders.retry')}
            </Button>
          }
        />
      ) : (
        <Table
          size="small"
          pagination={false}
          rowKey="id"
          loading={children.isPending}
          locale={{ emptyText: children.isPending ? t('orders.childLoading') : t('orders.childEmpty') }}
          dataSource={children.data ?? []}
          columns={[
            { key: 'time', title: t('orders.time'), dataIndex: 'time' },
            { key: 'kind', title: t('orders.kind'), render: (_, c) => t(`orders.childKinds.${c.kind}`) },
            { key: 'title', title: t('orders.detail'), dataIndex: 'title' },
            { key: 'amount', title: t('orders.amount'), render: (_, c) => formatYuan(c.amount) },
            { key: 'operator', title: t('orders.operator'), dataIndex: 'operator' },
          ]}
        />
      )}

      {section('orders.timelineTitle')}
      <Flex vertical>
        <Timeline
          items={orderTimeline(o, children.data ?? []).map((s, i) => ({
            key: `${s.time}-${s.what}-${i}`,
            content: (
              <span>
                <Typography.Text type="secondary">{s.time}</Typography.Text> {t(`orders.timeline.${s.what}`)}
                {s.detail ? `：${s.detail}` : ''}
              </span>
            ),
          }))}
        />
      </Flex>
    </div>
  );
}
