import { Button, Descriptions, Modal, Tag, type DescriptionsProps } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { commonLicense, type LicenseOrder } from '@/api/services/common-license';
import { LICENSE_TYPE } from '@/domain/licence';
import { discountParams, formatPrice } from '@/utils/validators';
import { endText, licenceKey, orderDuration, orderQuantity, yuan } from './licence-data';
import { QueryBody } from '@/components/query-body';

/** licenseMsg (§3): the plan as it was when ordered, `{ type, licensePrice: { price, discount, roomPrice, … } }`. */
interface LicenseMsg {
  type?: number;
  licensePrice?: {
    price?: number;
    discount?: number;
    roomPrice?: number;
    roomNum?: number;
    validTime?: number;
  };
}

function parseMsg(text: string): LicenseMsg {
  try {
    const v: unknown = JSON.parse(text);
    return typeof v === 'object' && v !== null ? (v as LicenseMsg) : {};
  } catch {
    return {};
  }
}

function rows(t: TFunction, o: LicenseOrder): DescriptionsProps['items'] {
  const price = parseMsg(o.licenseMsg).licensePrice ?? {};
  const items: NonNullable<DescriptionsProps['items']> = [
    { key: 'outTradeNo', label: t('licence.colOutTradeNo'), children: o.outTradeNo },
    { key: 'tradeNo', label: t('licence.tradeNo'), children: o.tradeNo || t('licence.none') },
    { key: 'product', label: t('licence.colProduct'), children: o.licenseName },
    {
      key: 'type',
      label: t('licence.colType'),
      children: t(`licence.type.${o.licenseType}`, { defaultValue: String(o.licenseType) }),
    },
    { key: 'plan', label: t('licence.colPlan'), children: o.planName },
    { key: 'num', label: t('licence.colNum'), children: orderQuantity(t, o) },
    { key: 'duration', label: t('licence.monthsLabel'), children: orderDuration(t, o) },
    { key: 'validTime', label: t('licence.validTime'), children: endText(t, o.validTime) },
  ];
  if (price.price !== undefined && o.licenseType !== LICENSE_TYPE.rooms) {
    items.push({ key: 'unit', label: t('licence.unitPrice'), children: yuan(t, price.price) });
  }
  if (price.roomPrice) {
    items.push({
      key: 'roomPrice',
      label: t('licence.roomPrice'),
      children: t('licence.roomPricePerMonth', { value: formatPrice(price.roomPrice) }),
    });
  }
  if (price.discount !== undefined) {
    items.push({
      key: 'discount',
      label: t('licence.discountLabel'),
      children:
        price.discount < 100
          ? t('licence.discount', discountParams(price.discount))
          : t('licence.noDiscount'),
    });
  }
  items.push(
    { key: 'amount', label: t('licence.colAmount'), children: yuan(t, o.price) },
    {
      key: 'channel',
      label: t('licence.colChannel'),
      children: t(`licence.channel.${o.payChannel}`, { defaultValue: t('licence.none') }),
    },
    {
      key: 'status',
      label: t('licence.colPayStatus'),
      children: <Tag>{t(`licence.payStatus.${o.payStatus}`)}</Tag>,
    },
    { key: 'buyTime', label: t('licence.colBuyTime'), children: o.buyTime },
    { key: 'payTime', label: t('licence.colPayTime'), children: o.payTime || t('licence.none') },
  );
  if (o.remark) items.push({ key: 'remark', label: t('licence.remark'), children: o.remark, span: 'filled' });
  if (o.licenseType === LICENSE_TYPE.goods || o.contacts || o.address) {
    items.push(
      { key: 'contacts', label: t('licence.contacts'), children: o.contacts || t('licence.none') },
      { key: 'phone', label: t('licence.phone'), children: o.phone || t('licence.none') },
      {
        key: 'address',
        label: t('licence.address'),
        children: o.address || t('licence.none'),
        span: 'filled',
      },
    );
  }
  return items;
}

/** 详情 of a licence order (licenseOrder/detail): every field of §3 Order. */
export function OrderDetailModal({
  placeId,
  id,
  onClose,
}: {
  placeId: number;
  id: number | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const detail = useQuery({
    queryKey: licenceKey(placeId, 'order', id),
    queryFn: () => commonLicense.orderDetail(id!),
    enabled: id !== null,
  });
  return (
    <Modal
      open={id !== null}
      title={t('licence.detailTitle')}
      width="60%"
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('common.close')}</Button>}
      destroyOnHidden
    >
      <QueryBody query={detail} rows={3} failedTitle="licence.loadFailed">
        {(order) => <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} items={rows(t, order)} />}
      </QueryBody>
    </Modal>
  );
}
