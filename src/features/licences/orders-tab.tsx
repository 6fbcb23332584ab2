import { useMemo, useState } from 'react';
import { Radio, Tag } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/errors';
import { commonLicense, type LicenseOrder } from '@/api/services/common-license';
import { ui } from '@/components/feedback-ui';
import { enumField } from '@/crud/enum-field';
import type { CrudCalls, CrudConfig } from '@/crud/types';
import { useCrudController } from '@/crud/use-crud-controller';
import { CrudTable } from '@/crud/views/table';
import { LICENSE_TYPE, PAY_STATUS, type PayStatus } from '@/domain/licence';
import { openPayment } from '@/payment/payment-store';
import { orderItem, orderQuantity, yuan } from './licence-data';
import { LoadFailed } from '@/components/load-failed';
import { OrderDetailModal } from './order-detail-modal';

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

function payStatusOf(v: unknown): PayStatus | undefined {
  const n = Number(v);
  return v !== undefined && v !== null && v !== '' && FILTER.includes(n as PayStatus)
    ? (n as PayStatus)
    : undefined;
}

/** licenseOrder/list, filtered by pay status (q_payStatus); an order is only looked at, paid or cancelled. */
const ordersResource: CrudCalls<LicenseOrder> = {
  list: (q) => {
    const payStatus = payStatusOf(q.filters?.payStatus);
    return commonLicense.orders({
      page: q.page,
      size: q.size,
      ...(payStatus === undefined ? {} : { payStatus }),
    });
  },
};

/** An order waiting for its scan or whose payment failed may be paid again or cancelled. */
const payable = (o: LicenseOrder) => o.payStatus === PAY_STATUS.waiting || o.payStatus === PAY_STATUS.failed;

function pay(t: TFunction, order: LicenseOrder) {
  openPayment({
    item: orderItem(t, order),
    orderId: order.id,
    kind: order.licenseType === LICENSE_TYPE.sms ? 'sms' : 'licence',
  });
}

function cancel(t: TFunction, order: LicenseOrder, refresh: () => Promise<unknown>) {
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

/**
 * The orders as an engine list: no row numbers, columns worded by the licence helpers, 详情 / 去支付 / 取消订单
 * as row actions. Cached under the place's licence queries, so a payment or an activation reloads it.
 */
function ordersConfig(t: TFunction, showDetail: (id: number) => void): CrudConfig<LicenseOrder> {
  const none = t('licence.none');
  return {
    key: 'licenceOrders',
    cacheKey: ['licence', 'orders'],
    title: 'licence.tabOrders',
    resource: ordersResource,
    indexColumn: false,
    pageSizes: [10, 20, 50],
    perms: {},
    fields: [
      { key: 'outTradeNo', label: 'licence.colOutTradeNo', column: { width: 200 } },
      { key: 'licenseName', label: 'licence.colProduct', column: { width: 130 } },
      { key: 'planName', label: 'licence.colPlan', column: { width: 110 } },
      { key: 'num', label: 'licence.colNum', column: { width: 90, render: (o) => orderQuantity(t, o) } },
      { key: 'price', label: 'licence.colAmount', column: { width: 110, render: (o) => yuan(t, o.price) } },
      {
        key: 'payChannel',
        label: 'licence.colChannel',
        column: { width: 100, render: (o) => t(`licence.channel.${o.payChannel}`, { defaultValue: none }) },
      },
      enumField('payStatus', 'licence.colPayStatus', FILTER, 'licence.payStatus', {
        column: {
          width: 100,
          render: (o) => <Tag color={STATUS_COLOR[o.payStatus]}>{t(`licence.payStatus.${o.payStatus}`)}</Tag>,
        },
      }),
      { key: 'buyTime', label: 'licence.colBuyTime', column: { width: 170 } },
      {
        key: 'payTime',
        label: 'licence.colPayTime',
        column: { width: 170, render: (o) => o.payTime || none },
      },
    ],
    rowActions: [
      { key: 'detail', label: 'licence.detail', onClick: (o) => showDetail(o.id) },
      { key: 'pay', label: 'licence.pay', visible: payable, onClick: (o) => pay(t, o) },
      {
        key: 'cancel',
        label: 'licence.cancelOrder',
        danger: true,
        visible: payable,
        onClick: (o, list) => cancel(t, o, list.refresh),
      },
    ],
  };
}

/** 购买记录: the place's licence orders, server-paged, filtered by pay status (page, size, q_payStatus in the URL). */
export function OrdersTab({ placeId }: { placeId: number }) {
  const { t } = useTranslation();
  const [detailId, setDetailId] = useState<number | null>(null);
  const config = useMemo(() => ordersConfig(t, setDetailId), [t]);
  const crud = useCrudController(config);
  const payStatus = payStatusOf(crud.list.state.filters.payStatus);

  return (
    <>
      <Radio.Group
        aria-label={t('licence.payStatusFilter')}
        optionType="button"
        value={payStatus === undefined ? 'all' : String(payStatus)}
        onChange={(e) => {
          const v = e.target.value as string;
          crud.search(v === 'all' ? {} : { payStatus: v });
        }}
        options={[
          { value: 'all', label: t('licence.payStatusAll') },
          ...FILTER.map((s) => ({ value: String(s), label: t(`licence.payStatus.${s}`) })),
        ]}
        style={{ marginBottom: 12 }}
      />
      {crud.query.isError && !crud.query.data ? (
        <LoadFailed
          title="licence.loadFailed"
          reason={crud.query.error.message}
          onRetry={() => void crud.query.refetch()}
        />
      ) : (
        <CrudTable
          crud={crud}
          empty={t('licence.ordersEmpty')}
          scroll={{ x: 1400 }}
          pagination={{ showQuickJumper: false, showTotal: (total) => t('licence.ordersTotal', { total }) }}
        />
      )}
      <OrderDetailModal placeId={placeId} id={detailId} onClose={() => setDetailId(null)} />
    </>
  );
}
