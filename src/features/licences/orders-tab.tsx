import { useCallback, useEffect, useState } from 'react';
import { Button, Radio, Space, Table, Tag, type TableColumnsType } from 'antd';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isApiError } from '@/api/errors';
import { commonLicense, type LicenseOrder } from '@/api/services/common-license';
import { ui } from '@/components/feedback-ui';
import { LICENSE_TYPE, PAY_STATUS, type PayStatus } from '@/domain/licence';
import { openPayment } from '@/payment/payment-store';
import { licenceKey, orderItem, orderQuantity, yuan } from './licence-data';
import { LoadFailed } from './load-failed';
import { OrderDetailModal } from './order-detail-modal';

const PAGE_SIZES = [10, 20, 50];
/** The filter's order: what an owner looks for first. */
const FILTER: PayStatus[] = [
  PAY_STATUS.waiting,
  PAY_STATUS.paid,
  PAY_STATUS.failed,
  PAY_STATUS.cancelled,
  PAY_STATUS.closed,
];
const STATUS_COLOR: Record<PayStatus, string> = {
  0: 'error',
  1: 'success',
  2: 'processing',
  3: 'default',
  4: 'default',
};

function positive(v: string | null, fallback: number): number {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

function payStatusOf(v: string | null): PayStatus | undefined {
  const n = Number(v);
  return v !== null && v !== '' && FILTER.includes(n as PayStatus) ? (n as PayStatus) : undefined;
}

/** An order waiting for its scan or whose payment failed may be paid again or cancelled. */
const payable = (o: LicenseOrder) => o.payStatus === PAY_STATUS.waiting || o.payStatus === PAY_STATUS.failed;

/** 购买记录: the place's licence orders, server-paged, filtered by pay status (page, size, q_payStatus in the URL). */
export function OrdersTab({ placeId }: { placeId: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const page = positive(params.get('page'), 1);
  const size = positive(params.get('size'), PAGE_SIZES[0]!);
  const payStatus = payStatusOf(params.get('q_payStatus'));
  const [detailId, setDetailId] = useState<number | null>(null);

  const query = useQuery({
    queryKey: licenceKey(placeId, 'orders', page, size, payStatus ?? 'all'),
    queryFn: () => commonLicense.orders({ page, size, ...(payStatus === undefined ? {} : { payStatus }) }),
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: licenceKey(placeId) });

  const update = useCallback(
    (change: Record<string, string | null>) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [k, v] of Object.entries(change)) {
            if (v === null) next.delete(k);
            else next.set(k, v);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  // a cancel that empties the last page shows the page before it
  const total = query.data?.total;
  useEffect(() => {
    if (total !== undefined && page > 1 && (page - 1) * size >= total) {
      update({ page: String(Math.max(1, Math.ceil(total / size))) });
    }
  }, [total, page, size, update]);

  function pay(order: LicenseOrder) {
    openPayment({
      item: orderItem(t, order),
      orderId: order.id,
      kind: order.licenseType === LICENSE_TYPE.sms ? 'sms' : 'licence',
    });
  }

  function cancel(order: LicenseOrder) {
    void ui.confirm({
      title: t('licence.cancelTitle'),
      content: t('licence.cancelBody', { no: order.outTradeNo }),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          ui.success(await commonLicense.cancelOrder(order.id));
        } catch (e) {
          // the request layer has shown a server refusal already; a network failure is said here
          if (!isApiError(e)) ui.error(t('errors.network'));
        }
        await refresh();
      },
    });
  }

  const columns: TableColumnsType<LicenseOrder> = [
    { title: t('licence.colOutTradeNo'), dataIndex: 'outTradeNo', width: 200 },
    { title: t('licence.colProduct'), dataIndex: 'licenseName', width: 130 },
    { title: t('licence.colPlan'), dataIndex: 'planName', width: 110 },
    { title: t('licence.colNum'), key: 'num', width: 90, render: (_, o) => orderQuantity(t, o) },
    { title: t('licence.colAmount'), dataIndex: 'price', width: 110, render: (v: number) => yuan(t, v) },
    {
      title: t('licence.colChannel'),
      dataIndex: 'payChannel',
      width: 100,
      render: (c: number) => t(`licence.channel.${c}`, { defaultValue: t('licence.none') }),
    },
    {
      title: t('licence.colPayStatus'),
      dataIndex: 'payStatus',
      width: 100,
      render: (s: PayStatus) => <Tag color={STATUS_COLOR[s]}>{t(`licence.payStatus.${s}`)}</Tag>,
    },
    { title: t('licence.colBuyTime'), dataIndex: 'buyTime', width: 170 },
    {
      title: t('licence.colPayTime'),
      dataIndex: 'payTime',
      width: 170,
      render: (v: string) => v || t('licence.none'),
    },
    {
      title: t('licence.colActions'),
      key: 'actions',
      width: 220,
      fixed: 'right',
      render: (_, o) => (
        <Space size={0}>
          <Button type="link" onClick={() => setDetailId(o.id)}>
            {t('licence.detail')}
          </Button>
          {payable(o) && (
            <Button type="link" onClick={() => pay(o)}>
              {t('licence.pay')}
            </Button>
          )}
          {payable(o) && (
            <Button type="link" danger onClick={() => cancel(o)}>
              {t('licence.cancelOrder')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      <Radio.Group
        aria-label={t('licence.payStatusFilter')}
        optionType="button"
        value={payStatus === undefined ? 'all' : String(payStatus)}
        onChange={(e) => {
          const v = e.target.value as string;
          update({ q_payStatus: v === 'all' ? null : v, page: '1' });
        }}
        options={[
          { value: 'all', label: t('licence.payStatusAll') },
          ...FILTER.map((s) => ({ value: String(s), label: t(`licence.payStatus.${s}`) })),
        ]}
        style={{ marginBottom: 12 }}
      />
      {query.isError && !query.data ? (
        <LoadFailed error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <Table<LicenseOrder>
          rowKey="id"
          columns={columns}
          dataSource={query.data?.records ?? []}
          loading={query.isFetching}
          locale={{ emptyText: t('licence.ordersEmpty') }}
          scroll={{ x: 1400 }}
          pagination={{
            current: page,
            pageSize: size,
            total: total ?? 0,
            showSizeChanger: true,
            pageSizeOptions: PAGE_SIZES,
            showTotal: (count) => t('licence.ordersTotal', { total: count }),
            onChange: (p, s) => update({ page: String(p), size: String(s) }),
          }}
        />
      )}
      <OrderDetailModal placeId={placeId} id={detailId} onClose={() => setDetailId(null)} />
    </>
  );
}
