import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { exportOtaGoods, otaGoodsApi } from '@/api/services/ota-goods';
import { daysSearchField } from '@/crud/field-presets';
import { enumField } from '@/crud/enum-field';
import type { CrudConfig } from '@/crud/types';
import {
  OTA_GOODS_CHANNELS,
  OTA_GOODS_STATUS,
  type OtaGoodsOrder,
  type OtaGoodsStatus,
} from '@/domain/ota-goods';
import { ORDER_PERMS } from './orders-config';

const STATUS_COLORS: Record<OtaGoodsStatus, string> = { 1: 'gold', 2: 'green', 3: 'default', 4: 'red' };

function StatusTag({ status }: { status: OtaGoodsStatus }) {
  const { t } = useTranslation();
  return <Tag color={STATUS_COLORS[status]}>{t(`orders.ota.statuses.${status}`)}</Tag>;
}

/**
 * The OTA goods orders tab of /order/index (businessOrder/getOtaGoodsOrder): vouchers and packages sold on the
 * platforms, searched by platform, status, order number, goods and days; 导出 downloads the server's own .xlsx
 * of the filter (the blob export), named as the server names it.
 */
export const otaGoodsConfig: CrudConfig<OtaGoodsOrder> = {
  key: 'orders-ota',
  title: 'orders.ota.listTitle',
  resource: { list: otaGoodsApi.list },
  serverExport: exportOtaGoods,
  fields: [
    { key: 'otaOrderNo', label: 'orders.ota.otaOrderNo', search: true, column: { width: 170 } },
    enumField('channel', 'orders.ota.channel', OTA_GOODS_CHANNELS, 'orders.ota.channels', {
      column: { width: 80 },
    }),
    { key: 'goodsName', label: 'orders.ota.goodsName', search: true, column: true },
    { key: 'quantity', label: 'orders.ota.quantity', type: 'number', column: { width: 70 } },
    { key: 'amount', label: 'orders.ota.amount', type: 'money', column: { sorter: true } },
    { key: 'commission', label: 'orders.ota.commission', type: 'money', column: { hidden: true } },
    { key: 'settleAmount', label: 'orders.ota.settleAmount', type: 'money', column: { sorter: true } },
    { key: 'buyerName', label: 'orders.ota.buyerName', column: { width: 80 } },
    { key: 'buyerPhone', label: 'orders.ota.buyerPhone', column: { width: 130 } },
    enumField('status', 'orders.ota.status', Object.values(OTA_GOODS_STATUS), 'orders.ota.statuses', {
      column: { render: (o) => <StatusTag status={o.status} /> },
    }),
    { key: 'roomNo', label: 'orders.ota.roomNo', column: { width: 90 } },
    { key: 'createTime', label: 'orders.ota.createTime', column: { sorter: true, width: 170 } },
    { key: 'verifyTime', label: 'orders.ota.verifyTime', column: { sorter: true, hidden: true, width: 170 } },
    daysSearchField('period', 'orders.ota.period'),
  ],
  perms: { export: ORDER_PERMS.export, print: ORDER_PERMS.print },
  defaultSort: { field: 'createTime', order: 'desc' },
};
